import type { PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { ReactNode } from 'react';
import { MdxLink } from './mdx/link';

/** Inline Markdown as React: text, `code`, emphasis, strong and links (site links keep the base path). */
function phrasing(nodes: readonly PhrasingContent[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'inlineCode':
        return <code key={index}>{node.value}</code>;
      case 'emphasis':
        return <em key={index}>{phrasing(node.children)}</em>;
      case 'strong':
        return <strong key={index}>{phrasing(node.children)}</strong>;
      case 'link':
        return (
          <MdxLink key={index} href={node.url}>
            {phrasing(node.children)}
          </MdxLink>
        );
      case 'break':
        return <br key={index} />;
      default:
        return 'value' in node ? node.value : 'children' in node ? phrasing(node.children as PhrasingContent[]) : null;
    }
  });
}

const paragraphs = (text: string): PhrasingContent[][] =>
  fromMarkdown(text).children.map((node: RootContent) =>
    node.type === 'paragraph' ? node.children : [{ type: 'text', value: 'value' in node ? String(node.value) : '' }],
  );

/**
 * Reference prose (a page's `<Summary>` or `<Param>` block, see lib/reference/prose-mdx.ts) as
 * paragraphs, or, `inline`, as the content of one paragraph.
 */
export function ApiText({ text, inline = false }: { text: string; inline?: boolean }) {
  const blocks = paragraphs(text);
  if (inline) return <>{blocks.flatMap((children, i) => [...(i > 0 ? [' '] : []), ...phrasing(children)])}</>;
  return (
    <>
      {blocks.map((children, i) => (
        <p key={i}>{phrasing(children)}</p>
      ))}
    </>
  );
}
