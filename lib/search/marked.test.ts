import { describe, expect, it } from 'vitest';
import { parseHighlighted } from './marked';

describe('parseHighlighted', () => {
  it('splits marked and plain parts and unescapes entities', () => {
    expect(parseHighlighted('a &lt;b&gt; <mark>plot</mark>ting &amp; c')).toEqual([
      { text: 'a <b> ', marked: false },
      { text: 'plot', marked: true },
      { text: 'ting & c', marked: false },
    ]);
  });
  it('handles an unclosed mark and empty input', () => {
    expect(parseHighlighted('<mark>x')).toEqual([{ text: 'x', marked: true }]);
    expect(parseHighlighted('')).toEqual([]);
  });
});
