'use client';

/**
 * Development only (the root layout renders it when NODE_ENV is development): the error of a
 * content compile that failed under `npm run dev`, on the page and in Next's overlay, so an author
 * whose page stops changing sees why. The dev server publishes it (lib/dev-content-error.ts); this
 * asks for it every second and a half and shows it until a compile succeeds.
 */
import { useEffect, useState } from 'react';
import { withBase } from '@/lib/base-path';
import { DEV_CONTENT_ERROR_PATH, type DevContentError, parseDevContentError } from '@/lib/dev-content-error';

const POLL_MS = 1500;

export function DevContentErrorNote() {
  const [report, setReport] = useState<DevContentError | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let shown: DevContentError | null = null;
    const poll = async () => {
      // The dev server restarting or stopped (a failed request) keeps what is shown.
      let next = shown;
      try {
        const response = await fetch(withBase(DEV_CONTENT_ERROR_PATH), { cache: 'no-store' });
        next = response.ok ? parseDevContentError(await response.text()) : null;
      } catch {}
      if (stopped) return;
      if (next && next.at !== shown?.at) console.error(`Content compile failed (npm run dev):\n${next.message}`);
      shown = next;
      setReport(next);
      timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);

  if (!report) return null;
  return (
    <div
      role="alert"
      data-dev-content-error
      style={{
        position: 'fixed',
        insetInline: '1rem',
        bottom: '1rem',
        zIndex: 1000,
        maxHeight: '50vh',
        overflow: 'auto',
        padding: '0.75rem 1rem',
        border: '2px solid #d1242f',
        borderRadius: '6px',
        background: 'var(--site-bg)',
        color: 'var(--site-fg)',
      }}
    >
      <strong>The content could not be compiled.</strong> Pages keep their last good version until the file is fixed; this note goes once it
      compiles.
      <pre style={{ margin: '0.5rem 0 0', whiteSpace: 'pre-wrap' }}>{report.message}</pre>
    </div>
  );
}
