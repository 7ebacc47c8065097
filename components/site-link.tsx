import type { ComponentPropsWithoutRef } from 'react';
import { withBase } from '@/lib/base-path';

type Props = ComponentPropsWithoutRef<'a'> & { href: string };

/**
 * The site's internal link: a plain `<a>` to a site path (the base path is added here), so it
 * costs no JavaScript and works without it.
 * SiteNavigation (in the root layout) turns clicks on it into client-side navigations and
 * prefetches its page on hover, focus or touch.
 */
export function SiteLink({ href, ...props }: Props) {
  return <a href={withBase(href)} {...props} />;
}
