import { describe, expect, it } from 'vitest';
import { liveSource, placeOf, rangeStartLine } from './source';

describe('liveSource', () => {
  it('compiles preamble, prelude, code and postlude, and knows where the code starts', () => {
    const layout = liveSource('#a\n#b', { prelude: '#let a = 1', postlude: '#c' }, 'light', '0.5.0');
    const lines = layout.source.split('\n');
    expect(lines[layout.codeStart]).toBe('#a');
    expect(lines[layout.codeStart + 1]).toBe('#b');
    expect(lines[layout.codeStart - 1]).toBe('#let a = 1');
    expect(lines[layout.codeStart + 2]).toBe('#c');
    expect(layout.codeLines).toBe(2);
  });

  it('uses the dark preamble with Lilaq only when the code uses lq', () => {
    expect(liveSource('#lq.diagram()', { prelude: '', postlude: '' }, 'dark', '0.5.0').source).toContain('@preview/lilaq:0.5.0');
    expect(liveSource('#rect()', { prelude: '', postlude: '' }, 'dark', '0.5.0').source).not.toContain('lilaq');
    expect(liveSource('#lq.diagram()', { prelude: '', postlude: '' }, 'light', '0.5.0').source).not.toContain('__lq_dark');
  });

  it('styles the dark figure with the release the example names, as the build did', () => {
    const code = '#import "@preview/lilaq:0.6.0" as lq\n#lq.diagram()';
    const dark = liveSource(code, { prelude: '', postlude: '', lilaq: '0.6.0' }, 'dark', '0.5.0').source;
    expect(dark).toContain('#import "@preview/lilaq:0.6.0" as __lq_dark');
    expect(dark).not.toContain('lilaq:0.5.0');
  });
});

describe('placeOf', () => {
  const layout = { source: '', codeStart: 3, codeLines: 4 };
  it('maps source lines to 1-based editor lines, or to the hidden setup', () => {
    expect(placeOf(3, layout)).toEqual({ in: 'code', line: 1 });
    expect(placeOf(6, layout)).toEqual({ in: 'code', line: 4 });
    expect(placeOf(2, layout)).toEqual({ in: 'setup' });
    expect(placeOf(7, layout)).toEqual({ in: 'setup' });
    expect(placeOf(undefined, layout)).toEqual({ in: 'elsewhere' });
  });
  it('reads typst.ts ranges', () => {
    expect(rangeStartLine('12:4-12:9')).toBe(12);
    expect(rangeStartLine('')).toBeUndefined();
  });
});
