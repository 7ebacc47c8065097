import { describe, expect, it } from 'vitest';
import { lqArgs, lqPaths } from '../discover/calls';
import { exampleTags, primaryGroup, tagDefinitions, usesDatetimeValues, type Level } from './tags';

/** Tags of a piece of example code, read the way page-examples.ts records it. */
const tagsOf = (code: string, level?: Level) =>
  exampleTags({ lqPaths: lqPaths(code), lqArgs: lqArgs(code), code, ...(level ? { level } : {}) });

describe('exampleTags', () => {
  it('tags plot types by the functions called, .with included', () => {
    expect(tagsOf('#lq.diagram(lq.plot(x, y), lq.scatter(x, y))')).toEqual(['plot', 'scatter']);
    expect(tagsOf('#let b = lq.hbar.with(fill: red)\n#lq.diagram(b((1, 2), (0, 1)))')).toEqual(['hbar']);
    expect(tagsOf('#lq.diagram(lq.fill-between(x, y1, y2: y3), lq.contour(x, y, z))')).toEqual(['fill-between', 'contour']);
  });

  it('tags error bars by xerr or yerr on a plot, or the errorbar element', () => {
    expect(tagsOf('#lq.diagram(lq.plot(x, y, yerr: e))')).toEqual(['plot', 'errorbar']);
    expect(tagsOf('#show: lq.set-errorbar(stroke: red)\n#lq.diagram(lq.plot(x, y))')).toEqual(['plot', 'errorbar']);
    expect(tagsOf('#lq.diagram(lq.plot(x, y, mark: "o"))')).toEqual(['plot']);
  });

  it('tags scales given as a function or by name', () => {
    expect(tagsOf('#lq.diagram(yscale: "log", lq.plot(x, y))')).toContain('log');
    expect(tagsOf('#lq.diagram(xscale: lq.scale.symlog(threshold: 2), lq.plot(x, y))')).toContain('symlog');
    expect(tagsOf('#lq.diagram(title: "yscale: \\"log\\"", lq.plot(x, y))')).toEqual(['plot']);
  });

  it('tags dates by datetime scales, locators, formats and datetime values, not by the word alone', () => {
    expect(tagsOf('#lq.diagram(xaxis: (locate-ticks: lq.tick-locate.months.with(step: 2)), lq.plot(x, y))')).toContain('dates');
    expect(tagsOf('#lq.diagram(xscale: "datetime", lq.plot(x, y))')).toContain('dates');
    expect(tagsOf('#let d = range(1, 8).map(i => datetime(year: 2025, month: 1, day: i))\n#lq.diagram(lq.bar(d, y))')).toContain('dates');
    expect(tagsOf('// datetime(year: 2025) in a comment\n#lq.diagram(lq.plot(x, y), title: "datetime(")')).toEqual(['plot']);
    expect(usesDatetimeValues('#let t = lq.scale.datetime()')).toBe(false);
  });

  it('tags a legend by a label on a plotted series or shape, not on an axis or colour bar', () => {
    expect(tagsOf('#lq.diagram(lq.plot(x, y, label: [Data]))')).toContain('legend');
    expect(tagsOf('#lq.diagram(lq.rect(0, 0, width: 1, height: 1, label: [Area]))')).toContain('legend');
    expect(tagsOf('#lq.diagram(lq.plot(x, y), lq.yaxis(label: [Other], position: right))')).not.toContain('legend');
    expect(tagsOf('#let m = lq.colormesh(x, y, f)\n#lq.diagram(m)\n#lq.colorbar(m, label: [K])')).not.toContain('legend');
    expect(tagsOf('#show: lq.set-legend(position: left)\n#lq.diagram(lq.plot(x, y))')).toContain('legend');
  });

  it('tags colour bars, twin axes, shapes, custom ticks and themes', () => {
    expect(tagsOf('#lq.colorbar(lq.colormesh(x, y, f))')).toEqual(['colormesh', 'colorbar']);
    expect(tagsOf('#lq.diagram(lq.plot(x, y), lq.yaxis(position: right, lq.bar(x, z)))')).toEqual(['plot', 'bar', 'twin-axes']);
    expect(tagsOf('#lq.diagram(lq.ellipse(0, 0, width: 1, height: 1), lq.place(1, 1)[A])')).toEqual(['shapes']);
    expect(tagsOf('#lq.diagram(xaxis: (format-ticks: lq.tick-format.linear.with(digits: 1)), lq.plot(x, y))')).toContain('ticks');
    expect(tagsOf('#show: lq.set-tick(inset: 2pt)\n#lq.diagram(lq.plot(x, y))')).toEqual(['plot']);
    expect(tagsOf('#show: lq.theme.moon\n#lq.diagram(lq.plot(x, y))')).toEqual(['plot', 'themes']);
  });

  it('adds the page’s level', () => {
    expect(tagsOf('#lq.diagram(lq.plot(x, y))', 'beginner')).toEqual(['plot', 'beginner']);
  });

  it('tags what is new in 0.5: new names, the new colormesh parameter, datetime values; not older aliases', () => {
    expect(tagsOf('#lq.diagram(xaxis: (locate-ticks: lq.tick-locate.linear.with(unit: 2)), lq.plot(x, y))')).toContain('new-0.5');
    expect(tagsOf('#lq.diagram(xaxis: (locate-ticks: lq.locate-ticks-linear.with(unit: 2)), lq.plot(x, y))')).not.toContain('new-0.5');
    expect(tagsOf('#lq.diagram(xscale: "datetime", lq.plot(x, y))')).toContain('new-0.5');
    expect(tagsOf('#lq.diagram(lq.colormesh(x, y, f, excess: "mask"))')).toEqual(['colormesh', 'new-0.5']);
    expect(tagsOf('#lq.diagram(lq.colormesh(x, y, f))')).toEqual(['colormesh']);
    expect(tagsOf('#lq.diagram(lq.plot((datetime(year: 2025, month: 1, day: 1),), (1,)))')).toEqual(['plot', 'dates', 'new-0.5']);
  });

  it('gives every tag a label and a row', () => {
    expect(new Set(tagDefinitions.map((tag) => tag.id)).size).toBe(tagDefinitions.length);
    expect(tagDefinitions.find((tag) => tag.id === 'new-0.5')).toEqual({ id: 'new-0.5', label: 'new in 0.5', group: 'version' });
    expect(tagDefinitions.find((tag) => tag.id === 'errorbar')?.group).toBe('type');
  });
});

describe('primaryGroup', () => {
  it('lists a figure under its most specific plot function', () => {
    expect(primaryGroup({ lqPaths: ['diagram', 'plot'] })).toBe('plot');
    expect(primaryGroup({ lqPaths: ['diagram', 'plot', 'scatter'] })).toBe('scatter');
    expect(primaryGroup({ lqPaths: ['diagram', 'hlines', 'bar.with'] })).toBe('bar');
    expect(primaryGroup({ lqPaths: ['diagram', 'colormesh', 'contour'] })).toBe('contour');
  });

  it('lists figures without a plot function under shapes or other', () => {
    expect(primaryGroup({ lqPaths: ['diagram', 'path'] })).toBe('shapes');
    expect(primaryGroup({ lqPaths: ['linspace'] })).toBe('other');
  });
});
