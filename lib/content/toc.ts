import GithubSlugger from 'github-slugger';
import type { Heading, PhrasingContent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

export interface TocEntry {
  /** The heading's id, identical to the one rehype-slug gives the rendered heading. */
  id: string;
  /** Plain text of the heading. */
  title: string;
  /** 2, 3 or 4. */
  depth: number;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkMath);

/** Text of a heading as rehype-slug sees it: inline code and math keep their source text. */
function headingText(node: Heading): string {
  return node.children.map((child: PhrasingContent) => toString(child)).join('');
}

/**
 * Headings of an MDX document, from its syntax tree. Slugs are assigned to *every* heading
 * (as rehype-slug does, so duplicates get the same -1, -2 suffixes), then filtered to the
 * requested depth range.
 */
export function extractToc(source: string, minDepth = 2, maxDepth = 4): TocEntry[] {
  const tree = parser.parse(source) as Root;
  const slugger = new GithubSlugger();
  const entries: TocEntry[] = [];
  visit(tree, 'heading', (node: Heading) => {
    const title = headingText(node).trim();
    const id = slugger.slug(title);
    if (node.depth >= minDepth && node.depth <= maxDepth) entries.push({ id, title, depth: node.depth });
  });
  return entries;
}
