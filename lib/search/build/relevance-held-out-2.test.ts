import { describe, expect, it } from 'vitest';
import { unpackIndex } from '../packed';
import { siteSearchShards } from '../site-index';
import { translationTable } from '../translation-table';
import { heldOutCases } from './relevance-held-out';
import { heldOutCases2, heldOutGroups2 } from './relevance-held-out-2';
import { questionCases, recipeCases, relevanceCases, taskCases, translationCases } from './relevance-queries';

/**
 * The second held-out set's shape only: nothing here runs the engine, so the set stays unseen by
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
const firstHeldOut = new Set(heldOutCases.map((testCase) => normalise(testCase.query)));
// Every row of the translation table has a record named exactly so; a held-out query should not be one.
const translationNames = new Set(translationTable.map((row) => normalise(row.name)));

describe('second held-out relevance set', () => {
  it('has at least 150 queries, each group in it', () => {
    expect(heldOutCases2.length).toBeGreaterThanOrEqual(150);
    expect(heldOutCases2.length).toBe(Object.values(heldOutGroups2).reduce((sum, group) => sum + group.length, 0));
  });

  it('lists every query once (ignoring case and white space)', () => {
    const seen = new Set<string>();
    const repeated = heldOutCases2.map((testCase) => normalise(testCase.query)).filter((query) => seen.has(query) || !seen.add(query));
    expect(repeated).toEqual([]);
  });

  it('repeats no query of the tuned suite in relevance-queries.ts, of the first held-out set, or a translation-table name', () => {
    const clash = (names: Set<string>) =>
      heldOutCases2.filter((testCase) => names.has(normalise(testCase.query))).map((testCase) => testCase.query);
    expect(clash(tunedQueries)).toEqual([]);
    expect(clash(firstHeldOut)).toEqual([]);
    expect(clash(translationNames)).toEqual([]);
  });

  it('expects one to three pages or sections, each of them a URL of the search index', () => {
    expect(heldOutCases2.filter((testCase) => testCase.expect.length < 1 || testCase.expect.length > 3)).toEqual([]);
    const missing = heldOutCases2.flatMap((testCase) =>
      testCase.expect.filter((url) => !indexedUrls.has(url)).map((url) => `${testCase.query} → ${url}`),
    );
    expect(missing).toEqual([]);
  });

  it('says where every query came from, and no query is blank', () => {
    expect(heldOutCases2.filter((testCase) => testCase.from.trim() === '' || testCase.query.trim() === '')).toEqual([]);
  });
});
