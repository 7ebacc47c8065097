import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '../../search/engine';
import { unpackIndex } from '../../search/packed';
import { describeMiss, passes } from './relevance';
import { questionCases, relevanceCases, TRANSLATION_SAMPLE, translationCases } from './relevance-queries';
import { translationTable } from '../../search/translation-table';
import { siteSearchShards } from '../../search/site-index';

/**
 * The whole index as the browser ends up with it: the docs shard (/search-index.json) indexed
 * first, the rest (/search-index-more.json) added to the same engine, both through their JSON form.
 */
const shards = JSON.parse(JSON.stringify(siteSearchShards()));
const engine = createSearchEngine(unpackIndex(shards.docs));
const rest = unpackIndex(shards.more);
engine.add(rest);
const records = [...unpackIndex(shards.docs), ...rest];
const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

const cases = [...relevanceCases, ...translationCases(translationTable), ...questionCases];

describe('relevance on the site index', () => {
  it('has at least 300 queries (150 of them from the translation table), each pointing at a page of the index', () => {
    expect(translationTable.length).toBeGreaterThanOrEqual(TRANSLATION_SAMPLE);
    expect(cases.length).toBeGreaterThanOrEqual(300);
    const urls = new Set(records.flatMap((record) => [record.url, record.url_without_anchor]));
    expect(cases.filter((testCase) => !urls.has(testCase.expect))).toEqual([]);
  });

  it('finds the expected page or section among the first three pages for at least 95% of them', () => {
    const misses: string[] = [];
    for (const testCase of cases) {
      const { hits } = engine.search({ query: testCase.query, facetFilters: filters, hitsPerPage: 1000 });
      if (!passes(testCase.expect, hits)) misses.push(describeMiss(testCase, hits));
    }
    const rate = (cases.length - misses.length) / cases.length;
    console.log(`relevance: ${cases.length - misses.length}/${cases.length} (${(rate * 100).toFixed(1)}%)`);
    if (misses.length > 0) console.log(`misses:\n${misses.map((miss) => `  ${miss}`).join('\n')}`);
    expect(rate).toBeGreaterThanOrEqual(0.95);
  });
});
