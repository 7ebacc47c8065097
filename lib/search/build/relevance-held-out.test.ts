import { describe, expect, it } from 'vitest';
import { sourceTools, translations, type SourceTool } from '@/lib/content/translations';
import { unpackIndex } from '../packed';
import { siteSearchShards, translationTable } from '../../content/search-index';
import { heldOutSets, normaliseQuery as normalise, suiteCases, type HeldOutCase, type RelevanceSet } from './relevance-sets';

/**
 * The held-out sets' shape only: how well the engine ranks them is measured in relevance.test.ts,
 * and nothing here runs the engine. Queries are compared ignoring case and all white space
 * ("line width" = "linewidth").
 */
const normalised = (cases: readonly { query: string }[]) => new Set(cases.map((testCase) => normalise(testCase.query)));

const shards = siteSearchShards();
const records = [...unpackIndex(shards.docs), ...unpackIndex(shards.more)];
const indexedUrls = new Set(records.flatMap((record) => [record.url, record.url_without_anchor]));

const tunedQueries = normalised(suiteCases(translationTable));
// Every row of the translation table has a record named exactly so; a held-out query should not be one.
const translationNames = (tools: readonly SourceTool[]) =>
  new Set(tools.flatMap((tool) => translations[tool].map((row) => normalise(row.name))));

interface HeldOutSet {
  name: string;
  set: RelevanceSet<HeldOutCase>;
  /**
   * The first set was written before these checks: its queries that match a tuned query only when
   * spaces are ignored, and those that are translation-table names, as it was measured with them.
   */
  writtenBefore?: { tuned: readonly string[]; translationNames: readonly string[] };
  /**
   * Tools whose rows came after the set was written, and how many of the set's queries are names
   * of those rows: such a query was written before the row existed, so it is allowed. Counted,
   * not listed, so that the fifth set stays unread; a change to the count means rows were added
   * or renamed, and the count is updated with them.
   */
  laterRows?: { tools: readonly SourceTool[]; clashes: number };
}

/** The gnuplot rows (content/translations/gnuplot.yaml) came after the fifth set. */
const gnuplotRowsAfter = (clashes: number) => ({ tools: ['gnuplot'] as const, clashes });

/** Each set in the order it was written: a set repeats no query of the sets before it. */
const sets: HeldOutSet[] = [
  {
    name: 'first',
    set: heldOutSets.first,
    writtenBefore: {
      tuned: ['markersize', 'cheatsheet'],
      translationNames: ['magma', 'ymode=log', 'geom_point', 'facet_wrap', 'geom_text'],
    },
    laterRows: gnuplotRowsAfter(0),
  },
  { name: 'second', set: heldOutSets.second, laterRows: gnuplotRowsAfter(1) },
  { name: 'third', set: heldOutSets.third, laterRows: gnuplotRowsAfter(0) },
  { name: 'fourth', set: heldOutSets.fourth, laterRows: gnuplotRowsAfter(5) },
  { name: 'fifth', set: heldOutSets.fifth, laterRows: gnuplotRowsAfter(5) },
];

describe.each(sets.map((set, index) => ({ ...set, earlier: normalised(sets.slice(0, index).flatMap((s) => s.set.cases)) })))(
  'the $name held-out relevance set',
  ({ set: { cases, groups }, earlier, writtenBefore = { tuned: [], translationNames: [] }, laterRows = { tools: [], clashes: 0 } }) => {
    it('has at least 140 queries, each in one of its groups', () => {
      expect(cases.length).toBeGreaterThanOrEqual(140);
      expect(cases.length).toBe(Object.values(groups).reduce((sum, group) => sum + group.length, 0));
    });

    it('lists every query once (ignoring case and white space)', () => {
      const seen = new Set<string>();
      const repeated = cases.map((testCase) => normalise(testCase.query)).filter((query) => seen.has(query) || !seen.add(query));
      expect(repeated).toEqual([]);
    });

    it('repeats no query of the tuned suite or of an earlier set, and no translation-table name', () => {
      const clash = (names: Set<string>) =>
        cases.filter((testCase) => names.has(normalise(testCase.query))).map((testCase) => testCase.query);
      expect(clash(tunedQueries)).toEqual(writtenBefore.tuned);
      expect(clash(earlier)).toEqual([]);
      expect(clash(translationNames(sourceTools.filter((tool) => !laterRows.tools.includes(tool))))).toEqual(
        writtenBefore.translationNames,
      );
      expect(clash(translationNames(laterRows.tools)).length).toBe(laterRows.clashes);
    });

    it('expects one to three pages or sections, each of them a URL of the search index', () => {
      expect(cases.filter((testCase) => testCase.expect.length < 1 || testCase.expect.length > 3)).toEqual([]);
      const missing = cases.flatMap((testCase) =>
        testCase.expect.filter((url) => !indexedUrls.has(url)).map((url) => `${testCase.query} → ${url}`),
      );
      expect(missing).toEqual([]);
    });

    it('says where every query came from, and no query is blank', () => {
      expect(cases.filter((testCase) => testCase.from.trim() === '' || testCase.query.trim() === '')).toEqual([]);
    });
  },
);
