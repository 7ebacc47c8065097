'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { isInternalHref } from '@/lib/routing';
import { stripBase } from '@/lib/base-path';
import { siteConfig } from '@/lib/site-config';

/**
 * A thin bar at the top that appears when a navigation to another path takes longer than
 * 200 ms, and disappears as soon as the new path is shown. Fast navigations never show it.
 */
export function RouteProgress() {
  const pathname = usePathname();
  // The path that was showing when a slow navigation began; the bar shows while it still is.
  const [slowFrom, setSlowFrom] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      const href = anchor?.getAttribute('href');
      if (!anchor || !href || anchor.target === '_blank' || !isInternalHref(href)) return;
      if (new URL(href, window.location.href).pathname === window.location.pathname) return;
      // usePathname() has no base path; compare like with like.
      const from = stripBase(window.location.pathname);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setSlowFrom(from), siteConfig.progressBarDelayMs);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), [pathname]);

  return <div className="route-progress" data-visible={slowFrom !== null && slowFrom === pathname} aria-hidden="true" />;
}
