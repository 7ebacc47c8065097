/**
 * The runnable examples of one MDX page, as plain data: anchor, section, figure files and the
 * `lq.…` paths the code uses. Derived in the page's compile (lib/content/remark-page-data.ts) from the
 * examples the compile prepared once (remarkPrepareExamples), with the same figure store as the
 * remark plugin, so a gallery card, a back-reference or a Markdown export always shows the figure
 * the page shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { projectPaths } from '../figures/config';
import { ALT_MISSING } from '../figures/example-syntax';
import { exampleAnchor, exampleFigure, svgHeadReader, type ExampleBlock, type ExampleFigure } from '../figures/remark-typst-examples';
import { headingId, headingText } from '../mdx/remark-headings';
import { readUnavailable } from '../figures/store';
import { readFailure, type CompileFailure } from '../figures/failure';
import { lqArgs, lqPaths } from './calls';

export type { ExampleFigure };

export interface PageExample {
  /** The example's anchor on its page (`ex-1`, …). */
  id: string;
  /** The heading the example sits under, if any: its text and id. */
  section?: { title: string; id: string };
  alt: string;
  /** The code shown on the page. */
  code: string;
  /** Absent when the figure needs komet and the build cannot render it, and for a failing example. */
  figure?: ExampleFigure;
  /** A failing example (`fails`): code that shows a mistake, not a use to point readers at. */
  fails?: true;
  /** A failing example's message as stored by `npm run figures` (absent until it is). */
  failure?: CompileFailure;
  /** `lq.…` paths the compiled source refers to (see lqPaths). */
  lqPaths: string[];
  /** The named arguments the compiled source passes to each `lq.…` call, by path (see lqArgs). */
  lqArgs: Record<string, string[]>;
  /**
   * The release the fence names (`lilaq="0.6.0"`): release material, such as a post's comparison
   * of two releases. The gallery and "Used in" show the documented release's examples only.
   */
  lilaq?: string;
}

/**
 * The examples of a page's tree, in page order, from its prepared blocks (`file.data.examples`);
 * `root` is the project root whose figure store is read.
 */
export function collectPageExamples(tree: Root, blocks: readonly ExampleBlock[], root = process.cwd()): PageExample[] {
  const paths = projectPaths(root);
  const record = readUnavailable(paths.unavailableFile);
  const prepared = new Map(blocks.map((block) => [block.node, block.example]));
  let section: PageExample['section'];
  const examples: PageExample[] = [];

  visit(tree, (node) => {
    if (node.type === 'heading') {
      section = { title: headingText(node), id: headingId(node) };
      return;
    }
    // A block that could not be prepared fails the compile in remarkTypstExamples, with its file:line.
    const example = node.type === 'code' ? prepared.get(node as Code) : undefined;
    if (!example) return;
    const item: PageExample = {
      id: exampleAnchor(examples.length),
      ...(section ? { section } : {}),
      // Without alt text the remark plugin fails the page (npm run dev: warns), so only dev sees this;
      // a failing example has no figure to describe.
      alt: example.alt ?? (example.fails ? '' : ALT_MISSING),
      code: example.shown,
      lqPaths: lqPaths(example.run),
      lqArgs: lqArgs(example.run),
      ...(example.namesRelease ? { lilaq: example.lilaqVersion } : {}),
    };
    // A missing figure (or message) fails the build in the remark plugin with file:line; here it is just absent.
    if (example.fails) {
      item.fails = true;
      const failure = readFailure(paths.figuresDir, example.key);
      if (failure) item.failure = failure;
    } else if (!record[example.key] && fs.existsSync(path.join(paths.figuresDir, example.variants.light.fileName))) {
      item.figure = exampleFigure(example, svgHeadReader(paths.figuresDir));
    }
    examples.push(item);
  });
  return examples;
}
