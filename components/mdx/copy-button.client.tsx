'use client';

import { useEffect, useState } from 'react';

/** Copies `text` to the clipboard. A real <button>, so it is focusable and works with Enter/Space. */
export function CopyButton({ text, label = 'Copy code' }: { text: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <button type="button" className="copy-button" onClick={copy} aria-label={label} title={label}>
      <span aria-hidden="true">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}</span>
      <span className="visually-hidden" role="status" aria-live="polite">
        {state === 'copied' ? 'Code copied to the clipboard' : state === 'failed' ? 'Could not copy the code' : ''}
      </span>
    </button>
  );
}
