import { describe, expect, it } from 'vitest';
import { lqArgs } from './calls';

describe('lqArgs', () => {
  it('lists the named arguments of each call by its path, in first-use order', () => {
    const code = [
      '#lq.diagram(',
      '  width: 8cm, xscale: "log",',
      '  lq.plot(x, y, mark: "o", label: [Data]),',
      '  lq.plot(x, z, stroke: red, label: $z$),',
      ')',
      '#show: lq.set-tick(inset: 2pt)',
    ].join('\n');
    expect(lqArgs(code)).toEqual({ diagram: ['width', 'xscale'], plot: ['mark', 'label', 'stroke'], 'set-tick': ['inset'] });
  });

  it('counts only the call’s own arguments, not those of nested calls and dictionaries', () => {
    const code = '#lq.diagram(legend: (position: top), xaxis: (ticks: none), lq.bar(x, y, fill: blue))';
    expect(lqArgs(code)).toEqual({ diagram: ['legend', 'xaxis'], bar: ['fill'] });
  });

  it('reads across lines, .with calls, content blocks and maths that do not pair their brackets', () => {
    const code = [
      '#let p = lq.plot.with(mark: none)',
      '#lq.diagram(',
      '  title: [Range (0, 1], ylabel: $[0, 1)$,',
      '  lq.colormesh(x, y, (x, y) => x * y, excess: "mask",',
      '    label: [mesh]),',
      '  xlim: (0, 1),',
      ')',
    ].join('\n');
    expect(lqArgs(code)).toEqual({ 'plot.with': ['mark'], diagram: ['title', 'ylabel', 'xlim'], colormesh: ['excess', 'label'] });
  });

  it('ignores strings, comments and paths used without a call', () => {
    const code = [
      '#let s = "lq.plot(x, y, label: [no])"',
      '// lq.bar(x, y, fill: red)',
      '#let f = lq.scatter',
      '#lq.diagram(lq.hlines(1, label: "a, b: c"))',
    ].join('\n');
    expect(lqArgs(code)).toEqual({ diagram: [], hlines: ['label'] });
  });
});
