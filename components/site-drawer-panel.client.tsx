'use client';

import { SiteLink } from '@/components/site-link';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useRef } from 'react';
import { DRAWER_SIDEBAR_ID, useDrawer } from './site-drawer.client';
import type { NavLink } from './site-nav-items';

/**
 * The drawer itself: a primary panel with the navbar links and a secondary panel that receives
 * the docs sidebar (through DocsSidebarPortal) with a "Back to main menu" button. The brand, the
 * colour-mode toggle and the dropdowns come rendered from the server.
 */
export function DrawerPanel({
  links,
  brand,
  toggle,
  dropdowns,
}: {
  links: readonly NavLink[];
  brand: ReactNode;
  toggle: ReactNode;
  dropdowns: readonly [ReactNode, ReactNode];
}) {
  const { open, setOpen, panel, setPanel, hasSecondary } = useDrawer();
  const pathname = usePathname();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open, panel]);

  const showSecondary = panel === 'secondary' && hasSecondary;

  return (
    <>
      <div className="drawer-backdrop" hidden={!open} onClick={() => setOpen(false)} />
      <div id="site-drawer" ref={panelRef} className="drawer" hidden={!open} role="dialog" aria-modal="true" aria-label="Site navigation">
        <div className="drawer__header">
          {brand}
          {toggle}
          <button type="button" className="navbar__icon-button" aria-label="Close navigation bar" onClick={() => setOpen(false)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path fill="currentColor" d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z" />
            </svg>
          </button>
        </div>
        <nav className="drawer__primary" aria-label="Main" hidden={showSecondary}>
          <ul className="menu">
            {links.map((link) =>
              link.label === 'Docs' && hasSecondary ? (
                <li key={link.href}>
                  <button type="button" className="menu__link" onClick={() => setPanel('secondary')}>
                    Docs <span aria-hidden="true">→</span>
                  </button>
                </li>
              ) : (
                <li key={link.href}>
                  <SiteLink href={link.href} className="menu__link" aria-current={pathname === link.href ? 'page' : undefined}>
                    {link.label}
                  </SiteLink>
                </li>
              ),
            )}
          </ul>
          <div className="drawer__dropdowns">
            {dropdowns[0]}
            {dropdowns[1]}
          </div>
        </nav>
        <div className="drawer__secondary" hidden={!showSecondary}>
          <button type="button" className="drawer__back" onClick={() => setPanel('primary')}>
            <span aria-hidden="true">←</span> Back to main menu
          </button>
          <div id={DRAWER_SIDEBAR_ID} />
        </div>
      </div>
    </>
  );
}
