import type { ComponentPropsWithoutRef, JSX, ReactNode } from 'react';
import { renderStaticMarkup } from '@/lib/react/static-markup';

type Tag = 'ul' | 'ol' | 'div' | 'section' | 'tbody' | 'p';

type Props<T extends Tag> = Omit<ComponentPropsWithoutRef<T>, 'children' | 'dangerouslySetInnerHTML'> & { as: T; children: ReactNode };

/**
 * An element whose content never changes once built (a list of links, a table body): the content
 * is written as HTML on the server (lib/react/static-markup.ts) and set as the element's inner
 * HTML, so React hydrates this one element and the page's payload carries one string. The DOM is
 * what the children would render. Interactive content throws at build time: keep it outside.
 */
export function StaticMarkup<T extends Tag>({ as, children, ...props }: Props<T>): JSX.Element {
  const Element = as as 'div';
  return <Element {...(props as ComponentPropsWithoutRef<'div'>)} dangerouslySetInnerHTML={{ __html: renderStaticMarkup(children) }} />;
}
