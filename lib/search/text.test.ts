import { describe, expect, it } from 'vitest';
import { collapseWhitespace, normalize, normalizeWithMap, tokenize } from './text';

describe('normalize', () => {
  it('folds case and diacritics', () => {
    expect(normalize('Façade ÉCOLE naïve')).toBe('facade ecole naive');
  });
  it('maps folded positions back to the original text', () => {
    const folded = normalizeWithMap('Ça va');
    expect(folded.value).toBe('ca va');
    expect(folded.starts).toHaveLength(folded.value.length);
    expect(folded.starts[1]).toBe(1);
    expect(folded.ends[0]).toBe(1);
  });
  it('keeps the map right for decomposed input', () => {
    const text = 'e\u0301te'; // "été" with a combining accent
    const folded = normalizeWithMap(text);
    expect(folded.value).toBe('ete');
  });
});

describe('tokenize', () => {
  it('splits on punctuation and keeps letters and digits', () => {
    expect(tokenize('tick-locate.linear(x: 10pt)')).toEqual(['tick', 'locate', 'linear', 'x', '10pt']);
  });
  it('returns nothing for punctuation only', () => {
    expect(tokenize('<>!?')).toEqual([]);
  });
});

describe('collapseWhitespace', () => {
  it('collapses whitespace', () => {
    expect(collapseWhitespace('  a \n\t b  ')).toBe('a b');
  });
});
