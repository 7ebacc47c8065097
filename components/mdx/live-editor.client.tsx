'use client';

import type { EditorView } from '@codemirror/view';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LiveResult } from '@/lib/live/client';
import { editorDiagnostics } from '@/lib/live/editor-diagnostics';
import { explainingEntry } from '@/lib/live/explain';
import { withBase } from '@/lib/base-path';
import { figurePdf, shownVariant } from '@/lib/live/figure-pdf';
import type { LilaqApi } from '@/lib/live/lilaq-api';
import type { LiveParts } from '@/lib/figures/live-parts';
import { describeResult, type LiveStatus } from '@/lib/live/status';
import { CompileQueue } from '@/lib/live/queue';
import { sharedCompiler } from '@/lib/live/shared';
import { liveSource, type LiveSource } from '@/lib/live/source';
import { svgDataUrl } from '@/lib/live/svg';
import { siteConfig } from '@/lib/site-config';
import { CopyButton } from './copy-button.client';
import { FigureDownload } from './figure-download.client';
import { createCodeEditor, setCode } from './live-code-editor';
import { lilaqAssist, loadLilaqApi, showDiagnostics } from './live-editor-assist';
import { ShareButton } from './live-share-button.client';
import './live-editor.css';

export interface LiveEditorProps {
  /** The example's anchor (`ex-3`), for share links and file names. */
  id?: string;
  /** The example's own code: what Reset returns to. */
  code: string;
  /** What the editor starts with: the example's code, or the code of a share link. */
  initialCode: string;
  /** Opened from a share link: until the shared code compiles, the figure is marked as the original. */
  shared: boolean;
  alt: string;
  live: LiveParts;
  files: ReadonlyArray<{ name: string; url: string }>;
  /** The prerendered figure, shown until the first live figure and again after Reset. */
  figure: ReactNode;
  /** The prerendered figure has a part map: say that Inspect works on it, not on live figures. */
  inspectable?: boolean;
}

const COMPILING: LiveStatus = { kind: 'compiling', text: 'Compiling…' };

const isDark = () => document.documentElement.classList.contains('dark');

/** The code a compile ran, as the editor held it (its lines of the compiled source). */
const compiledCode = (layout: LiveSource) =>
  layout.source
    .split('\n')
    .slice(layout.codeStart, layout.codeStart + layout.codeLines)
    .join('\n');

/** The editable example: CodeMirror on the left, the live figure on the right. */
export function LiveEditor({ id, code: original, initialCode, shared, alt, live, files, figure, inspectable = false }: LiveEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const resetButton = useRef<HTMLButtonElement>(null);
  const api = useRef<LilaqApi | null>(null);
  // The error index's messages, once the API file is in: a render may then link an error's entry.
  const [errorIndex, setErrorIndex] = useState<LilaqApi['errors']>([]);
  const [code, setCodeState] = useState(initialCode);
  const [dark, setDark] = useState(isDark);
  const [svg, setSvg] = useState<{ url: string; text: string } | null>(null);
  const [status, setStatus] = useState<LiveStatus>(COMPILING);
  const [attempt, setAttempt] = useState(0);
  const [compiled, setCompiled] = useState<{ layout: LiveSource; result: LiveResult } | null>(null);
  // After Reset, the unchanged code shows the prerendered figure again without compiling.
  const afterReset = useRef(false);

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const editor = createCodeEditor({
      parent,
      code: initialCode,
      label: 'Typst code of the example (Escape leaves the editor)',
      onChange: setCodeState,
      onEscape: () => resetButton.current?.focus(),
      assist: lilaqAssist(() => api.current),
    });
    view.current = editor;
    // A share link opens with the figure in view; the reader chooses when to start typing.
    if (!shared) editor.focus();
    void loadLilaqApi().then((data) => {
      api.current = data;
      if (data) setErrorIndex(data.errors);
    });
    return () => editor.destroy();
  }, [initialCode, shared]);

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
          if (result.kind === 'figure') setSvg({ url: svgDataUrl(result.svg), text: result.svg });
          setStatus(describeResult(result, layout));
          setCompiled({ layout, result });
        },
      ),
    [files],
  );
  useEffect(() => () => queue.cancel(), [queue]);

  // Underline what Typst complains about, if the editor still holds the code it compiled.
  useEffect(() => {
    const editor = view.current;
    if (!editor || !compiled) return;
    const { layout, result } = compiled;
    const ran = compiledCode(layout);
    if (editor.state.doc.toString() !== ran) return;
    const diagnostics = result.kind === 'error' ? result.diagnostics : result.kind === 'figure' ? result.warnings : [];
    showDiagnostics(editor, editorDiagnostics(diagnostics, layout, ran));
  }, [compiled]);

  // A layout effect: the request goes out as soon as React has applied the key, not after the
  // next paint, which a passive effect waits for when the change comes from CodeMirror.
  useLayoutEffect(() => {
    if (afterReset.current && code === original) return;
    afterReset.current = false;
    queue.request(liveSource(code, live, dark ? 'dark' : 'light', siteConfig.version));
  }, [code, dark, live, attempt, original, queue]);

  function reset() {
    afterReset.current = true;
    queue.cancel();
    if (view.current) {
      setCode(view.current, original);
      showDiagnostics(view.current, []);
    }
    setSvg(null);
    setCompiled(null);
    setStatus({ kind: 'idle', text: 'Original code and figure.' });
  }

  const stale = status.kind === 'error' || status.kind === 'timeout' || status.kind === 'download-failed';
  const explained =
    status.kind === 'error' && compiled?.result.kind === 'error' ? explainingEntry(errorIndex, compiled.result.diagnostics) : null;
  const showingOriginal = !svg && code !== original;
  return (
    <>
      <div className="typst-example-code typst-live-editing">
        <div className="typst-live-toolbar" role="toolbar" aria-label="Live example">
          <button ref={resetButton} type="button" className="copy-button" onClick={reset}>
            Reset
          </button>
          <CopyButton text={code} label="Copy the edited code" />
          {id && code !== original ? <ShareButton exampleId={id} code={code} /> : null}
        </div>
        <div ref={host} className="typst-live-cm" />
      </div>
      <div className="typst-example-output">
        <div className={stale ? 'typst-live-figure typst-live-stale' : 'typst-live-figure'} aria-busy={status.kind === 'compiling'}>
          {showingOriginal ? (
            <p className="typst-live-badge">{shared ? 'Original figure: the shared code is not compiled yet' : 'Original figure'}</p>
          ) : null}
          {svg ? <img src={svg.url} alt={alt} /> : figure}
        </div>
        <div className={`typst-live-status typst-live-${status.kind}`} role="status" aria-live="polite">
          {status.text ? <p className="typst-live-message">{status.text}</p> : null}
          {status.kind === 'download-failed' || status.kind === 'timeout' ? (
            <button type="button" className="copy-button" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </button>
          ) : null}
        </div>
        {explained ? (
          // Beside the status, not in it: the live region announces the message; the link is found by reading on.
          <p className="typst-live-message typst-live-explain">
            <a href={withBase(explained.href)}>What this error means and how to fix it</a>
          </p>
        ) : null}
        <FigureDownload
          exampleId={id ?? 'figure'}
          {...(svg ? { svg: async () => svg.text } : {})}
          pdf={() => figurePdf(code, live, files, shownVariant())}
          before={
            inspectable ? (
              <span className="typst-inspect-message">Inspect works on the original figure: reload the page to inspect it.</span>
            ) : null
          }
        />
      </div>
    </>
  );
}
