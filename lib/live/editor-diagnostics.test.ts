import { describe, expect, it } from 'vitest';
import type { LiveDiagnostic } from './engine';
import { editorDiagnostics } from './editor-diagnostics';

const diag = (range: string, extra: Partial<LiveDiagnostic> = {}): LiveDiagnostic => ({
  message: 'unknown variable: foo',
  severity: 'error',
  package: '',
  path: '/main.typ',
  range,
  ...extra,
});
// Two hidden lines (preamble) before three lines of edited code.
const layout = { source: '', codeStart: 2, codeLines: 3 };

describe('editorDiagnostics', () => {
  it('places a diagnostic of the edited code at its span', () => {
    const code = 'a\n#foo\nb';
    expect(editorDiagnostics([diag('3:1-3:4')], layout, code)).toEqual([
      { from: 3, to: 6, severity: 'error', message: 'unknown variable: foo' },
    ]);
    expect(code.slice(3, 6)).toBe('foo');
  });

  it('counts columns in code points, as Typst does, and converts them to UTF-16 offsets', () => {
    const code = '📈📈 #foo';
    const [d] = editorDiagnostics([diag('2:4-2:7')], layout, code);
    expect(code.slice(d?.from, d?.to)).toBe('foo');
  });

  it('keeps warnings as warnings and gives an empty span one character', () => {
    const [d] = editorDiagnostics([diag('2:0-2:0', { severity: 'warning', message: 'unused' })], layout, 'abc');
    expect(d).toEqual({ from: 0, to: 1, severity: 'warning', message: 'unused' });
  });

  it('leaves out diagnostics of the hidden lines, of packages and of data files', () => {
    expect(editorDiagnostics([diag('0:1-0:3')], layout, 'abc')).toEqual([]);
    expect(editorDiagnostics([diag('6:0-6:2')], layout, 'abc')).toEqual([]);
    expect(editorDiagnostics([diag('2:0-2:1', { package: '@preview/lilaq:0.5.0', path: '/src/plot.typ' })], layout, 'abc')).toEqual([]);
    expect(editorDiagnostics([diag('2:0-2:1', { path: '/data.csv' })], layout, 'abc')).toEqual([]);
    expect(editorDiagnostics([diag('')], layout, 'abc')).toEqual([]);
  });

  it('cuts a span that runs on into the hidden lines at the end of the code', () => {
    expect(editorDiagnostics([diag('4:1-6:0')], layout, 'a\nb\ncde')).toEqual([
      { from: 5, to: 7, severity: 'error', message: 'unknown variable: foo' },
    ]);
  });
});
