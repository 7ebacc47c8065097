import { describe, expect, it } from 'vitest';
import { createSearchEngine, matchesFacetFilters, truncateQuery } from './engine';
import { fixtureDefinitions, fixtureDocs } from './fixtures';
import { buildRecords } from './records';
import type { SearchRecord } from './types';

const records = buildRecords(fixtureDocs, fixtureDefinitions);
const engine = createSearchEngine(records, () => 0);
const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] as const;

describe('matching', () => {
  it('matches prefixes, case- and diacritic-insensitively', () => {
    expect(engine.search({ query: 'LOGARITH' }).nbHits).toBeGreaterThan(0);
    expect(engine.search({ query: 'ecoles facade' }).hits[0]?.content).toBe('Écoles and façades welcome diacritics.');
  });
  it('requires every word', () => {
    expect(engine.search({ query: 'twin axes' }).hits[0]?.url).toBe('/docs/tutorials/axis#twin-axes');
    expect(engine.search({ query: 'twin climograph' }).nbHits).toBe(0);
  });
  it('finds reference parameters by name', () => {
    const hit = engine.search({ query: 'mark' }).hits.find((h) => h.url === '/docs/reference/plot#mark');
    expect(hit?.type).toBe('lvl3');
  });
  it('does not index code blocks', () => {
    expect(engine.search({ query: 'secretcodeword' }).nbHits).toBe(0);
  });
});

describe('ranking', () => {
  it('puts a title equal to the query first', () => {
    expect(engine.search({ query: 'plot' }).hits[0]?.url).toBe('/docs/reference/plot');
  });
  it('prefers titles over headings over content', () => {
    const urls = engine.search({ query: 'axis' }).hits.map((h) => h.url);
    expect(urls[0]).toBe('/docs/tutorials/axis');
    const scaleUrls = engine.search({ query: 'scale' }).hits.map((h) => h.url);
    // "scale.log" (title) before "Log scale" (heading) before content mentions.
    expect(scaleUrls.indexOf('/docs/reference/scale.log')).toBeLessThan(scaleUrls.indexOf('/docs/tutorials/axis#log-scale'));
  });
  it('prefers exact words over prefixes', () => {
    const exact = createSearchEngine([record('a', 'Plotting', 'content'), record('b', 'Plot', 'content')], () => 0);
    expect(exact.search({ query: 'plot' }).hits.map((h) => h.objectID)).toEqual(['b', 'a']);
  });
  it('returns one hit per URL', () => {
    const hits = engine.search({ query: 'lilaq' }).hits;
    expect(new Set(hits.map((h) => h.url)).size).toBe(hits.length);
  });
});

describe('queries', () => {
  it('truncates the query to 64 characters', () => {
    const long = 'plot '.repeat(100);
    expect(long.length).toBe(500);
    const result = engine.search({ query: long });
    expect(result.query).toHaveLength(64);
    expect(result.nbHits).toBeGreaterThan(0);
    expect(truncateQuery('x'.repeat(500))).toHaveLength(64);
  });
  it('answers a query without words with no hits', () => {
    expect(engine.search({ query: '' }).nbHits).toBe(0);
    expect(engine.search({ query: '!!! ???' }).hits).toEqual([]);
  });
  it('answers an unknown word with no results', () => {
    const result = engine.search({ query: 'zzzzqqq' });
    expect(result).toMatchObject({ nbHits: 0, nbPages: 0, hits: [], page: 0 });
  });
  it('never turns HTML in the query into markup', () => {
    const query = '<img src=x onerror=alert(1)>';
    const result = engine.search({ query });
    expect(result.query).toBe(query);
    for (const hit of result.hits) {
      expect(JSON.stringify(hit._highlightResult)).not.toMatch(/<img|<(?!\/?mark>)/);
    }
    const markup = engine.search({ query: 'markup <b>this</b>' });
    expect(markup.nbHits).toBe(1);
    const html = markup.hits[0]?._highlightResult.content?.value ?? '';
    expect(html).toBe('<mark>Markup</mark> like &lt;<mark>b</mark>&gt;<mark>this</mark>&lt;/<mark>b</mark>&gt; in text &amp; more.');
    expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });
});

describe('result fields', () => {
  it('has highlight and snippet results as DocSearch reads them', () => {
    const hit = engine.search({
      query: 'twin',
      attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:3'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    }).hits[0];
    expect(hit?._highlightResult.hierarchy.lvl0?.value).toBe('Tutorials');
    expect(hit?._highlightResult.hierarchy.lvl2).toMatchObject({
      value: '<mark>Twin</mark> axes',
      matchLevel: 'full',
      matchedWords: ['twin'],
    });
    expect(hit?._snippetResult.hierarchy.lvl2?.value).toBe('<mark>Twin</mark> axes');
    expect(hit?._snippetResult.hierarchy.lvl1?.matchLevel).toBe('none');
  });
  it('snippets content to the requested number of words', () => {
    const hits = engine.search({ query: 'logarithmic', attributesToSnippet: ['content:3'], snippetEllipsisText: '…' }).hits;
    const hit = hits.find((h) => h.url === '/docs/tutorials/axis#log-scale');
    expect(hit?._snippetResult.content?.value).toBe('…a <mark>logarithmic</mark> scale…');
    expect(hits[0]?._snippetResult.content?.value).toBe('A <mark>logarithmic</mark> scale.');
  });
  it('ignores unsafe highlight tags', () => {
    const hit = engine.search({ query: 'twin', highlightPreTag: '<img src=x onerror=alert(1)>', highlightPostTag: '</x>' }).hits[0];
    expect(hit?._highlightResult.hierarchy.lvl2?.value).toBe('<mark>Twin</mark> axes');
  });
});

describe('facet filtering', () => {
  const other: SearchRecord = { ...record('fr', 'plot en français', 'content'), language: 'fr' };
  const blog: SearchRecord = { ...record('blog', 'plot news', 'content'), docusaurus_tag: 'blog_posts' };
  const mixed = createSearchEngine([...records, other, blog], () => 0);

  it('applies language and version tag filters (AND of ORs)', () => {
    const ids = mixed.search({ query: 'plot', facetFilters: filters, hitsPerPage: 100 }).hits.map((h) => h.objectID);
    expect(ids).not.toContain('fr');
    expect(ids).not.toContain('blog');
    const unfiltered = mixed.search({ query: 'plot', hitsPerPage: 100 }).hits.map((h) => h.objectID);
    expect(unfiltered).toEqual(expect.arrayContaining(['fr', 'blog']));
  });
  it('supports string filters and negation', () => {
    expect(matchesFacetFilters(other, 'language:fr')).toBe(true);
    expect(matchesFacetFilters(other, ['language:-fr'])).toBe(false);
    expect(matchesFacetFilters(other, ['-language:en'])).toBe(true);
    expect(matchesFacetFilters(other, [['language:en', 'language:fr']])).toBe(true);
    expect(matchesFacetFilters(other, ['nonsense'])).toBe(false);
  });
});

describe('paging', () => {
  const many = createSearchEngine(
    Array.from({ length: 45 }, (_, i) => record(`r${i}`, `figure number ${i}`, 'content')),
    () => 0,
  );
  it('pages with hitsPerPage (20 by default)', () => {
    const first = many.search({ query: 'figure' });
    expect(first).toMatchObject({ nbHits: 45, nbPages: 3, hitsPerPage: 20, page: 0 });
    expect(first.hits).toHaveLength(20);
    const last = many.search({ query: 'figure', page: 2 });
    expect(last.hits.map((h) => h.objectID)).toEqual(['r40', 'r41', 'r42', 'r43', 'r44']);
    expect(many.search({ query: 'figure', page: 9 }).hits).toEqual([]);
    expect(many.search({ query: 'figure', hitsPerPage: 5 }).nbPages).toBe(9);
  });
  it('reports the index and parameters', () => {
    const result = many.search({ query: 'figure' }, 'lilaq');
    expect(result.index).toBe('lilaq');
    expect(result.params).toContain('query=figure');
  });
});

function record(id: string, content: string, type: SearchRecord['type']): SearchRecord {
  return {
    objectID: id,
    url: `/docs/${id}`,
    url_without_anchor: `/docs/${id}`,
    anchor: null,
    type,
    hierarchy: { lvl0: 'Docs', lvl1: `Page ${id}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  };
}
