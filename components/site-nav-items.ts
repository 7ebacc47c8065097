import { siteConfig } from '@/lib/site-config';

/** Navbar and footer entries (spec section 2). Plain data shared by the header, drawer and footer. */
export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
}

export const navbarLinks: readonly NavLink[] = [
  { label: 'Docs', href: `/docs/${siteConfig.docs.mainDocId}` },
  { label: 'News', href: '/blog' },
  { label: 'Themes', href: '/themes' },
];

export const footerLinks: readonly NavLink[] = [
  { label: 'Quick-start guide', href: '/docs/quickstart' },
  { label: 'Plot types', href: '/docs/plot-types' },
  { label: 'Tutorials', href: '/docs/category/tutorials' },
  { label: 'Reference', href: '/docs/category/reference' },
  { label: 'Forum', href: siteConfig.links.forum, external: true },
  { label: 'GitHub', href: siteConfig.links.repository, external: true },
];
