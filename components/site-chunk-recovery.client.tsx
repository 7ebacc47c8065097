'use client';

import { useEffect } from 'react';
import { normalizePathname } from '@/lib/routing';
import { isChunkLoadError, shouldReloadAfterChunkError } from '@/lib/chunk-error';

/**
 * Site-wide safety nets that run once per page load:
 * - `/path.html` and `/path/index.html` are replaced by the clean path in the address bar;
 * - a failed code-chunk or route load logs a warning and reloads the window (at most once per
 *   minute, so a broken deployment cannot cause a reload loop).
 */
export function ChunkRecovery() {
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const clean = normalizePathname(pathname);
    if (clean !== pathname) window.history.replaceState(window.history.state, '', `${clean}${search}${hash}`);

    const recover = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return;
      console.warn('A code chunk failed to load; reloading the page.', reason);
      if (shouldReloadAfterChunkError(window.sessionStorage, Date.now())) window.location.reload();
    };
    const onError = (event: ErrorEvent) => recover(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => recover(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
