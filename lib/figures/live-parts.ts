/**
 * What the live editor compiles around the code a reader edits: the hidden `>>>` lines of the
 * example, split into those before and after the shown code. Computed at build time from the
 * same parse as the figure pipeline, so a live figure runs what the prerendered one ran.
 */
import type { ParsedExample } from './example-syntax';

export interface LiveParts {
  /** Hidden lines compiled before the edited code ('' when none). */
  prelude: string;
  /** Hidden lines compiled after it ('' when none). */
  postlude: string;
  /** The Lilaq release to compile with when the example names one (`lilaq="…"`); else the site's. */
  lilaq?: string;
}

const isHidden = (line: string) => line === '>>>' || line.startsWith('>>> ');
const isShownOnly = (line: string) => line === '<<<' || line.startsWith('<<< ');

/**
 * Splits an example into prelude, shown code and postlude, or returns null when the shown code
 * is not exactly what runs (a `<<<` line, or hidden lines between shown ones): such an example
 * gets no Edit control, since editing it could not be compiled faithfully.
 */
export function liveParts(body: string, parsed: ParsedExample, importLine: string): LiveParts | null {
  const bodyLines = body.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  if (bodyLines.some(isShownOnly)) return null;
  const runLines = parsed.run.split('\n');
  const kinds = parsed.runLineToBodyLine.map((b) => (b === -1 ? 'import' : isHidden(bodyLines[b] ?? '') ? 'hidden' : 'shown'));
  const shown = kinds.flatMap((k, i) => (k === 'shown' ? [i] : []));
  const first = shown[0] ?? runLines.length;
  const last = shown.at(-1) ?? runLines.length - 1;
  for (let i = first; i <= last; i++) if (kinds[i] === 'hidden') return null;

  const hiddenIn = (from: number, to: number) => runLines.slice(from, to).filter((_, i) => kinds[from + i] === 'hidden');
  const prelude = hiddenIn(0, first);
  const postlude = hiddenIn(last + 1, runLines.length);
  // The site's Lilaq import comes first in the figure's source; hidden setup lines may use `lq`.
  if (kinds[0] === 'import' && prelude.length > 0) prelude.unshift(importLine);
  return { prelude: prelude.join('\n'), postlude: postlude.join('\n') };
}
