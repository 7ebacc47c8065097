'use client';

import { useState, type ComponentType, type ReactNode } from 'react';
import { CopyButton } from './copy-button.client';
import type { LiveParts } from '@/lib/live/parts';
import type { LiveEditorProps } from './live-editor.client';

export interface TypstLiveProps {
  code: string;
  alt: string;
  /** The hidden lines around the code; absent when the example can't be edited live. */
  live?: LiveParts;
  files: ReadonlyArray<{ name: string; url: string }>;
  /** The highlighted code and the prerendered figure, rendered on the server. */
  codeView: ReactNode;
  figure: ReactNode;
}

/**
 * The code and figure columns of an example, with Edit and Copy. Everything that edits and
 * compiles (CodeMirror, the worker, Typst's WebAssembly) is imported on the first Edit only.
 */
export function TypstLive({ code, alt, live, files, codeView, figure }: TypstLiveProps) {
  const [Editor, setEditor] = useState<ComponentType<LiveEditorProps> | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  async function edit() {
    setState('loading');
    try {
      const [editor] = await Promise.all([
        import('./live-editor.client'),
        import('@/lib/live/shared').then((compiler) => compiler.sharedCompiler().warm()),
      ]);
      setEditor(() => editor.LiveEditor);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  if (Editor && live) return <Editor code={code} alt={alt} live={live} files={files} figure={figure} />;
  return (
    <>
      <div className="typst-example-code">
        <div className="typst-example-actions">
          {live ? (
            <button type="button" className="copy-button" onClick={edit} disabled={state === 'loading'} aria-label="Edit this example">
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
        {codeView}
      </div>
      <div className="typst-example-output">{figure}</div>
    </>
  );
}
