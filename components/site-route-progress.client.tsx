'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { isInternalHref } from '@/lib/routing';
import { siteConfig } from '@/lib/site-config';

type Phase = 'bar' | 'spinner';

/**
 * Feedback for a client-side navigation that takes a while. The router keeps the current page
 * until the next one has loaded; meanwhile a thin bar appears at the top after
 * `progressBarDelayMs` and a spinner after `spinnerDelayMs`. Both go as soon as the new path is
 * shown, so fast navigations show neither. The exported HTML never contains them: a first load
 * has the whole page in its HTML.
 */
export function RouteProgress() {
  const pathname = usePathname();
  // The path that was showing when a slow navigation began; the feedback shows while it still is.
  const [pending, setPending] = useState<{ from: string; phase: Phase } | null>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const clear = () => {
      for (const timer of timers.current) window.clearTimeout(timer);
      timers.current = [];
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      const href = anchor?.getAttribute('href');
      if (!anchor || !href || anchor.target === '_blank' || !isInternalHref(href)) return;
      const from = window.location.pathname;
      if (new URL(href, window.location.href).pathname === from) return;
      clear();
      timers.current = [
        window.setTimeout(() => setPending({ from, phase: 'bar' }), siteConfig.progressBarDelayMs),
        window.setTimeout(() => setPending({ from, phase: 'spinner' }), siteConfig.spinnerDelayMs),
      ];
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      clear();
    };
  }, []);

  useEffect(() => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  }, [pathname]);

  const phase = pending !== null && pending.from === pathname ? pending.phase : null;
  return (
    <>
      <div className="route-progress" data-visible={phase !== null} aria-hidden="true" />
      {phase === 'spinner' ? (
        <div className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">Loading…</span>
        </div>
      ) : null}
    </>
  );
}
