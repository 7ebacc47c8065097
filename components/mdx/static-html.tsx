import type { ComponentPropsWithoutRef, JSX } from 'react';
import { basePath } from '@/lib/base-path';
import { staticHtmlTags } from '@/lib/mdx/rehype-static-html';
import { withBaseInHtml } from '@/lib/mdx/static-html';

type Tag = (typeof staticHtmlTags)[number];

/** Props of an element whose content may come as one HTML string (lib/mdx/rehype-static-html.ts). */
type WithHtml<T extends Tag> = ComponentPropsWithoutRef<T> & { 'data-html'?: string };

/** The element, with its finished content set as inner HTML when it came as a string. */
function staticHtml<T extends Tag>(Tag: T) {
  function StaticHtml({ 'data-html': html, ...props }: WithHtml<T>): JSX.Element {
    const Element = Tag as 'div';
    const own = props as ComponentPropsWithoutRef<'div'>;
    return html === undefined ? (
      <Element {...own} />
    ) : (
      <Element {...own} dangerouslySetInnerHTML={{ __html: withBaseInHtml(html, basePath) }} />
    );
  }
  StaticHtml.displayName = `StaticHtml(${Tag})`;
  return StaticHtml;
}

/** One component per tag that the MDX pipeline may hand over as HTML. */
export const staticHtmlComponents = Object.fromEntries(staticHtmlTags.map((tag) => [tag, staticHtml(tag)])) as {
  [T in Tag]: ReturnType<typeof staticHtml<T>>;
};
