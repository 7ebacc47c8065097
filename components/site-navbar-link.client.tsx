'use client';

import { SiteLink } from '@/components/site-link';
import { usePathname } from 'next/navigation';
import { docsRoot, inRelease } from '@/lib/docs/versions';
import { siteConfig } from '@/lib/site-config';
import type { NavLink } from './site-nav-items';
import { usePreferredVersion } from './use-preferred-version.client';

const { docs, storageKeys } = siteConfig;
const versionNames = docs.versions.map((version) => version.name);

/** A navbar link, marked active for every page of its section; the Docs link opens the preferred docs version. */
export function NavbarLink({ link }: { link: NavLink }) {
  const pathname = usePathname() ?? '';
  const preferred = usePreferredVersion(storageKeys.preferredVersion(docs.pluginId), versionNames);
  const href =
    preferred && preferred !== 'current' && link.href.startsWith(`${docsRoot(siteConfig.version)}/`)
      ? inRelease(link.href, preferred)
      : link.href;
  const section = link.href.split('/').slice(0, 2).join('/');
  const active = pathname === link.href || pathname.startsWith(`${section}/`) || pathname === section;
  return (
    <SiteLink href={href} className={`navbar__link${active ? ' navbar__link--active' : ''}`} aria-current={active ? 'page' : undefined}>
      {link.label}
    </SiteLink>
  );
}
