'use client';

import { usePathname } from 'next/navigation';
import { createContext, type ReactNode, type RefObject, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useMediaQuery } from './use-client-value';

type Panel = 'primary' | 'secondary';

interface DrawerState {
  open: boolean;
  panel: Panel;
  isMobile: boolean;
  /** Element the docs sidebar is portalled into on narrow screens. */
  secondary: HTMLElement | null;
  hasSecondary: boolean;
  toggleRef: RefObject<HTMLButtonElement | null>;
  setOpen(open: boolean): void;
  setPanel(panel: Panel): void;
  setSecondary(element: HTMLElement | null): void;
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
 */
export function DrawerProvider({ desktopBreakpoint, children }: { desktopBreakpoint: number; children: ReactNode }) {
  const pathname = usePathname();
  const isMobile = useMediaQuery(`(max-width: ${desktopBreakpoint}px)`);
  // The path on which the drawer was opened: following a link (a new path) or growing the window
  // above the breakpoint closes it without any extra state update.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = isMobile && openedOn === pathname;
  // Leaving the mobile layout forgets the open drawer, so it stays closed when the window shrinks again.
  const [wasMobile, setWasMobile] = useState(isMobile);
  if (wasMobile !== isMobile) {
    setWasMobile(isMobile);
    if (!isMobile) setOpenedOn(null);
  }
  const [panel, setPanel] = useState<Panel>('primary');
  const [secondary, setSecondary] = useState<HTMLElement | null>(null);
  const [secondaryCount, setSecondaryCount] = useState(0);
  const toggleRef = useRef<HTMLButtonElement | null>(null);

  const setOpen = useCallback(
    (value: boolean) => {
      setOpenedOn(value ? pathname : null);
      if (value) setPanel(secondaryCount > 0 ? 'secondary' : 'primary');
    },
    [secondaryCount, pathname],
  );

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
    setSecondaryCount((n) => n + 1);
    return () => setSecondaryCount((n) => n - 1);
  }, []);

  const value = useMemo<DrawerState>(
    () => ({
      open,
      panel,
      isMobile,
      secondary,
      hasSecondary: secondaryCount > 0,
      toggleRef,
      setOpen,
      setPanel,
      setSecondary,
      registerSecondary,
    }),
    [open, panel, isMobile, secondary, secondaryCount, setOpen, registerSecondary],
  );
  return <DrawerContext.Provider value={value}>{children}</DrawerContext.Provider>;
}
