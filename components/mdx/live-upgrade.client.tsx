'use client';

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { withBase } from '@/lib/base-path';
import type { LiveParts } from '@/lib/figures/live-parts';
import type { LiveResult } from '@/lib/live/client';
import { CompileQueue } from '@/lib/live/queue';
import { sharedCompiler } from '@/lib/live/shared';
import type { LiveSource } from '@/lib/live/source';
import { describeResult, type LiveStatus } from '@/lib/live/status';
import { svgDataUrl } from '@/lib/live/svg';
import { notesForCode, upgradeSource } from '@/lib/live/upgrade';
import type { NotePart } from '@/lib/live/upgrade-notes';
import { usePageDark } from './use-page-dark.client';
import './live-upgrade.css';

export interface LiveUpgradeProps {
  /** The editor's code, written for release `from`. */
  code: string;
  live: LiveParts;
  files: ReadonlyArray<{ name: string; url: string }>;
  alt: string;
  from: string;
  to: string;
  /** The figure of release `from` as the editor shows it (live or prerendered). */
  before: ReactNode;
}

function Part({ part }: { part: NotePart }) {
  const text = part.code ? <code>{part.text}</code> : part.text;
  return part.href ? <a href={withBase(part.href)}>{text}</a> : <>{text}</>;
}

/**
 * The upgrade view: the example's code compiled with release `to` as well, both figures side by
 * side (stacked on a narrow screen) and labelled, and the notes of the facts that apply to the
 * code. Follows the editor: each change compiles again (the newest wins) through the page's one
 * worker, after the editor's own compile. Loaded when the reader opens the view.
 */
export function LiveUpgrade({ code, live, files, alt, from, to, before }: LiveUpgradeProps) {
  const dark = usePageDark();
  const [svg, setSvg] = useState<string | null>(null);
  const [status, setStatus] = useState<LiveStatus>({ kind: 'compiling', text: `Compiling with Lilaq ${to}…` });

  const queue = useMemo(
    () =>
      new CompileQueue<LiveSource, LiveResult>(
        (layout) => {
          setStatus({ kind: 'compiling', text: `Compiling with Lilaq ${to}…` });
          return sharedCompiler().compile(layout.source, files);
        },
        (layout, result) => {
          if (result.kind === 'figure') setSvg(svgDataUrl(result.svg));
          setStatus(describeResult(result, layout));
        },
      ),
    [files, to],
  );
  useEffect(() => () => queue.cancel(), [queue]);
  useEffect(() => {
    queue.request(upgradeSource(code, live, dark ? 'dark' : 'light', from, to));
  }, [queue, code, live, dark, from, to]);

  // What runs: the example's hidden lines use Lilaq too.
  const notes = useMemo(
    () => notesForCode([live.prelude, code, live.postlude].filter(Boolean).join('\n'), from, to),
    [code, live, from, to],
  );
  const failed = status.kind !== 'ok' && status.kind !== 'compiling';

  return (
    <section className="typst-upgrade" aria-label={`This example with Lilaq ${from} and ${to}`}>
      <div className="typst-upgrade-figures">
        <div className="typst-upgrade-figure typst-upgrade-before">
          <p className="typst-upgrade-release">Lilaq {from}</p>
          {before}
        </div>
        <div className="typst-upgrade-figure typst-upgrade-after" aria-busy={status.kind === 'compiling'}>
          <p className="typst-upgrade-release">Lilaq {to}</p>
          {svg ? <img className={failed ? 'typst-upgrade-stale' : undefined} src={svg} alt={`${alt} (Lilaq ${to})`} /> : null}
          <p className={`typst-live-message typst-upgrade-status typst-live-${status.kind}`} role="status" aria-live="polite">
            {status.kind === 'ok' ? null : status.text}
          </p>
        </div>
      </div>
      <div className="typst-upgrade-notes">
        <p className="typst-upgrade-notes-title">
          {notes.length > 0
            ? `What Lilaq ${to} changes for this code`
            : `The reference shows no change from ${from} to ${to} for the names and arguments of this code.`}
        </p>
        {notes.length > 0 ? (
          <ul>
            {notes.map((note, i) => (
              <li key={`${note.kind}-${note.name}-${i}`} className={`typst-upgrade-note typst-upgrade-${note.kind}`}>
                {note.parts.map((part, j) => (
                  <Part key={j} part={part} />
                ))}
                {note.parts.some((part) => part.href === note.href) ? null : (
                  <>
                    {' '}
                    <a className="typst-upgrade-entry" href={withBase(note.href)}>
                      {note.kind === 'removed-name' ? `Upgrading to ${to}` : 'Reference'}
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
