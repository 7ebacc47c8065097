import type { ComponentPropsWithoutRef } from 'react';

/** Props of an element whose content came as one HTML string (lib/mdx/rehype-static-html.ts). */
type WithHtml<Tag extends 'pre' | 'span'> = ComponentPropsWithoutRef<Tag> & { 'data-html'?: string };

/** `<pre>`: highlighted code arrives as HTML; other code blocks render as usual. */
export function Pre({ 'data-html': html, ...props }: WithHtml<'pre'>) {
  return html === undefined ? <pre {...props} /> : <pre {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** `<span>`: typeset math arrives as HTML; other spans render as usual. */
export function Span({ 'data-html': html, ...props }: WithHtml<'span'>) {
  return html === undefined ? <span {...props} /> : <span {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
