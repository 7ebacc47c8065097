import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '../../search/engine';
import { unpackIndex } from '../../search/packed';
import { describeMiss, passes } from './relevance';
import { relevanceCases } from './relevance-queries';
import { siteSearchIndex } from '../../search/site-index';

/** The index the site ships (same builder as /search-index.json), through its JSON form. */
const records = unpackIndex(JSON.parse(JSON.stringify(siteSearchIndex())));
const engine = createSearchEngine(records);
const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

describe('relevance on the site index', () => {
  it('has at least 60 realistic queries, each pointing at a page of the index', () => {
    expect(relevanceCases.length).toBeGreaterThanOrEqual(60);
    const urls = new Set(records.map((record) => record.url));
    expect(relevanceCases.filter((testCase) => !urls.has(testCase.expect))).toEqual([]);
  });

  it('finds the expected page or section among the first three pages for at least 95% of them', () => {
    const misses: string[] = [];
    for (const testCase of relevanceCases) {
      const { hits } = engine.search({ query: testCase.query, facetFilters: filters, hitsPerPage: 1000 });
      if (!passes(testCase.expect, hits)) misses.push(describeMiss(testCase, hits));
    }
    const rate = (relevanceCases.length - misses.length) / relevanceCases.length;
    console.log(`relevance: ${relevanceCases.length - misses.length}/${relevanceCases.length} (${(rate * 100).toFixed(1)}%)`);
    if (misses.length > 0) console.log(`misses:\n${misses.map((miss) => `  ${miss}`).join('\n')}`);
    expect(rate).toBeGreaterThanOrEqual(0.95);
  });
});
