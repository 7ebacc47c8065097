'use client';

import { type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useDrawer } from './site-drawer.client';

/**
 * Renders the docs sidebar in place on wide screens and inside the mobile drawer's secondary
 * panel at 996 px and below, so the page carries one sidebar, not two.
 */
export function DocsSidebarPortal({ children }: { children: ReactNode }) {
  const { isMobile, secondary, registerSecondary } = useDrawer();
  useEffect(() => registerSecondary(), [registerSecondary]);
  if (isMobile && secondary) return createPortal(children, secondary);
  return <>{children}</>;
}
