'use client';

import { useEffect, useState } from 'react';

interface Props {
  /** The text to copy… */
  text?: string;
  /** …or where to fetch it when clicked (a page's Markdown), so the page need not carry it. */
  source?: string;
  /** Accessible name (and tooltip). */
  label?: string;
  /** Visible text before copying. */
  idleText?: string;
  /** What was copied, for the screen-reader announcement ("Code copied to the clipboard"). */
  what?: string;
  className?: string;
}

/** Copies `text` to the clipboard. A real <button>, so it is focusable and works with Enter/Space. */
export function CopyButton({ text, source, label = 'Copy code', idleText = 'Copy', what = 'Code', className = 'copy-button' }: Props) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      if (source === undefined) {
        await navigator.clipboard.writeText(text ?? '');
      } else {
        const load = fetch(source).then((response) => {
          if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
          return response.text();
        });
        // Handing the clipboard a promise keeps the click's permission while the text loads (Safari needs this).
        if (typeof ClipboardItem === 'undefined') await navigator.clipboard.writeText(await load);
        else
          await navigator.clipboard.write([new ClipboardItem({ 'text/plain': load.then((t) => new Blob([t], { type: 'text/plain' })) })]);
      }
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
