import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The layer rules ESLint reports for one import written in a file at `file` (the file need not exist). */
async function layerErrors(eslint: ESLint, file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { probe } from '${specifier}';\n\nexport const value = probe;\n`, {
    filePath: path.join(root, file),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths' || message.ruleId === 'no-restricted-imports')
    .map((message) => message.ruleId ?? '');
}

// ARCHITECTURE.md: app → components → lib/content → the domains → lib/mdx, lib/html and the root of lib/.
describe('imports only run down (eslint.config.mjs)', () => {
  it('fails an import of a layer above, and of the content index below lib/content', { timeout: 120_000 }, async () => {
    const eslint = new ESLint({ cwd: root });
    const upward: [file: string, specifier: string][] = [
      ['lib/search/probe.ts', '../content/reference'],
      ['lib/search/probe.ts', 'contentlayer/generated'],
      ['lib/reference/build/probe.ts', '../../content/reference'],
      ['lib/mdx/probe.ts', '../reference/merge'],
      ['lib/html/probe.ts', '../discover/page-examples'],
      ['lib/probe.ts', './content/page-data'],
      ['lib/figures/probe.ts', '../live/engine'],
      ['lib/content/probe.ts', '../../components/site-link'],
      ['components/probe.tsx', '../app/layout'],
      ['lib/search/probe.ts', './fixtures/docs'],
      ['components/probe.tsx', '../lib/search/fixtures/docs'],
    ];
    for (const [file, specifier] of upward) expect(await layerErrors(eslint, file, specifier), `${file} → ${specifier}`).not.toEqual([]);
    const downward: [file: string, specifier: string][] = [
      ['lib/content/probe.ts', '../search/records'],
      ['lib/search/probe.ts', '../reference/types'],
      ['lib/reference/probe.ts', '../mdx/compile-data'],
      ['components/probe.tsx', '../lib/content/page-data'],
    ];
    for (const [file, specifier] of downward) expect(await layerErrors(eslint, file, specifier), `${file} → ${specifier}`).toEqual([]);
  });
});
