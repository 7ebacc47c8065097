/** What the live editor tells the reader after a compile: plain text, in the reader's terms. */
import type { LiveResult } from './client';
import { MAIN_PATH, type LiveDiagnostic } from './engine';
import { placeOf, rangeStartLine, type LiveSource } from './source';

export interface LiveStatus {
  kind: 'idle' | 'compiling' | 'ok' | 'error' | 'download-failed' | 'timeout';
  text?: string;
  /** 1-based line of the edited code that the first error points at. */
  line?: number;
}

/** `https://packages.typst.org/preview/zero-0.5.0.tar.gz` → `@preview/zero:0.5.0`. */
export function packageOfUrl(url: string): string {
  const m = /\/([^/]+)\/([^/]+)-(\d+\.\d+\.\d+)\.tar\.gz$/.exec(url);
  return m ? `@${m[1]}/${m[2]}:${m[3]}` : url;
}

function describeDiagnostic(d: LiveDiagnostic, layout: LiveSource): { text: string; line?: number } {
  if (d.package) return { text: `Error in ${d.package} (${d.path}): ${d.message}` };
  if (d.path && d.path !== MAIN_PATH) return { text: `Error in ${d.path.replace(/^\//, '')}: ${d.message}` };
  const place = placeOf(rangeStartLine(d.range), layout);
  if (place.in === 'code') return { text: `Error on line ${place.line}: ${d.message}`, line: place.line };
  if (place.in === 'setup') return { text: `Error in the example's hidden setup lines: ${d.message}` };
  return { text: `Error: ${d.message}` };
}

const STALE = 'The figure shows the last version that compiled.';

export function describeResult(result: LiveResult, layout: LiveSource): LiveStatus {
  switch (result.kind) {
    case 'figure':
    case 'pdf': {
      const n = result.warnings.length;
      return {
        kind: 'ok',
        text:
          n === 0 ? 'Figure updated.' : `Figure updated, with ${n === 1 ? 'a warning' : `${n} warnings`}: ${result.warnings[0]?.message}`,
      };
    }
    case 'error': {
      const first = result.diagnostics[0];
      const described = first ? describeDiagnostic(first, layout) : { text: 'Error: compilation failed' };
      const more = result.diagnostics.length > 1 ? ` (and ${result.diagnostics.length - 1} more)` : '';
      return { kind: 'error', text: `${described.text}${more}. ${STALE}`, ...(described.line ? { line: described.line } : {}) };
    }
    case 'download-failed':
      return {
        kind: 'download-failed',
        text: `Could not download ${result.urls.map(packageOfUrl).join(', ')}. The figure is unchanged; check the connection and press Retry.`,
      };
    case 'setup-failed': {
      const what = result.part === 'compiler' ? 'the Typst compiler' : result.part === 'font' ? 'a font' : 'a data file of the example';
      return { kind: 'download-failed', text: `Could not download ${what} (${result.url}). The figure is unchanged; press Retry.` };
    }
    case 'timeout':
      return {
        kind: 'timeout',
        text: `Stopped after ${result.limitMs / 1000} s: the example runs too long (an endless loop or a very large computation?). ${STALE}`,
      };
    case 'worker-failed':
      return { kind: 'download-failed', text: `The compiler stopped: ${result.message}. Press Retry.` };
  }
}
