import { describe, expect, it } from 'vitest';
import { pageGroups, rankByPage } from './ranking';
import type { SearchRecord } from './types';

function record(url: string, type: SearchRecord['type'], content: string | null): SearchRecord {
  const [page = url, anchor = null] = url.split('#');
  return {
    objectID: `${url}:${type}`,
    url,
    url_without_anchor: page,
    anchor,
    type,
    hierarchy: { lvl0: 'Docs', lvl1: page, lvl2: anchor, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  };
}

describe('rankByPage', () => {
  it('orders pages by their best record, leads first, and puts a matching page record at the head of its group', () => {
    const ranked = rankByPage([
      { record: record('/a#x', 'lvl2', null), score: 9 },
      { record: record('/b', 'lvl1', 'B'), score: 8 },
      { record: record('/a', 'lvl1', 'A'), score: 2 },
      { record: record('/a#y', 'lvl2', null), score: 1 },
    ]);
    expect(ranked.map((r) => r.url)).toEqual(['/a', '/b', '/a#x', '/a#y']);
    expect(pageGroups(ranked)).toEqual([
      { page: '/a', urls: ['/a', '/a#x', '/a#y'] },
      { page: '/b', urls: ['/b'] },
    ]);
  });
  it('keeps one record per URL, showing the paragraph rather than a heading without text', () => {
    const ranked = rankByPage([
      { record: record('/a#x', 'lvl2', null), score: 5 },
      { record: record('/a#x', 'content', 'The words.'), score: 1 },
      { record: record('/a#x', 'content', 'Other words.'), score: 0.5 },
    ]);
    expect(ranked.map((r) => r.content)).toEqual(['The words.']);
  });
  it('keeps at most three records of a page', () => {
    const ranked = rankByPage(['a', 'b', 'c', 'd'].map((anchor, i) => ({ record: record(`/p#${anchor}`, 'lvl2', null), score: 4 - i })));
    expect(ranked.map((r) => r.url)).toEqual(['/p#a', '/p#b', '/p#c']);
  });
});
