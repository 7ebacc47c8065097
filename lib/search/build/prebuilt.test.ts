import { describe, expect, it } from 'vitest';
import { createSearchEngine, loadSearchEngine, type SearchEngine } from '../engine';
import { unpackIndex } from '../packed';
import { siteSearchShards, translationTable } from '../../content/search-index';
import type { PackedIndex, SearchHit } from '../types';
import { benchQueries } from '../../tooling/bench/search';
import { suiteCases } from './relevance-sets';

/**
 * The index the build ships (lib/search/prebuilt.ts) against the one the browser used to build:
 * for every query of the relevance suite and of the search bench (all hits), and each of them
 * with its last two characters still to come (the word being typed is a prefix; the first 20
 * hits), the engine loaded from the shipped index answers exactly as the engine that indexes the
 * records, hits, order, highlights and all: with the docs shard alone (the first answer) and with the second shard added.
 */
const shards = JSON.parse(JSON.stringify(siteSearchShards())) as { docs: PackedIndex; more: PackedIndex };
const docs = unpackIndex(shards.docs);
const rest = unpackIndex(shards.more);
const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

const queries = [
  ...new Set(
    suiteCases(translationTable, { withParts: false })
      .map((testCase) => testCase.query)
      .concat(benchQueries),
  ),
];
/** The same queries as typed, their last word still two characters short (a prefix): the modal's first screen. */
const typing = [...new Set(queries.map((query) => query.slice(0, -2)))].filter((query) => !queries.includes(query));

/** What a visitor sees of an answer (the time it took aside): every hit of a query, the first 20 of one being typed. */
function answer(engine: SearchEngine, query: string, hitsPerPage: number): { nbHits: number; partial: boolean; hits: SearchHit[] } {
  const response = engine.search({ query, facetFilters: filters, hitsPerPage });
  return { nbHits: response.nbHits, partial: response.partial === true, hits: response.hits };
}

function differences(built: SearchEngine, loaded: SearchEngine): string[] {
  const found: string[] = [];
  for (const [query, hitsPerPage] of [...queries.map((query) => [query, 1000] as const), ...typing.map((query) => [query, 20] as const)]) {
    const before = answer(built, query, hitsPerPage);
    const after = answer(loaded, query, hitsPerPage);
    try {
      expect(after).toEqual(before);
    } catch {
      found.push(
        `"${query}": ${before.hits.length} hits built (${before.hits[0]?.url}, …), ${after.hits.length} loaded (${after.hits[0]?.url}, …)`,
      );
    }
  }
  return found;
}

/** Over 2,000 searches with highlighting: up to a minute on the shared machine. */
const SLOW = 300_000;

describe('the prebuilt search index', () => {
  it('is shipped with the docs shard, for all of its records', () => {
    expect(shards.docs.index?.documentCount).toBe(docs.length);
    expect(shards.more.index).toBeUndefined();
    expect(queries.length).toBeGreaterThan(350);
    expect(typing.length).toBeGreaterThan(300);
  });

  it(
    'answers every query of the relevance suite as the index built from the records, docs shard alone',
    () => {
      expect(differences(createSearchEngine(docs), loadSearchEngine(docs, shards.docs.index))).toEqual([]);
    },
    SLOW,
  );

  it(
    'answers every query as the built index once the second shard is added to both',
    () => {
      const built = createSearchEngine(docs);
      built.add(rest);
      const loaded = loadSearchEngine(docs, shards.docs.index);
      loaded.add(rest);
      expect(loaded.size).toBe(built.size);
      expect(differences(built, loaded)).toEqual([]);
      // The statistics too: the merged index serialises the same, term order included.
      expect(JSON.stringify(loaded.toJSON())).toBe(JSON.stringify(built.toJSON()));
    },
    SLOW,
  );
});
