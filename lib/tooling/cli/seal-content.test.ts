import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const seal = './lib/tooling/cli/seal-content.mjs';

/** Runs a snippet of Node with the seal loaded, as `npm run build` runs its post-build steps. */
function runSealed(code: string): { ok: boolean; output: string } {
  try {
    const output = execFileSync(process.execPath, ['--import', seal, '--input-type=module', '-e', code], {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { ok: true, output };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr) };
  }
}

describe('content/ sealed after next build', () => {
  it.each([
    ["import fs from 'node:fs'; fs.readFileSync('content/docs/intro.mdx', 'utf8');", 'fs.readFileSync'],
    ["import { readdirSync } from 'node:fs'; readdirSync('content/docs');", 'fs.readdirSync'],
    [
      "import fs from 'node:fs/promises'; await fs.readFile(new URL('file://' + process.cwd() + '/content/blog/release-0.5.0.mdx'));",
      'fs.promises.readFile',
    ],
  ])('stops a step that reads a source: %s', (code, name) => {
    const { ok, output } = runSealed(code);
    expect(ok).toBe(false);
    expect(output).toContain(`${name}(`);
    expect(output).toContain('content/ is sealed');
  });

  it('lets the steps read the content index and everything else', () => {
    const { ok, output } = runSealed(
      "import fs from 'node:fs'; console.log(fs.existsSync('.contentlayer/generated') && fs.readFileSync('package.json', 'utf8').includes('lilaq') && fs.existsSync('contentlayer.config.ts'));",
    );
    expect(output.trim()).toBe('true');
    expect(ok).toBe(true);
  });
});
