'use client';

import type { EditorView } from '@codemirror/view';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { LiveResult } from '@/lib/live/client';
import { editorDiagnostics } from '@/lib/live/editor-diagnostics';
import { explainingEntry } from '@/lib/live/explain';
import type { LilaqApi } from '@/lib/live/lilaq-api';
import type { LiveParts } from '@/lib/figures/live-parts';
import { describeResult, type LiveStatus } from '@/lib/live/status';
import { CompileQueue } from '@/lib/live/queue';
import { sharedCompiler } from '@/lib/live/shared';
import { liveSource, type LiveSource } from '@/lib/live/source';
import { svgDataUrl } from '@/lib/live/svg';
import { siteConfig } from '@/lib/site-config';
import { usePageDark } from './use-page-dark.client';
import { createCodeEditor, setCode } from './live-code-editor';
import { lilaqAssist, loadLilaqApi, showDiagnostics } from './live-editor-assist';

const COMPILING: LiveStatus = { kind: 'compiling', text: 'Compiling…' };

/** The code a compile ran, as the editor held it (its lines of the compiled source). */
const compiledCode = (layout: LiveSource) =>
  layout.source
    .split('\n')
    .slice(layout.codeStart, layout.codeStart + layout.codeLines)
    .join('\n');

export interface LiveEditorOptions {
  /** The example's own code: what Reset returns to. */
  original: string;
  /** What the editor starts with. */
  initialCode: string;
  /** Opened from a share link: the editor is not focused, so the figure stays in view. */
  shared: boolean;
  live: LiveParts;
  files: ReadonlyArray<{ name: string; url: string }>;
}

export interface LiveEditorState {
  /** Where CodeMirror goes. */
  host: RefObject<HTMLDivElement | null>;
  /** Escape in the editor moves the focus here. */
  resetButton: RefObject<HTMLButtonElement | null>;
  /** The editor's code. */
  code: string;
  /** The last live figure, as a data URL and as text; null until one compiles, and after Reset. */
  svg: { url: string; text: string } | null;
  status: LiveStatus;
  /** The figure shown is older than the code (an error, a timeout, a failed download). */
  stale: boolean;
  /** The error index's entry for the error shown, if it has one. */
  explained: ReturnType<typeof explainingEntry>;
  /** The code was changed and no live figure is there yet: the prerendered one shows. */
  showingOriginal: boolean;
  reset: () => void;
  retry: () => void;
}

/**
 * The live editor's state and effects: CodeMirror in `host` (with Lilaq's completions once the API
 * file is in), a compile of every change in the page's colour mode (the newest wins), Typst's
 * complaints underlined in the code that compiled, Reset and Retry.
 */
export function useLiveEditor({ original, initialCode, shared, live, files }: LiveEditorOptions): LiveEditorState {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const resetButton = useRef<HTMLButtonElement>(null);
  const api = useRef<LilaqApi | null>(null);
  // The error index's messages, once the API file is in: a render may then link an error's entry.
  const [errorIndex, setErrorIndex] = useState<LilaqApi['errors']>([]);
  const [code, setCodeState] = useState(initialCode);
  const dark = usePageDark();
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
    // The names and parameters of the release the example is compiled with.
    void loadLilaqApi(live.lilaq).then((data) => {
      api.current = data;
      if (data) setErrorIndex(data.errors);
    });
    return () => editor.destroy();
  }, [initialCode, shared, live.lilaq]);

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
    status.kind === 'error' && compiled?.result.kind === 'error'
      ? explainingEntry(errorIndex, compiled.result.diagnostics, live.lilaq ?? siteConfig.version)
      : null;
  const showingOriginal = !svg && code !== original;
  return { host, resetButton, code, svg, status, stale, explained, showingOriginal, reset, retry: () => setAttempt((n) => n + 1) };
}
