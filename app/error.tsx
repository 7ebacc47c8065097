'use client';

import { useEffect } from 'react';
import { isChunkLoadError, shouldReloadAfterChunkError } from '@/lib/chunk-error';

/** Collects an error and its `cause` chain for display. */
function causes(error: unknown): string[] {
  const list: string[] = [];
  let current: unknown = error instanceof Error ? error.cause : undefined;
  while (current !== undefined && list.length < 5) {
    list.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return list;
}

/** The crash screen of a page: what failed, why, and a way to try again. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    if (isChunkLoadError(error)) {
      console.warn('A route failed to load; reloading the page.', error);
      if (shouldReloadAfterChunkError(window.sessionStorage, Date.now())) window.location.reload();
    }
  }, [error]);

  return (
    <main className="container narrow-page" role="alert">
      <h1>This page crashed.</h1>
      <button type="button" className="button button--primary" onClick={reset}>
        Retry
      </button>
      <p className="error-message">{error.message}</p>
      {causes(error).map((cause, index) => (
        <p key={index} className="error-cause">
          Cause: {cause}
        </p>
      ))}
    </main>
  );
}
