'use client';

import type { EditorView } from '@codemirror/view';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LiveResult } from '@/lib/live/client';
import { liveConfig } from '@/lib/live/config';
import type { LiveParts } from '@/lib/live/parts';
import { describeResult, type LiveStatus } from '@/lib/live/status';
import { CompileQueue } from '@/lib/live/queue';
import { sharedCompiler } from '@/lib/live/shared';
import { liveSource, type LiveSource } from '@/lib/live/source';
import { sizeLikePrerendered } from '@/lib/live/svg';
import { siteConfig } from '@/lib/site-config';
import { CopyButton } from './copy-button.client';
import { createCodeEditor, setCode } from './live-code-editor';
import './live-editor.css';

export interface LiveEditorProps {
  code: string;
  alt: string;
  live: LiveParts;
  files: ReadonlyArray<{ name: string; url: string }>;
  /** The prerendered figure, shown until the first live figure and again after Reset. */
  figure: ReactNode;
}

const COMPILING: LiveStatus = { kind: 'compiling', text: 'Compiling…' };

const isDark = () => document.documentElement.classList.contains('dark');

/** The editable example: CodeMirror on the left, the live figure on the right. */
export function LiveEditor({ code: original, alt, live, files, figure }: LiveEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const resetButton = useRef<HTMLButtonElement>(null);
  const [code, setCodeState] = useState(original);
  const [dark, setDark] = useState(isDark);
  const [svgUrl, setSvgUrl] = useState<string | null>(null);
  const [status, setStatus] = useState<LiveStatus>(COMPILING);
  const [attempt, setAttempt] = useState(0);
  // After Reset, the unchanged code shows the prerendered figure again without compiling.
  const afterReset = useRef(false);

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const editor = createCodeEditor({
      parent,
      code: original,
      label: 'Typst code of the example (Escape leaves the editor)',
      onChange: setCodeState,
      onEscape: () => resetButton.current?.focus(),
    });
    view.current = editor;
    editor.focus();
    return () => editor.destroy();
  }, [original]);

  // Re-render in the colour mode the page is in, like the prerendered figures.
  useEffect(() => {
    const observer = new MutationObserver(() => setDark(isDark()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);

  const queue = useMemo(
    () =>
      new CompileQueue<LiveSource, LiveResult>(
        (layout) => {
          setStatus(COMPILING);
          return sharedCompiler().compile(layout.source, files);
        },
        (layout, result) => {
          if (result.kind === 'figure')
            setSvgUrl(URL.createObjectURL(new Blob([sizeLikePrerendered(result.svg)], { type: 'image/svg+xml' })));
          setStatus(describeResult(result, layout));
        },
        liveConfig.debounceMs,
      ),
    [files],
  );
  useEffect(() => () => queue.cancel(), [queue]);

  useEffect(() => {
    if (afterReset.current && code === original) return;
    afterReset.current = false;
    queue.request(liveSource(code, live, dark ? 'dark' : 'light', siteConfig.version));
  }, [code, dark, live, attempt, original, queue]);

  useEffect(() => () => void (svgUrl && URL.revokeObjectURL(svgUrl)), [svgUrl]);

  function reset() {
    afterReset.current = true;
    queue.cancel();
    if (view.current) setCode(view.current, original);
    setSvgUrl(null);
    setStatus({ kind: 'idle', text: 'Original code and figure.' });
  }

  const stale = status.kind === 'error' || status.kind === 'timeout' || status.kind === 'download-failed';
  return (
    <>
      <div className="typst-example-code typst-live-editing">
        <div className="typst-live-toolbar" role="toolbar" aria-label="Live example">
          <button ref={resetButton} type="button" className="copy-button" onClick={reset}>
            Reset
          </button>
          <CopyButton text={code} label="Copy the edited code" />
        </div>
        <div ref={host} className="typst-live-cm" />
      </div>
      <div className="typst-example-output">
        <div className={stale ? 'typst-live-figure typst-live-stale' : 'typst-live-figure'} aria-busy={status.kind === 'compiling'}>
          {svgUrl ? <img src={svgUrl} alt={alt} /> : figure}
        </div>
        <div className={`typst-live-status typst-live-${status.kind}`} role="status" aria-live="polite">
          {status.text ? <p className="typst-live-message">{status.text}</p> : null}
          {status.kind === 'download-failed' || status.kind === 'timeout' ? (
            <button type="button" className="copy-button" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </button>
          ) : null}
        </div>
      </div>
    </>
  );
}
