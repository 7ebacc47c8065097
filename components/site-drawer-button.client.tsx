'use client';

import { useDrawer } from './site-drawer.client';

/** The hamburger button that opens the mobile drawer (shown at 996 px and below). */
export function DrawerButton() {
  const { open, setOpen, toggleRef } = useDrawer();
  return (
    <button
      ref={toggleRef}
      type="button"
      className="navbar__icon-button navbar__drawer-toggle"
      aria-label="Toggle navigation bar"
      aria-expanded={open}
      aria-controls="site-drawer"
      onClick={() => setOpen(!open)}
    >
      <svg viewBox="0 0 30 30" width="30" height="30" aria-hidden="true">
        <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
      </svg>
    </button>
  );
}
