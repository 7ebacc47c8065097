'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { CopyButton } from './copy-button.client';
import { FigureDownload } from './figure-download.client';
import type { LiveParts } from '@/lib/figures/live-parts';
import { sharedExampleId } from '@/lib/live/share-hash';
import type { LiveEditorProps } from './live-editor.client';
import { useFigureInspect } from './use-figure-inspect.client';

export interface TypstLiveProps {
  /** The example's anchor (`ex-3`): share links name it, downloads are named after it. */
  id?: string;
  code: string;
  alt: string;
  /** The hidden lines around the code; absent when the example can't be edited live. */
  live?: LiveParts;
  files: ReadonlyArray<{ name: string; url: string }>;
  /** The highlighted code and the prerendered figure, rendered on the server. */
  codeView: ReactNode;
  figure: ReactNode;
  /** False when there is no prerendered figure (nothing to download). */
  hasFigure: boolean;
  /** URL of the figure's part map; absent when the figure has none (no Inspect control). */
  parts?: string;
}

type Editing = { Editor: ComponentType<LiveEditorProps>; code: string; shared: boolean };

const SHARE_PROBLEM = {
  'too-long': 'This shared link carries more code than the editor accepts, so the original example is shown.',
  corrupted: 'This shared link is damaged (perhaps cut off when it was copied), so the original example is shown.',
  'not-editable': 'This example cannot be edited in the browser, so the code of the shared link cannot be opened here.',
} as const;

/**
 * The code and figure columns of an example, with Edit, Copy and Download. Everything that edits
 * and compiles (CodeMirror, the worker, Typst's WebAssembly) is imported on the first Edit, or when
 * the page is opened from a share link that names this example.
 */
export function TypstLive({ id, code, alt, live, files, codeView, figure, hasFigure, parts }: TypstLiveProps) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const inspect = useFigureInspect(parts);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [problem, setProblem] = useState<keyof typeof SHARE_PROBLEM | null>(null);
  const openedHash = useRef('');

  const edit = useCallback(async (start: string, shared: boolean) => {
    setState('loading');
    try {
      const [editor] = await Promise.all([
        import('./live-editor.client'),
        import('@/lib/live/shared').then((compiler) => compiler.sharedCompiler().warm()),
      ]);
      setEditing({ Editor: editor.LiveEditor, code: start, shared });
      setState('idle');
    } catch {
      setState('failed');
    }
  }, []);

  // A share link (`#ex-3:v1:…`) opens this example in the editor with the shared code.
  useEffect(() => {
    async function openShared() {
      const hash = window.location.hash;
      if (!id || sharedExampleId(hash) !== id || openedHash.current === hash) return;
      openedHash.current = hash;
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
      if (!live) return setProblem('not-editable');
      const { readShareHash } = await import('@/lib/live/share');
      const shared = await readShareHash(hash);
      if (!shared) return;
      if (shared.kind !== 'code') return setProblem(shared.kind);
      setProblem(null);
      await edit(shared.code, true);
    }
    void openShared();
    window.addEventListener('hashchange', openShared);
    return () => window.removeEventListener('hashchange', openShared);
  }, [id, live, edit]);

  const problemNote = problem ? (
    <p className="typst-live-message typst-live-share-problem" role="alert">
      {SHARE_PROBLEM[problem]}
    </p>
  ) : null;

  if (editing && live) {
    const { Editor } = editing;
    return (
      <Editor
        key={editing.code}
        {...(id ? { id } : {})}
        code={code}
        initialCode={editing.code}
        shared={editing.shared}
        alt={alt}
        live={live}
        files={files}
        figure={figure}
        inspectable={Boolean(parts)}
      />
    );
  }

  const pdf = live
    ? async () => {
        const { figurePdf, shownVariant } = await import('@/lib/live/figure-pdf');
        return figurePdf(code, live, files, shownVariant());
      }
    : undefined;

  return (
    <>
      <div className="typst-example-code">
        <div className="typst-example-actions">
          {live ? (
            <button
              type="button"
              className="copy-button"
              onClick={() => void edit(code, false)}
              disabled={state === 'loading'}
              aria-label="Edit this example"
            >
              {state === 'loading' ? 'Loading…' : state === 'failed' ? 'Retry Edit' : 'Edit'}
            </button>
          ) : null}
          <CopyButton text={code} label="Copy example code" />
        </div>
        {state === 'failed' ? (
          <p className="typst-live-message" role="alert">
            The editor could not be downloaded. Check your connection and press Retry Edit.
          </p>
        ) : null}
        {problemNote}
        {codeView}
      </div>
      <div className="typst-example-output">
        <div className="typst-figure-frame">
          {figure}
          {inspect.overlay}
        </div>
        {hasFigure ? <FigureDownload exampleId={id ?? 'figure'} {...(pdf ? { pdf } : {})} before={inspect.control} /> : null}
      </div>
    </>
  );
}
