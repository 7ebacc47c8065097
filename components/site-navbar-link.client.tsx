'use client';

import { SiteLink } from '@/components/site-link';
import { usePathname } from 'next/navigation';
import type { NavLink } from './site-nav-items';

/** A navbar link, marked active for every page of its section. */
export function NavbarLink({ link }: { link: NavLink }) {
  const pathname = usePathname() ?? '';
  const section = link.href.split('/').slice(0, 2).join('/');
  const active = pathname === link.href || pathname.startsWith(`${section}/`) || pathname === section;
  return (
    <SiteLink
      href={link.href}
      className={`navbar__link${active ? ' navbar__link--active' : ''}`}
      aria-current={active ? 'page' : undefined}
    >
      {link.label}
    </SiteLink>
  );
}
