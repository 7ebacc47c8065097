'use client';

import { useState } from 'react';
import { MAX_SHARED_BYTES, shareHash } from '@/lib/live/share';

interface Props {
  exampleId: string;
  code: string;
}

type ShareState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'too-long'; bytes: number } | { kind: 'failed'; url: string };

const IDLE: ShareState = { kind: 'idle' };

const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/**
 * Copies a link to this page that opens the example with the edited code (share.ts). Code that is
 * too long for a link gets a message instead; a refused clipboard shows the link to copy by hand.
 */
export function ShareButton({ exampleId, code }: Props) {
  // What the last Share said, and for which code: an edit since then makes it old news.
  const [last, setLast] = useState<{ code: string; state: ShareState }>({ code, state: IDLE });
  const state = last.code === code ? last.state : IDLE;
  const setState = (next: ShareState) => setLast({ code, state: next });

  async function share() {
    const link = await shareHash(exampleId, code);
    if (link.kind === 'too-long') return setState({ kind: 'too-long', bytes: link.bytes });
    const { origin, pathname, search } = window.location;
    const url = `${origin}${pathname}${search}${link.hash}`;
    try {
      await navigator.clipboard.writeText(url);
      setState({ kind: 'copied' });
    } catch {
      setState({ kind: 'failed', url });
    }
  }

  return (
    <>
      <button type="button" className="copy-button" onClick={() => void share()} aria-label="Copy a link to this example with your code">
        {state.kind === 'copied' ? 'Link copied' : 'Share'}
      </button>
      <span className="typst-live-share-status" role="status" aria-live="polite">
        {state.kind === 'copied'
          ? 'Link copied: it opens this example with your code.'
          : state.kind === 'too-long'
            ? `This code is too long to share as a link (${kb(state.bytes)} compressed; links carry at most ${kb(MAX_SHARED_BYTES)}). Copy the code instead.`
            : ''}
      </span>
      {state.kind === 'failed' ? (
        <label className="typst-live-share-fallback">
          The clipboard is not available; copy the link:
          <input type="text" readOnly value={state.url} onFocus={(event) => event.currentTarget.select()} />
        </label>
      ) : null}
    </>
  );
}
