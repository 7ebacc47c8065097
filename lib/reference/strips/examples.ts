/**
 * The parameter strips as figure sources of the figure store: every variant of every strip is
 * prepared exactly like a ```typ example block (lib/figures/prepare.ts), at the line of its
 * `<Param>` block on the reference page, so `npm run figures` renders it, `npm run figures:check`
 * checks it (present, not orphaned, portable colours, unclipped, visible ink, both variants) and
 * messages name the page and line where the strip is shown.
 */
import fs from 'node:fs';
import path from 'node:path';
import { documentedFacts } from '../documented-facts';
import { prepareExample, type PreparedExample } from '../../figures/prepare';
import { stripsOf, type Strip, type StripVariant } from './strips';

/** The reference page of a definition (frontmatter `reference: NAME`, file NAME.mdx). */
export function referencePage(root: string, definition: string): string {
  return path.join(root, 'content', 'docs', 'reference', `${definition}.mdx`);
}

/** 1-based line of `<Param name="…">` in a page read from disk (the figure scanner); 1 when absent. */
export function paramLine(source: string, param: string): number {
  const index = source.split('\n').findIndex((line) => line.startsWith(`<Param name="${param}"`));
  return index + 1 || 1;
}

/** One strip variant as a figure source, located at the `<Param>` block it belongs to. */
export function prepareVariant(
  variant: StripVariant,
  mdxPath: string,
  line: number,
  root: string,
  compilerVersion: string,
): PreparedExample {
  // The alt text is the strip's (hast.ts); it is not part of the content address.
  const meta = null;
  // Strip figures have no Inspect control, so they need no part map (lib/figures/README.md).
  return { ...prepareExample({ value: variant.code, meta, mdxPath, line, root, compilerVersion }), inspect: false };
}

export interface PreparedStrip {
  strip: Strip;
  examples: PreparedExample[];
}

/** The prepared strips of one reference page, keyed by parameter, at the lines of their `<Param>` blocks. */
export function preparePageStrips(
  definition: string,
  lineOf: (param: string) => number,
  mdxPath: string,
  root: string,
  compilerVersion: string,
): Map<string, PreparedStrip> {
  const fact = documentedFacts.definitions.find((d) => d.name === definition);
  const result = new Map<string, PreparedStrip>();
  if (!fact) return result;
  for (const [param, strip] of stripsOf(fact)) {
    const line = lineOf(param);
    result.set(param, { strip, examples: strip.variants.map((v) => prepareVariant(v, mdxPath, line, root, compilerVersion)) });
  }
  return result;
}

/** Every prepared strip of the site, page by page. */
export function allPreparedStrips(root: string, compilerVersion: string): PreparedStrip[] {
  return documentedFacts.definitions.flatMap((d) => {
    const file = referencePage(root, d.name);
    if (!fs.existsSync(file)) return [];
    const source = fs.readFileSync(file, 'utf8');
    return [...preparePageStrips(d.name, (param) => paramLine(source, param), file, root, compilerVersion).values()];
  });
}

/** Every strip variant of the site, for the figure scanner (lib/figures/build/scan.ts). */
export function stripExamples(root: string, compilerVersion: string): PreparedExample[] {
  return allPreparedStrips(root, compilerVersion).flatMap((s) => s.examples);
}
