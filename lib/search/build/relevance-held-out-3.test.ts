import { describe, expect, it } from 'vitest';
import { unpackIndex } from '../packed';
import { siteSearchShards } from '../site-index';
import { translationTable } from '../translation-table';
import { heldOutCases } from './relevance-held-out';
import { heldOutCases2 } from './relevance-held-out-2';
import { heldOutCases3, heldOutGroups3 } from './relevance-held-out-3';
import { questionCases, recipeCases, relevanceCases, taskCases, translationCases } from './relevance-queries';

/**
 * The third held-out set's shape only: nothing here runs the engine, so the set stays unseen by
 * ranking. Queries are compared ignoring case and all white space ("line width" = "linewidth").
 */
const normalise = (query: string) => query.toLowerCase().replace(/\s+/g, '');

const shards = siteSearchShards();
const records = [...unpackIndex(shards.docs), ...unpackIndex(shards.more)];
const indexedUrls = new Set(records.flatMap((record) => [record.url, record.url_without_anchor]));

const tunedQueries = new Set(
  [...relevanceCases, ...translationCases(translationTable), ...questionCases, ...recipeCases, ...taskCases].map((testCase) =>
    normalise(testCase.query),
  ),
);
const earlierHeldOut = new Set([...heldOutCases, ...heldOutCases2].map((testCase) => normalise(testCase.query)));
// Every row of the translation table has a record named exactly so; a held-out query should not be one.
const translationNames = new Set(translationTable.map((row) => normalise(row.name)));

describe('third held-out relevance set', () => {
  it('has at least 150 queries, each group in it', () => {
    expect(heldOutCases3.length).toBeGreaterThanOrEqual(150);
    expect(heldOutCases3.length).toBe(Object.values(heldOutGroups3).reduce((sum, group) => sum + group.length, 0));
  });

  it('lists every query once (ignoring case and white space)', () => {
    const seen = new Set<string>();
    const repeated = heldOutCases3.map((testCase) => normalise(testCase.query)).filter((query) => seen.has(query) || !seen.add(query));
    expect(repeated).toEqual([]);
  });

  it('repeats no query of the tuned suite, of the first two held-out sets, or a translation-table name', () => {
    const clash = (names: Set<string>) =>
      heldOutCases3.filter((testCase) => names.has(normalise(testCase.query))).map((testCase) => testCase.query);
    expect(clash(tunedQueries)).toEqual([]);
    expect(clash(earlierHeldOut)).toEqual([]);
    expect(clash(translationNames)).toEqual([]);
  });

  it('expects one to three pages or sections, each of them a URL of the search index', () => {
    expect(heldOutCases3.filter((testCase) => testCase.expect.length < 1 || testCase.expect.length > 3)).toEqual([]);
    const missing = heldOutCases3.flatMap((testCase) =>
      testCase.expect.filter((url) => !indexedUrls.has(url)).map((url) => `${testCase.query} → ${url}`),
    );
    expect(missing).toEqual([]);
  });

  it('says where every query came from, and no query is blank', () => {
    expect(heldOutCases3.filter((testCase) => testCase.from.trim() === '' || testCase.query.trim() === '')).toEqual([]);
  });
});
