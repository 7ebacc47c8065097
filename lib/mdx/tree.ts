/**
 * The site's MDX syntax tree outside the compile: the same syntax extensions (MDX, GFM, math) and
 * the same heading ids as the rendering pipeline (contentlayer.config.ts). The site's build does
 * not use it (it derives everything from each page's compile, lib/content/remark-page-data.ts);
 * `npm run figures`' scanner, which reads MDX files from disk, and tests do.
 */
import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import remarkHeadings from './remark-headings';
import { syntaxPlugins } from './syntax';

const processor = unified().use(remarkParse).use(remarkMdx).use(syntaxPlugins).use(remarkHeadings);

/** Replaces a leading `---` frontmatter block by blank lines, keeping line numbers. */
export function blankFrontmatter(source: string): string {
  const m = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!m) return source;
  return m[0].replace(/[^\n]/g, '') + source.slice(m[0].length);
}

/**
 * Counts parses outside the compile. The build makes none: each page's one parse is its compile,
 * whose tree lib/content/remark-page-data.ts reads; tests and snippets in tooling parse here
 * (lib/content/page-data.test.ts asserts that the build's readers never do).
 */
export const mdxParses = { count: 0 };

/** A fresh tree of an MDX file or body (frontmatter blanked), headings carrying their ids. */
export function parseMdx(source: string): Root {
  mdxParses.count++;
  const tree = processor.parse(blankFrontmatter(source));
  return processor.runSync(tree, new VFile()) as Root;
}
