import { describe, expect, it } from 'vitest';
import { unpackIndex } from '../packed';
import { siteSearchShards } from '../site-index';
import { translationTable } from '../translation-table';
import { heldOutCases } from './relevance-held-out';
import { questionCases, recipeCases, relevanceCases, taskCases, translationCases } from './relevance-queries';

/**
 * The held-out set's shape only: how well the engine ranks it is measured elsewhere, and nothing
 * here runs the engine, so the set stays unseen by ranking.
 */
const normalise = (query: string) => query.trim().toLowerCase();

const shards = siteSearchShards();
const records = [...unpackIndex(shards.docs), ...unpackIndex(shards.more)];
const indexedUrls = new Set(records.flatMap((record) => [record.url, record.url_without_anchor]));

const tunedQueries = new Set(
  [...relevanceCases, ...translationCases(translationTable), ...questionCases, ...recipeCases, ...taskCases].map((testCase) =>
    normalise(testCase.query),
  ),
);

describe('held-out relevance set', () => {
  it('has at least 140 queries', () => {
    expect(heldOutCases.length).toBeGreaterThanOrEqual(140);
  });

  it('lists every query once (ignoring case and surrounding spaces)', () => {
    const seen = new Set<string>();
    const repeated = heldOutCases.map((testCase) => normalise(testCase.query)).filter((query) => seen.has(query) || !seen.add(query));
    expect(repeated).toEqual([]);
  });

  it('repeats no query of the tuned suite in relevance-queries.ts', () => {
    expect(heldOutCases.filter((testCase) => tunedQueries.has(normalise(testCase.query))).map((testCase) => testCase.query)).toEqual([]);
  });

  it('expects one to three pages or sections, each of them a URL of the search index', () => {
    expect(heldOutCases.filter((testCase) => testCase.expect.length < 1 || testCase.expect.length > 3)).toEqual([]);
    const missing = heldOutCases.flatMap((testCase) =>
      testCase.expect.filter((url) => !indexedUrls.has(url)).map((url) => `${testCase.query} → ${url}`),
    );
    expect(missing).toEqual([]);
  });

  it('says where every query came from, and no query is blank', () => {
    expect(heldOutCases.filter((testCase) => testCase.from.trim() === '' || testCase.query.trim() === '')).toEqual([]);
  });
});
