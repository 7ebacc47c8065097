import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { SKIP, visit } from 'unist-util-visit';

/**
 * Highlighted code (Shiki's `pre.shiki`) and typeset math (KaTeX's `span.katex`) are finished
 * markup: hundreds of styled spans that never change. Left as elements, each span is a node in the
 * page's React payload and in hydration. This step keeps the outer element and hands its content
 * over as one HTML string (`data-html`), which the MDX components (components/mdx/static-html.tsx)
 * set as the element's inner HTML. The page's DOM is the same; React skips the inside.
 */
export default function rehypeStaticHtml() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (!isFinishedMarkup(node)) return;
      node.properties = { ...node.properties, dataHtml: toHtml(node.children) };
      node.children = [];
      return SKIP;
    });
  };
}

function isFinishedMarkup(node: Element): boolean {
  // Shiki writes `class` as a string; rehype plugins such as KaTeX's write a `className` list.
  const { className, class: classString } = node.properties;
  const classes = [...(Array.isArray(className) ? className : []), ...(typeof classString === 'string' ? classString.split(' ') : [])];
  if (node.tagName === 'pre') return classes.includes('shiki');
  return node.tagName === 'span' && (classes.includes('katex') || classes.includes('katex-display'));
}
