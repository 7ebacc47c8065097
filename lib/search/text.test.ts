import { describe, expect, it } from 'vitest';
import { stripNamespaces } from './query';
import { collapseWhitespace, joinedWords, normalize, normalizeWithMap, splitCamelCase, tokenize } from './text';

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
  it('splits names the way readers type them: snake_case, dotted, CamelCase, key=value, hyphens', () => {
    expect(tokenize('ax.set_ylim')).toEqual(['ax', 'set', 'ylim']);
    expect(tokenize('LogFormatter')).toEqual(['log', 'formatter']);
    expect(tokenize('MaxNLocator')).toEqual(['max', 'n', 'locator']);
    expect(tokenize('ymode=log')).toEqual(['ymode', 'log']);
    expect(tokenize('fill-between')).toEqual(['fill', 'between']);
    // An acronym's plural and a number before a capital stay whole.
    expect(splitCamelCase('PDFs in 3D')).toBe('PDFs in 3D');
  });
  it('gives the index the joined forms of names too', () => {
    expect(joinedWords('LogFormatter')).toEqual(['logformatter']);
    expect(joinedWords('ax.set_ylim and mark-size')).toEqual(['setylim', 'marksize']);
    expect(joinedWords('plain words')).toEqual([]);
  });
  it('drops the module prefixes of dotted names from queries', () => {
    expect(stripNamespaces('plt.xlim')).toBe(' xlim');
    expect(stripNamespaces('ax.set_ylim np.linspace')).toBe(' set_ylim  linspace');
    expect(stripNamespaces('scale.log')).toBe('scale.log');
    expect(stripNamespaces('lq.')).toBe('lq.');
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
