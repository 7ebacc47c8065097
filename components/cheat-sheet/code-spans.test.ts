import { describe, expect, it } from 'vitest';
import { codeSpans } from './code-spans';

/** «code» and prose, as one string, to compare at a glance. */
const show = (text: string) =>
  codeSpans(text)
    .map((span) => (span.code ? `«${span.text}»` : span.text))
    .join('');

describe('codeSpans', () => {
  it('keeps a call with its arguments as one code span', () => {
    expect(show('lq.plot(x, y, step: end)')).toBe('«lq.plot(x, y, step: end)»');
    expect(show('xaxis: (mirror: false), yaxis: (mirror: false)')).toBe('«xaxis: (mirror: false)», «yaxis: (mirror: false)»');
  });

  it('leaves prose around code as prose, commas and a colon after a call included', () => {
    expect(show('no histogram function: count the bins, then lq.bar')).toBe('no histogram function: count the bins, then «lq.bar»');
    expect(show('lq.plot(xs, x => f(x)): y may be a function')).toBe('«lq.plot(xs, x => f(x))»: y may be a function');
    expect(show('lq.theme.misty: grey data area')).toBe('«lq.theme.misty»: grey data area');
  });

  it('treats a key after a prose word as punctuation, and after a separator as code', () => {
    expect(show('no stream plots: lq.quiver draws arrows')).toBe('no stream plots: «lq.quiver» draws arrows');
    expect(show('no jumps; step: end draws the risers')).toBe('no jumps; «step: end» draws the risers');
    expect(show('every: n on the plot')).toBe('«every: n» on the plot');
  });

  it('joins show and set rules with their selectors', () => {
    expect(show('show lq.selector(lq.legend): set grid(columns: 2 * n)')).toBe('«show lq.selector(lq.legend): set grid(columns: 2 * n)»');
    expect(show('show: lq.theme.skyline (or your own set rules)')).toBe('«show: lq.theme.skyline» (or your own set rules)');
    expect(show('set rules inside a block')).toBe('set rules inside a block');
  });

  it('tells asides in parentheses from value tuples, and versions from numbers', () => {
    expect(show('lq.tick-format.linear (the default)')).toBe('«lq.tick-format.linear» (the default)');
    expect(show('xaxis: (ticks: (0, 1, 2))')).toBe('«xaxis: (ticks: (0, 1, 2))»');
    expect(show('no pie charts in Lilaq 0.5.0')).toBe('no pie charts in Lilaq 0.5.0');
  });
});
