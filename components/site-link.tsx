import type { ComponentPropsWithoutRef } from 'react';

type Props = ComponentPropsWithoutRef<'a'> & { href: string };

/**
 * The site's internal link: a plain `<a>`, so it costs no JavaScript and works without it.
 * SiteNavigation (in the root layout) turns clicks on it into client-side navigations and
 * prefetches its page on hover, focus or touch.
 */
export function SiteLink(props: Props) {
  return <a {...props} />;
}
