import type { Element, Root, RootContent } from 'hast';
import { innerHtml } from '../html/elements';
import { SKIP, visit } from 'unist-util-visit';

/**
 * Elements that may arrive as finished HTML: the blocks of an article and the spans of typeset
 * math. Each has a component in components/mdx/static-html.tsx that sets its inner HTML.
 */
export const staticHtmlTags = [
  'p',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'div',
  'pre',
  'span',
  'dl',
  'details',
  'section',
] as const;

const collapsible = new Set<string>(staticHtmlTags);

/**
 * Most of an article never changes after the build: paragraphs, lists, headings, tables,
 * highlighted code (Shiki's hundreds of spans), typeset math (KaTeX's). Left as elements, every one
 * of them is a node in the page's React payload and a step of hydration. This step hands each
 * outermost element that holds no MDX component over as one HTML string (`data-html`); the
 * components of components/mdx/static-html.tsx set it as the element's inner HTML. The page's DOM
 * is the same, and React walks one element per block instead of every element inside it. Blocks
 * around an interactive component (a Typst example, an admonition) stay elements, and their
 * plain children are handed over in turn.
 */
export default function rehypeStaticHtml() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (!collapsible.has(node.tagName) || node.children.length === 0 || holdsMdx(node)) return;
      node.properties = { ...node.properties, dataHtml: innerHtml(node.children) };
      node.children = [];
      return SKIP;
    });
  };
}

/** Whether any node below is MDX's own (a component, an expression): those need React. */
function holdsMdx(node: Element): boolean {
  return node.children.some((child: RootContent) => child.type.startsWith('mdx') || (child.type === 'element' && holdsMdx(child)));
}
