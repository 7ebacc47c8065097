import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * What the site adds to Markdown's own elements, written into the tree rather than left to React
 * components, so that the result is plain markup that lib/mdx/rehype-static-html.ts can hand over
 * as finished HTML:
 * - `h2`–`h4` with an id (lib/mdx/remark-headings.ts) get the `anchor-heading` class and a "#"
 *   permalink after their text;
 * - tables sit in a `div.table-wrapper`, which scrolls on phones instead of widening the page;
 * - links to other sites open in a new tab, with `rel="noopener noreferrer"`.
 * Links to site paths stay as written: the base path is added where the page is rendered
 * (components/mdx/static-html.tsx), because the compiled content is cached across base paths.
 */
export default function rehypeSiteElements() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (/^h[234]$/.test(node.tagName) && typeof node.properties.id === 'string') addPermalink(node, node.properties.id);
      else if (node.tagName === 'a') markExternal(node);
      else if (node.tagName === 'table' && parent && index !== undefined && !isTableWrapper(parent)) {
        parent.children[index] = { type: 'element', tagName: 'div', properties: { className: ['table-wrapper'] }, children: [node] };
      }
    });
  };
}

function addPermalink(heading: Element, id: string) {
  const classes = Array.isArray(heading.properties.className) ? heading.properties.className : [];
  if (classes.includes('anchor-heading')) return;
  heading.properties.className = ['anchor-heading', ...classes];
  // A heading of plain text names itself; one with code or math in it says "this heading".
  const only = heading.children.length === 1 ? heading.children[0] : undefined;
  const name = only?.type === 'text' ? only.value : 'this heading';
  const link: ElementContent = {
    type: 'element',
    tagName: 'a',
    properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: `Direct link to ${name}` },
    children: [{ type: 'text', value: '#' }],
  };
  heading.children.push(link);
}

function markExternal(link: Element) {
  const href = link.properties.href;
  if (typeof href !== 'string' || href.startsWith('/') || href.startsWith('#')) return;
  link.properties.target = '_blank';
  link.properties.rel = ['noopener', 'noreferrer'];
}

function isTableWrapper(node: { type: string; properties?: Element['properties'] }): boolean {
  return node.type === 'element' && Array.isArray(node.properties?.className) && node.properties.className.includes('table-wrapper');
}
