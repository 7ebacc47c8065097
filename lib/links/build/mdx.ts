import { linksOf, type SourceLink } from '../source-links';
import { parseMdx } from '../../mdx/tree';

export type { SourceLink };

/**
 * The links of an MDX source (see lib/links/source-links.ts). The build never calls this: it reads
 * each page's links from the content index (contentlayer's `links` field); tests use it on snippets.
 */
export function extractMdxLinks(source: string): SourceLink[] {
  return linksOf(parseMdx(source));
}
