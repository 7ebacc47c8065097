'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { stripBase } from '@/lib/base-path';
import { clientNavigationTarget, prefetchTarget } from '@/lib/navigation';
import { type ConnectionInfo, shouldPrefetch } from '@/lib/prefetch';

type Phase = 'bar' | 'spinner';

interface Props {
  /** A slow navigation shows the progress bar after this many milliseconds… */
  progressBarDelayMs: number;
  /** …and the spinner after this many. */
  spinnerDelayMs: number;
}

const anchorOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null);
const connection = () => (navigator as Navigator & { connection?: ConnectionInfo }).connection;

/**
 * Client-side navigation for the whole site. Links are plain `<a>` elements; this one listener
 * turns a click on an internal page link into a router navigation (which keeps the current page
 * until the next one has loaded), and prefetches a page when the visitor shows intent (hover,
 * focus, touch) unless they save data or are on 2G. A slow navigation shows a thin bar at the top
 * and then a spinner; both go as soon as the new path is shown, so fast navigations show
 * neither. The exported HTML never contains them: a first load has the whole page in its HTML.
 */
export function SiteNavigation({ progressBarDelayMs, spinnerDelayMs }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  // The path that was showing when a slow navigation began; the feedback shows while it still is.
  const [pending, setPending] = useState<{ from: string; phase: Phase } | null>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const clearTimers = () => {
      for (const timer of timers.current) window.clearTimeout(timer);
      timers.current = [];
    };
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event.target);
      if (!anchor) return;
      const current = new URL(window.location.href);
      const path = clientNavigationTarget(
        {
          href: anchor.getAttribute('href') ?? '',
          target: anchor.target,
          download: anchor.hasAttribute('download'),
          button: event.button,
          modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
          defaultPrevented: event.defaultPrevented,
        },
        current,
      );
      if (path === null) return;
      event.preventDefault();
      // usePathname() has no base path; compare like with like.
      const from = stripBase(current.pathname) ?? current.pathname;
      if (new URL(path, current).pathname !== from) {
        clearTimers();
        timers.current = [
          window.setTimeout(() => setPending({ from, phase: 'bar' }), progressBarDelayMs),
          window.setTimeout(() => setPending({ from, phase: 'spinner' }), spinnerDelayMs),
        ];
      }
      router.push(path);
    };
    const prefetched = new Set<string>();
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event.target);
      if (!anchor || !shouldPrefetch(connection())) return;
      const path = prefetchTarget(anchor.getAttribute('href') ?? '', new URL(window.location.href));
      if (path === null || prefetched.has(path)) return;
      prefetched.add(path);
      router.prefetch(path);
    };
    const intents = ['mouseover', 'focusin', 'touchstart'] as const;
    document.addEventListener('click', onClick);
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      for (const type of intents) document.removeEventListener(type, onIntent);
      clearTimers();
    };
  }, [router, progressBarDelayMs, spinnerDelayMs]);

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
