import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { jsxAttributes } from '../mdx/jsx';

export interface SourceLink {
  href: string;
  line: number;
  column: number;
}

/**
 * Markdown links, definitions and JSX `href` attributes of an MDX tree (the site's own, so
 * `$e^{-t}$` is math, not an expression), with their positions in the file.
 */
export function linksOf(tree: Root): SourceLink[] {
  const links: SourceLink[] = [];
  const at = (node: { position?: { start: { line: number; column: number } } }) => ({
    line: node.position?.start.line ?? 0,
    column: node.position?.start.column ?? 0,
  });
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') links.push({ href: node.url, ...at(node) });
    const href = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? jsxAttributes(node).href : undefined;
    if (href !== undefined) links.push({ href, ...at(node) });
  });
  return links;
}
