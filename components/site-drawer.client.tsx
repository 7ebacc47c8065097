'use client';

import { usePathname } from 'next/navigation';
import { createContext, type ReactNode, type RefObject, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

type Panel = 'primary' | 'secondary';

/** The element of the drawer that receives the docs sidebar on narrow screens. */
export const DRAWER_SIDEBAR_ID = 'drawer-sidebar';

interface DrawerState {
  open: boolean;
  panel: Panel;
  /** Whether the page has a docs sidebar to show in the drawer (known once the drawer opens). */
  hasSecondary: boolean;
  /** Whether the docs sidebar has moved into the drawer (from its first opening until the window grows past the breakpoint). */
  sidebarInDrawer: boolean;
  toggleRef: RefObject<HTMLButtonElement | null>;
  setOpen(open: boolean): void;
  setPanel(panel: Panel): void;
  registerSecondary(): () => void;
}

const DrawerContext = createContext<DrawerState | null>(null);

export function useDrawer(): DrawerState {
  const state = useContext(DrawerContext);
  if (!state) throw new Error('useDrawer must be used inside <DrawerProvider>');
  return state;
}

/** Background regions made inert while the drawer is open. */
const inertSelector = '[data-drawer-inert]';

/**
 * State of the mobile navigation drawer (≤ 996 px): open or closed, showing the primary menu or
 * the docs sidebar. It closes above the breakpoint, on back/forward navigation and on Escape
 * (returning focus to the menu button); while open, the rest of the page is inert.
 *
 * Nothing here changes while the page starts: every state moves on the visitor's action (or a
 * resize), so hydration is not followed by a re-render of the whole site under this provider.
 */
export function DrawerProvider({ desktopBreakpoint, children }: { desktopBreakpoint: number; children: ReactNode }) {
  const pathname = usePathname();
  // The path on which the drawer was opened: following a link (a new path) closes it without any
  // extra state update.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const [panel, setPanel] = useState<Panel>('primary');
  const [hasSecondary, setHasSecondary] = useState(false);
  const [sidebarInDrawer, setSidebarInDrawer] = useState(false);
  // How many docs sidebars are mounted (0 or 1); read when the drawer opens.
  const sidebars = useRef(0);
  const toggleRef = useRef<HTMLButtonElement | null>(null);

  const setOpen = useCallback(
    (value: boolean) => {
      setOpenedOn(value ? pathname : null);
      if (!value) return;
      const docs = sidebars.current > 0;
      setHasSecondary(docs);
      setPanel(docs ? 'secondary' : 'primary');
      if (docs) setSidebarInDrawer(true);
    },
    [pathname],
  );

  // Leaving the mobile layout closes the drawer (it stays closed when the window shrinks again)
  // and puts the sidebar back in its column.
  useEffect(() => {
    const media = window.matchMedia(`(max-width: ${desktopBreakpoint}px)`);
    const onChange = () => {
      if (media.matches) return;
      setOpenedOn(null);
      setSidebarInDrawer(false);
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [desktopBreakpoint]);

  useEffect(() => {
    const close = () => setOpenedOn(null);
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, []);

  useEffect(() => {
    const regions = document.querySelectorAll<HTMLElement>(inertSelector);
    regions.forEach((region) => (region.inert = open));
    document.body.classList.toggle('drawer-open', open);
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // The menu button sits in an inert region while the drawer is open: lift that first.
        regions.forEach((region) => (region.inert = false));
        toggleRef.current?.focus();
        setOpenedOn(null);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      regions.forEach((region) => (region.inert = false));
      document.body.classList.remove('drawer-open');
    };
  }, [open]);

  const registerSecondary = useCallback(() => {
    sidebars.current += 1;
    return () => {
      sidebars.current -= 1;
    };
  }, []);

  const value = useMemo<DrawerState>(
    () => ({ open, panel, hasSecondary, sidebarInDrawer, toggleRef, setOpen, setPanel, registerSecondary }),
    [open, panel, hasSecondary, sidebarInDrawer, setOpen, registerSecondary],
  );
  return <DrawerContext.Provider value={value}>{children}</DrawerContext.Provider>;
}
