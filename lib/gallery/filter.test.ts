import { describe, expect, it } from 'vitest';
import { countLabel, cutText, filterSearch, matchesFilter, MAX_FILTER_TEXT, normaliseText, parseFilter } from './filter';

const known = ['plot', 'bar', 'hbar', 'log', 'legend', 'beginner'];
const groups: Record<string, string> = { plot: 'type', bar: 'type', hbar: 'type', log: 'scale', legend: 'feature', beginner: 'level' };
const groupOf = (tag: string) => groups[tag];

describe('parseFilter', () => {
  it('reads tags and text from the query string, tags in button order', () => {
    expect(parseFilter('?tag=log&tag=bar&q=error+bars', known)).toEqual({ tags: ['bar', 'log'], q: 'error bars' });
    expect(parseFilter('', known)).toEqual({ tags: [], q: '' });
  });

  it('drops unknown, repeated and empty tags', () => {
    expect(parseFilter('?tag=pie&tag=bar&tag=bar&tag=&tag=<b>x</b>&tag=BAR', known)).toEqual({ tags: ['bar'], q: '' });
  });

  it('keeps markup in the text as text and cuts long text without splitting a character', () => {
    expect(parseFilter(`?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`, known).q).toBe('<img src=x onerror=alert(1)>');
    expect(parseFilter(`?q=${'a'.repeat(500)}`, known).q).toHaveLength(MAX_FILTER_TEXT);
    const emoji = cutText('📈'.repeat(100));
    expect(Array.from(emoji)).toHaveLength(MAX_FILTER_TEXT);
    expect(emoji.endsWith('📈')).toBe(true);
  });
});

describe('filterSearch', () => {
  it('writes the query string the page reads back', () => {
    const filter = { tags: ['bar', 'log'], q: ' error  ' };
    expect(filterSearch(filter)).toBe('?tag=bar&tag=log&q=error');
    expect(parseFilter(filterSearch(filter), known)).toEqual({ tags: ['bar', 'log'], q: 'error' });
    expect(filterSearch({ tags: [], q: '  ' })).toBe('');
    expect(filterSearch({ tags: [], q: 'a&b=c' })).toBe('?q=a%26b%3Dc');
  });
});

describe('matchesFilter', () => {
  const bars = { tags: ['bar', 'legend'], text: normaliseText('Bar charts Grouped bars Three groups of bars bar legend') };
  const logPlot = { tags: ['plot', 'log'], text: normaliseText('Axes Logarithmic axes A line on a log axis plot log') };

  it('matches everything without a filter', () => {
    expect(matchesFilter(bars, { tags: [], q: '' }, groupOf)).toBe(true);
  });

  it('widens within a row of tags and narrows across rows', () => {
    expect(matchesFilter(bars, { tags: ['bar', 'hbar'], q: '' }, groupOf)).toBe(true);
    expect(matchesFilter(logPlot, { tags: ['bar', 'hbar'], q: '' }, groupOf)).toBe(false);
    expect(matchesFilter(logPlot, { tags: ['plot', 'bar', 'log'], q: '' }, groupOf)).toBe(true);
    expect(matchesFilter(bars, { tags: ['bar', 'log'], q: '' }, groupOf)).toBe(false);
  });

  it('needs every word, in any case and with or without accents', () => {
    expect(matchesFilter(bars, { tags: [], q: 'GROUPED  Bars' }, groupOf)).toBe(true);
    expect(matchesFilter(bars, { tags: [], q: 'grouped log' }, groupOf)).toBe(false);
    expect(matchesFilter(logPlot, { tags: [], q: 'logarithmic' }, groupOf)).toBe(true);
    expect(normaliseText('Légende  Ÿ')).toBe('legende y');
  });
});

describe('countLabel', () => {
  it('says how many figures show', () => {
    expect(countLabel(272, 272)).toBe('272 figures');
    expect(countLabel(42, 272)).toBe('42 of 272 figures');
    expect(countLabel(1, 1)).toBe('1 figure');
  });
});
