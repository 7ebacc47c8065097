import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Link, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { mdxFileToRoute, remarkFileLinks } from './remark-file-links';

const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
fs.mkdirSync(path.join(contentDir, 'docs', 'tutorials'), { recursive: true });
fs.writeFileSync(path.join(contentDir, 'docs', 'tutorials', 'axis.mdx'), '# Axis\n');

/** Runs the plugin as contentlayer2 does: the document path sits on the VFile's data. */
function run(markdown: string, sourceFilePath = 'docs/intro.mdx'): string[] {
  const processor = unified().use(remarkParse).use(remarkFileLinks, { contentDir });
  const file = new VFile({ value: markdown, data: { rawDocumentData: { sourceFilePath } } });
  const tree = processor.runSync(processor.parse(file), file) as Root;
  const urls: string[] = [];
  visit(tree, 'link', (node: Link) => void urls.push(node.url));
  return urls;
}

describe('remarkFileLinks', () => {
  it('turns links to content files into site routes, keeping the anchor', () => {
    expect(run('See [axes](./tutorials/axis.mdx#limits) and [the web](https://typst.app).')).toEqual([
      '/docs/tutorials/axis#limits',
      'https://typst.app',
    ]);
  });

  it('fails the build on a link to a missing file, naming file, line and target', () => {
    expect(() => run('Intro.\n\nSee [ticks](./tutorials/ticks.mdx).')).toThrow(
      /docs\/intro\.mdx:3: broken markdown link \.\/tutorials\/ticks\.mdx/,
    );
  });

  it('maps content files to routes', () => {
    expect(mdxFileToRoute(contentDir, path.join(contentDir, 'docs', 'examples', 'index.mdx'))).toBe('/docs/examples');
    expect(mdxFileToRoute(contentDir, path.join(contentDir, 'pages', 'themes.mdx'))).toBe('/themes');
  });
});
