import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

export interface SourceLink {
  href: string;
  line: number;
  column: number;
}

// The same syntax extensions as the site's MDX pipeline, so `$e^{-t}$` is math, not an expression.
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkMath);

/** Markdown links, definitions and JSX `href` attributes of an MDX source, with positions. */
export function extractMdxLinks(source: string): SourceLink[] {
  const tree = parser.parse(source) as Root;
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
