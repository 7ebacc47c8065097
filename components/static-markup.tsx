import type { ElementContent } from 'hast';
import { innerHtml } from '@/lib/html/elements';
import type { ComponentPropsWithoutRef, JSX } from 'react';

type Tag = 'ul' | 'ol' | 'div' | 'section' | 'tbody' | 'p';

type Props<T extends Tag> = Omit<ComponentPropsWithoutRef<T>, 'children' | 'dangerouslySetInnerHTML' | 'content'> & {
  as: T;
  /** The content, built as HTML trees (lib/html/elements.ts, hastscript). */
  markup: ElementContent | ElementContent[];
};

/**
 * An element whose content never changes once built (a list of links, a table body): the content
 * is plain HTML (hast, written tersely by `innerHtml`) set as the element's inner HTML, so React
 * hydrates this one element and the page's payload carries one string. Being data, the content
 * cannot hold anything interactive: that stays outside, as React components.
 */
export function StaticMarkup<T extends Tag>({ as, markup, ...props }: Props<T>): JSX.Element {
  const Element = as as 'div';
  return <Element {...(props as ComponentPropsWithoutRef<'div'>)} dangerouslySetInnerHTML={{ __html: innerHtml(markup) }} />;
}
