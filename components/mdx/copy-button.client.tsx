'use client';

import { useEffect, useState } from 'react';

interface Props {
  text: string;
  /** Accessible name (and tooltip). */
  label?: string;
  /** Visible text before copying. */
  idleText?: string;
  /** What was copied, for the screen-reader announcement ("Code copied to the clipboard"). */
  what?: string;
  className?: string;
}

/** Copies `text` to the clipboard. A real <button>, so it is focusable and works with Enter/Space. */
export function CopyButton({ text, label = 'Copy code', idleText = 'Copy', what = 'Code', className = 'copy-button' }: Props) {
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
    <button type="button" className={className} onClick={copy} aria-label={label} title={label}>
      <span aria-hidden="true">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : idleText}</span>
      <span className="visually-hidden" role="status" aria-live="polite">
        {state === 'copied' ? `${what} copied to the clipboard` : state === 'failed' ? `Could not copy the ${what.toLowerCase()}` : ''}
      </span>
    </button>
  );
}
