'use client';

import { useEffect, useState } from 'react';

const isDark = () => document.documentElement.classList.contains('dark');

/**
 * Whether the page is in dark mode (next-themes' `dark` class on <html>), following a change of
 * colour mode, so that a figure compiled in the browser matches the prerendered ones around it.
 */
export function usePageDark(): boolean {
  const [dark, setDark] = useState(isDark);
  useEffect(() => {
    const observer = new MutationObserver(() => setDark(isDark()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}
