'use client';

import { useState, type ComponentType, type ReactNode } from 'react';
import { withBase } from '@/lib/base-path';
import { nextRelease } from '@/lib/releases';
import { siteConfig } from '@/lib/site-config';
import { figurePdf, shownVariant } from '@/lib/live/figure-pdf';
import type { LiveParts } from '@/lib/figures/live-parts';
import { CopyButton } from './copy-button.client';
import { FigureDownload } from './figure-download.client';
import { ShareButton } from './live-share-button.client';
import type { LiveUpgradeProps } from './live-upgrade.client';
import { useLiveEditor } from './use-live-editor.client';
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

/** The editable example: CodeMirror on the left, the live figure on the right. */
export function LiveEditor({ id, code: original, initialCode, shared, alt, live, files, figure, inspectable = false }: LiveEditorProps) {
  const { host, resetButton, code, svg, status, stale, explained, showingOriginal, reset, retry } = useLiveEditor({
    original,
    initialCode,
    shared,
    live,
    files,
  });
  const from = live.lilaq ?? siteConfig.version;
  const to = nextRelease(from);
  const [upgrade, setUpgrade] = useState<{ Panel: ComponentType<LiveUpgradeProps> } | 'loading' | 'failed' | null>(null);
  const open = typeof upgrade === 'object' && upgrade !== null;
  // The upgrade view (its code and both releases' facts) is downloaded when it is first opened.
  async function toggleUpgrade() {
    if (open) return setUpgrade(null);
    setUpgrade('loading');
    try {
      const { LiveUpgrade } = await import('./live-upgrade.client');
      setUpgrade({ Panel: LiveUpgrade });
    } catch {
      setUpgrade('failed');
    }
  }
  const shownFigure = svg ? <img src={svg.url} alt={alt} /> : figure;
  return (
    <>
      <div className="typst-example-code typst-live-editing">
        <div className="typst-live-toolbar" role="toolbar" aria-label="Live example">
          <button ref={resetButton} type="button" className="copy-button" onClick={reset}>
            Reset
          </button>
          <CopyButton text={code} label="Copy the edited code" />
          {id && code !== original ? <ShareButton exampleId={id} code={code} /> : null}
          {to ? (
            <button
              type="button"
              className="copy-button"
              aria-pressed={open}
              disabled={upgrade === 'loading'}
              onClick={() => void toggleUpgrade()}
            >
              {upgrade === 'loading' ? 'Loading…' : upgrade === 'failed' ? `Retry: try with ${to}` : `Try with ${to}`}
            </button>
          ) : null}
        </div>
        {upgrade === 'failed' ? (
          <p className="typst-live-message" role="alert">
            The comparison with Lilaq {to} could not be downloaded. Check your connection and press Retry.
          </p>
        ) : null}
        <div ref={host} className="typst-live-cm" />
      </div>
      <div className="typst-example-output">
        <div className={stale ? 'typst-live-figure typst-live-stale' : 'typst-live-figure'} aria-busy={status.kind === 'compiling'}>
          {showingOriginal ? (
            <p className="typst-live-badge">{shared ? 'Original figure: the shared code is not compiled yet' : 'Original figure'}</p>
          ) : null}
          {shownFigure}
        </div>
        <div className={`typst-live-status typst-live-${status.kind}`} role="status" aria-live="polite">
          {status.text ? <p className="typst-live-message">{status.text}</p> : null}
          {status.kind === 'download-failed' || status.kind === 'timeout' ? (
            <button type="button" className="copy-button" onClick={retry}>
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
      {open && to ? <upgrade.Panel code={code} live={live} files={files} alt={alt} from={from} to={to} before={shownFigure} /> : null}
    </>
  );
}
