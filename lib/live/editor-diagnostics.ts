/**
 * Typst's diagnostics placed in the editor: a compiler range (`line:col-line:col`, 0-based lines
 * of the compiled source, columns in Unicode code points) becomes a span of the edited code in
 * CodeMirror's offsets (UTF-16 units). Diagnostics outside the edited code (the hidden setup
 * lines, a package, a data file) have no place in the editor; the status line reports them.
 */
import { MAIN_PATH, type LiveDiagnostic } from './engine';
import type { LiveSource } from './source';

export interface EditorDiagnostic {
  from: number;
  to: number;
  severity: 'error' | 'warning' | 'info';
  message: string;
}

interface Point {
  line: number;
  column: number;
}

function parseRange(range: string): { start: Point; end: Point } | null {
  const m = /^(\d+):(\d+)-(\d+):(\d+)$/.exec(range) ?? /^(\d+):(\d+)$/.exec(range);
  if (!m) return null;
  const start = { line: Number(m[1]), column: Number(m[2]) };
  const end = m[3] === undefined ? start : { line: Number(m[3]), column: Number(m[4]) };
  return { start, end };
}

/** UTF-16 offset of the `column`-th code point of `line`, clamped to the line's end. */
function unitsOf(line: string, column: number): number {
  let units = 0;
  let points = 0;
  for (const ch of line) {
    if (points === column) break;
    units += ch.length;
    points++;
  }
  return units;
}

const SEVERITY: Record<string, EditorDiagnostic['severity']> = { error: 'error', warning: 'warning' };

/** The diagnostics of the edited code, as spans of `code` (what the editor holds). */
export function editorDiagnostics(diagnostics: readonly LiveDiagnostic[], layout: LiveSource, code: string): EditorDiagnostic[] {
  const lines = code.split('\n');
  const lineStarts: number[] = [];
  let at = 0;
  for (const line of lines) {
    lineStarts.push(at);
    at += line.length + 1;
  }
  const offset = (p: Point): number | null => {
    const index = p.line - layout.codeStart;
    if (index < 0 || index >= lines.length) return null;
    return (lineStarts[index] ?? 0) + unitsOf(lines[index] ?? '', p.column);
  };

  return diagnostics.flatMap((d): EditorDiagnostic[] => {
    if (d.package || (d.path && d.path !== MAIN_PATH)) return [];
    const range = parseRange(d.range);
    if (!range) return [];
    const from = offset(range.start);
    if (from === null) return [];
    // A span that runs past the code (into hidden lines) is cut at the code's end.
    const end = offset(range.end) ?? code.length;
    // An empty span (a missing token) still gets one character to underline, when there is one.
    const to = end > from ? end : Math.min(from + 1, code.length);
    return [{ from, to: Math.max(to, from), severity: SEVERITY[d.severity] ?? 'info', message: d.message }];
  });
}
