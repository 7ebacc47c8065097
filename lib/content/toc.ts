import { tocOf, type TocEntry } from '../mdx/remark-headings';
import { mdxTree } from '../mdx/tree';

export type { TocEntry };

/** Headings of an MDX document with the ids its rendered headings carry (lib/mdx/remark-headings.ts). */
export function extractToc(source: string, minDepth = 2, maxDepth = 4): TocEntry[] {
  return tocOf(mdxTree(source), minDepth, maxDepth);
}
