import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compilerVersion } from '../figures/compiler';
import { prepareExample } from '../figures/prepare';
import { remarkPrepareExamples } from '../figures/remark-typst-examples';
import remarkHeadings from '../mdx/remark-headings';
import { collectPageExamples } from './page-examples';

const BODY = [
  'Intro.',
  '',
  '```typ example alt="Bars"',
  '>>> #show: lq.set-tick(inset: 2pt)',
  '#lq.diagram(lq.bar((1, 2), (3, 4)))',
  '```',
  '',
  '## Log axes',
  '',
  '```typ',
  '#lq.diagram() // not an example',
  '```',
  '',
  '```typ example',
  '#lq.diagram(yscale: "log", lq.plot((1, 2), (10, 100)))',
  '```',
].join('\n');

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-examples-'));
  fs.mkdirSync(path.join(root, 'content', 'docs'), { recursive: true });
  fs.mkdirSync(path.join(root, 'public', 'figures'), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true }));

/** Stores the figures of the first example only, as `npm run figures` would. */
function storeFirstFigure() {
  const example = prepareExample({
    value: '>>> #show: lq.set-tick(inset: 2pt)\n#lq.diagram(lq.bar((1, 2), (3, 4)))',
    meta: 'example alt="Bars"',
    mdxPath: path.join(root, 'content', 'docs', 'a.mdx'),
    line: 3,
    root,
    compilerVersion: compilerVersion(),
  });
  for (const variant of ['light', 'dark'] as const) {
    fs.writeFileSync(path.join(root, 'public', 'figures', example.variants[variant].fileName), '<svg width="300pt" height="150pt"></svg>');
  }
  return example;
}

describe('collectPageExamples', () => {
  it('numbers runnable examples in page order, with section, alt, code, figure and the lq paths they run', () => {
    const stored = storeFirstFigure();
    // The page's compile up to the page data step: heading ids, then each example prepared once.
    const file = new VFile({ value: BODY, data: { rawDocumentData: { sourceFilePath: 'docs/a.mdx' } } });
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkHeadings).use(remarkPrepareExamples, { root });
    const tree = processor.runSync(processor.parse(file), file) as Root;
    const examples = collectPageExamples(tree, file.data.examples ?? [], root);
    expect(examples.map((e) => e.id)).toEqual(['ex-1', 'ex-2']);
    expect(examples[0]).toMatchObject({
      alt: 'Bars',
      code: '#import "@preview/lilaq:0.5.0" as lq\n#lq.diagram(lq.bar((1, 2), (3, 4)))',
      figure: { light: stored.variants.light.url, dark: stored.variants.dark.url, width: 400, height: 200 },
      // Hidden lines run, so their calls count.
      lqPaths: ['set-tick', 'diagram', 'bar'],
      lqArgs: { 'set-tick': ['inset'], diagram: [], bar: [] },
    });
    expect(examples[0]!.section).toBeUndefined();
    expect(examples[1]).toMatchObject({
      section: { title: 'Log axes', id: 'log-axes' },
      lqPaths: ['scale.log', 'diagram', 'plot'],
      lqArgs: { diagram: ['yscale'], plot: [] },
    });
    // No figure in the store: the example is listed without one (the build's figure check reports it).
    expect(examples[1]!.figure).toBeUndefined();
  });
});
