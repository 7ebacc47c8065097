import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

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
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'href' && typeof attribute.value === 'string') {
          links.push({ href: attribute.value, ...at(node) });
        }
      }
    }
  });
  return links;
}
