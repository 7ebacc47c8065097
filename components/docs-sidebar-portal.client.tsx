'use client';

import { type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { DRAWER_SIDEBAR_ID, useDrawer } from './site-drawer.client';

/**
 * Renders the docs sidebar in place on wide screens and inside the mobile drawer's secondary
 * panel at 996 px and below, so the page carries one sidebar, not two. It moves the first time
 * the drawer opens, not at load: moving means rendering the whole sidebar again, work a phone
 * should not do while the page starts (the sidebar column is hidden there anyway).
 */
export function DocsSidebarPortal({ children }: { children: ReactNode }) {
  const { sidebarInDrawer, registerSecondary } = useDrawer();
  useEffect(() => registerSecondary(), [registerSecondary]);
  // Only true after a click in the browser, so the document is there to read.
  const target = sidebarInDrawer ? document.getElementById(DRAWER_SIDEBAR_ID) : null;
  return target ? createPortal(children, target) : <>{children}</>;
}
