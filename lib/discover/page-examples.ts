/**
 * The runnable examples of one MDX page, as plain data: anchor, section, figure files and the
 * `lq.…` paths the code uses. Computed by contentlayer (a computed field on every document) from
 * the same parse, hashes and figure store as the remark plugin, so a gallery card, a
 * back-reference or a Markdown export always shows the figure the page shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { compilerVersion } from '../figures/compiler';
import { projectPaths } from '../figures/config';
import { ALT_MISSING, isExampleBlock } from '../figures/example-syntax';
import { prepareExample } from '../figures/prepare';
import { exampleAnchor, exampleFigure, svgHeadReader, type ExampleFigure } from '../figures/remark-typst-examples';
import { headingId, headingText } from '../mdx/remark-headings';
import { mdxTree } from '../mdx/tree';
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
}

export interface CollectInput {
  /** MDX body (frontmatter removed, as contentlayer's body.raw), or the whole file when `tree` is given. */
  raw: string;
  /** The page's tree from its compile (lib/content/page-data.ts); without it `raw` is parsed. */
  tree?: Root;
  /** Path of the MDX file relative to the content folder (contentlayer's sourceFilePath). */
  sourceFilePath: string;
  root?: string;
  contentDir?: string;
}

export function collectPageExamples({
  raw,
  tree: compiled,
  sourceFilePath,
  root = process.cwd(),
  contentDir = 'content',
}: CollectInput): PageExample[] {
  const paths = projectPaths(root);
  const record = readUnavailable(paths.unavailableFile);
  const version = compilerVersion();
  const mdxPath = path.join(root, contentDir, sourceFilePath);
  const tree = compiled ?? mdxTree(raw);
  let section: PageExample['section'];
  const examples: PageExample[] = [];

  visit(tree, (node) => {
    if (node.type === 'heading') {
      section = { title: headingText(node), id: headingId(node) };
      return;
    }
    if (node.type !== 'code') return;
    const code = node as Code;
    if (!isExampleBlock(code.lang, code.meta)) return;
    const example = prepareExample({
      value: code.value,
      meta: code.meta,
      mdxPath,
      line: code.position?.start.line ?? 0,
      root,
      compilerVersion: version,
    });
    const item: PageExample = {
      id: exampleAnchor(examples.length),
      ...(section ? { section } : {}),
      // Without alt text the remark plugin fails the page (npm run dev: warns), so only dev sees this;
      // a failing example has no figure to describe.
      alt: example.alt ?? (example.fails ? '' : ALT_MISSING),
      code: example.shown,
      lqPaths: lqPaths(example.run),
      lqArgs: lqArgs(example.run),
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
