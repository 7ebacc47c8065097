import { describe, expect, it } from 'vitest';
import { findMatches, highlight, snippet } from './highlight';

describe('findMatches', () => {
  it('marks only the matching prefix of a word', () => {
    const { ranges, matched } = findMatches('Plotting data', ['plo']);
    expect(ranges).toEqual([{ start: 0, end: 3 }]);
    expect([...matched]).toEqual(['plo']);
  });
  it('maps diacritic-insensitive matches to the original characters', () => {
    expect(highlight('Élément', ['ele']).value).toBe('<mark>Élé</mark>ment');
  });
});

describe('highlight', () => {
  it('reports full, partial and no matches', () => {
    expect(highlight('Log scale', ['log', 'scale']).matchLevel).toBe('full');
    expect(highlight('Log scale', ['log', 'axis']).matchLevel).toBe('partial');
    const none = highlight('Log scale', ['axis']);
    expect(none.matchLevel).toBe('none');
    expect(none.value).toBe('Log scale');
    expect(none.matchedWords).toEqual([]);
  });
  it('says when the whole value is highlighted', () => {
    expect(highlight('plot', ['plot']).fullyHighlighted).toBe(true);
    expect(highlight('plot types', ['plot']).fullyHighlighted).toBe(false);
  });
  it('escapes the text around and inside the marks', () => {
    const result = highlight('Use <b>bold</b> & x < y', ['bold']);
    expect(result.value).toBe('Use &lt;b&gt;<mark>bold</mark>&lt;/b&gt; &amp; x &lt; y');
  });
  it('uses custom tags', () => {
    expect(highlight('axis', ['axis'], { pre: '<em>', post: '</em>' }).value).toBe('<em>axis</em>');
  });
});

describe('snippet', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen';
  it('keeps short text whole', () => {
    expect(snippet('short text here', ['text'], 10).value).toBe('short <mark>text</mark> here');
  });
  it('cuts around the first match with ellipses', () => {
    const result = snippet(text, ['twelve'], 5);
    expect(result.value).toBe('…ten eleven <mark>twelve</mark> thirteen fourteen…');
    expect(result.matchLevel).toBe('full');
  });
  it('starts at the beginning without a match', () => {
    const result = snippet(text, ['zzz'], 3);
    expect(result.value).toBe('one two three…');
    expect(result.matchLevel).toBe('none');
  });
  it('ends at the text end when the match is near it', () => {
    expect(snippet(text, ['fifteen'], 4).value).toBe('…twelve thirteen fourteen <mark>fifteen</mark>');
  });
});
