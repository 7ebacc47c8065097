/**
 * The Typst source of a live figure, and the way back from a compiler diagnostic to a line of
 * the code in the editor. Pure, shared by the editor and its tests.
 */
import { usesLq } from '../figures/example-syntax';
import type { Variant } from '../figures/hash';
import { preambleFor } from '../figures/preamble';
import type { LiveParts } from '../figures/live-parts';

export interface LiveSource {
  source: string;
  /** 0-based line of the source where the edited code starts. */
  codeStart: number;
  /** Number of lines of the edited code. */
  codeLines: number;
}

/**
 * preamble (as the build uses for `variant`) + hidden prelude + edited code + hidden postlude. The
 * preamble imports the example's release (`parts.lilaq`, from `lilaq="…"` on its fence), else
 * `siteVersion`, as the figure's did.
 */
export function liveSource(code: string, parts: LiveParts, variant: Variant, siteVersion: string): LiveSource {
  const lilaqVersion = parts.lilaq ?? siteVersion;
  const preamble = preambleFor(variant, { lilaqVersion, usesLilaq: usesLq(`${parts.prelude}\n${code}\n${parts.postlude}`) });
  const before = [preamble, parts.prelude].filter(Boolean).join('\n');
  const codeStart = before.split('\n').length;
  const source = parts.postlude ? [before, code, parts.postlude] : [before, code];
  return { source: `${source.join('\n')}\n`, codeStart, codeLines: code.split('\n').length };
}

/** Where a diagnostic of the main file points, seen from the editor. */
export type DiagnosticPlace = { in: 'code'; line: number } | { in: 'setup' } | { in: 'elsewhere' };

/**
 * Maps a 0-based line of the compiled source to a 1-based line of the edited code, or says it is
 * in the example's hidden lines or the site's preamble ('setup').
 */
export function placeOf(sourceLine: number | undefined, layout: LiveSource): DiagnosticPlace {
  if (sourceLine === undefined) return { in: 'elsewhere' };
  const line = sourceLine - layout.codeStart;
  if (line >= 0 && line < layout.codeLines) return { in: 'code', line: line + 1 };
  return { in: 'setup' };
}

/**
 * Reads the start line of a typst.ts diagnostic range. The compiler writes ranges as
 * `startLine:startCol-endLine:endCol` with 0-based numbers; anything else gives undefined.
 */
export function rangeStartLine(range: string | undefined): number | undefined {
  const m = /^(\d+):(\d+)/.exec(range ?? '');
  return m ? Number(m[1]) : undefined;
}
