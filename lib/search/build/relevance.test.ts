import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '../engine';
import { unpackIndex } from '../packed';
import { pageGroups } from '../ranking';
import { describeMiss, passes, type RelevanceCase } from './relevance';
import { heldOutSets, partCases, suiteCases, TRANSLATION_SAMPLE } from './relevance-sets';
import { siteSearchShards, translationTable } from '../../content/search-index';

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
const search = (query: string) => engine.search({ query, facetFilters: filters, hitsPerPage: 1000 }).hits;

/** The suite the ranking was first tuned on (lib/search/README.md). */
const suiteList: readonly RelevanceCase[] = suiteCases(translationTable);

/**
 * Everything the ranking has been tuned on, or may be: the suite, and the first four held-out
 * sets, each measured once unseen (136/168, 81.0%; 124/160, 77.5%; 130/160, 81.3%; 122/160, 76.3%)
 * and seen after. The fifth set (relevance/held-out-5.json) is measured apart below: measured once,
 * unseen, on 27 November 2026 after the changes of that day (119/160, 74.4%; 114/160 with the
 * ranking of the day before), its misses not read.
 */
const {
  first: { cases: firstHeldOutCases },
  second: { cases: secondHeldOutCases },
  third: { cases: thirdHeldOutCases },
  fourth: { cases: fourthHeldOutCases },
  fifth: { cases: heldOutCases },
} = heldOutSets;
const tuningCases: readonly RelevanceCase[] = [
  ...suiteList,
  ...firstHeldOutCases,
  ...secondHeldOutCases,
  ...thirdHeldOutCases,
  ...fourthHeldOutCases,
];

/**
 * The held-out set's misses are printed only when asked for (RELEVANCE_HELD_OUT_MISSES=1): the
 * ranking is tuned while looking at the tuning suite's misses alone.
 */
const showHeldOutMisses = process.env.RELEVANCE_HELD_OUT_MISSES === '1';

function measure(list: readonly RelevanceCase[]): { passed: number; total: number; misses: string[] } {
  const misses: string[] = [];
  for (const testCase of list) {
    const hits = search(testCase.query);
    if (!passes(testCase.expect, hits)) misses.push(describeMiss(testCase, hits));
  }
  return { passed: list.length - misses.length, total: list.length, misses };
}

/**
 * Floors, not targets: where each set stood when it was last measured (lib/search/README.md,
 * "Held-out results"), so a change that loses queries fails. The target for a held-out set is 95%.
 */
const FLOORS = { first: 146, second: 138, third: 137, fourth: 134, fifth: 119 } as const;

const percent = (passed: number, total: number) => `${passed}/${total} (${((passed / total) * 100).toFixed(1)}%)`;
const urls = new Set(records.flatMap((record) => [record.url, record.url_without_anchor]));
const missingTargets = (list: readonly RelevanceCase[]) =>
  list.flatMap((testCase) =>
    [testCase.expect]
      .flat()
      .filter((url) => !urls.has(url))
      .map((url) => `${testCase.query} → ${url}`),
  );

describe('relevance on the site index', () => {
  it('has at least 300 tuning queries (150 of them from the translation table) and a held-out set of 140, each pointing at a page of the index', () => {
    expect(translationTable.length).toBeGreaterThanOrEqual(TRANSLATION_SAMPLE);
    expect(tuningCases.length).toBeGreaterThanOrEqual(300);
    expect(heldOutCases.length).toBeGreaterThanOrEqual(140);
    expect(missingTargets(tuningCases)).toEqual([]);
    expect(missingTargets(heldOutCases)).toEqual([]);
  });

  it('keeps the held-out set apart from the tuning suite: no query in both', () => {
    const tuned = new Set(tuningCases.map((testCase) => testCase.query.toLowerCase()));
    expect(heldOutCases.filter((testCase) => tuned.has(testCase.query.toLowerCase())).map((testCase) => testCase.query)).toEqual([]);
  });

  it('finds an expected page or section among the first three pages: 95% of the suite, and the held-out sets where they stand', () => {
    const suite = measure(suiteList);
    const first = measure(firstHeldOutCases);
    const second = measure(secondHeldOutCases);
    const third = measure(thirdHeldOutCases);
    const fourth = measure(fourthHeldOutCases);
    const heldOut = measure(heldOutCases);
    console.log(
      `relevance, suite: ${percent(suite.passed, suite.total)}; held-out sets tuned on since: first ${percent(first.passed, first.total)}, second ${percent(second.passed, second.total)}, third ${percent(third.passed, third.total)}, fourth ${percent(fourth.passed, fourth.total)}`,
    );
    const misses = [...suite.misses, ...first.misses, ...second.misses, ...third.misses, ...fourth.misses];
    if (misses.length > 0) console.log(`tuning misses:\n${misses.map((miss) => `  ${miss}`).join('\n')}`);
    console.log(`relevance, held-out set: ${percent(heldOut.passed, heldOut.total)}`);
    if (showHeldOutMisses && heldOut.misses.length > 0)
      console.log(`held-out misses:\n${heldOut.misses.map((miss) => `  ${miss}`).join('\n')}`);
    expect(suite.passed / suite.total).toBeGreaterThanOrEqual(0.95);
    expect(first.passed).toBeGreaterThanOrEqual(FLOORS.first);
    expect(second.passed).toBeGreaterThanOrEqual(FLOORS.second);
    expect(third.passed).toBeGreaterThanOrEqual(FLOORS.third);
    expect(fourth.passed).toBeGreaterThanOrEqual(FLOORS.fourth);
    expect(heldOut.passed).toBeGreaterThanOrEqual(FLOORS.fifth);
    // About 1,000 queries against the whole index: 21 s at a load of 2 on this kind of machine, 72 s
    // while other builds shared its two cores. Speed is the bench's business, not this test's.
  }, 240_000);

  it('finds the element behind every part of a diagram by its everyday name (the anatomy figure’s parts)', () => {
    const misses = partCases.filter((testCase) => !passes(testCase.expect, search(testCase.query)));
    expect(misses.map((testCase) => describeMiss(testCase, search(testCase.query)))).toEqual([]);
  });

  it('answers a question about dates on an axis with the time-series tutorial, before reference pages that mention dates', () => {
    for (const query of ['dates on an axis', 'dates on the x axis', 'time series']) {
      const pages = pageGroups(search(query)).map((group) => group.page);
      const tutorial = pages.indexOf('/docs/tutorials/time-series');
      expect(tutorial, query).toBeGreaterThanOrEqual(0);
      expect(tutorial, query).toBeLessThan(3);
      const firstReference = pages.findIndex((page) => page.startsWith('/docs/reference/'));
      expect(firstReference === -1 || tutorial < firstReference, query).toBe(true);
    }
  });

  it('answers a question about a release with its release post, ahead of the other posts', () => {
    for (const query of ["what's new in 0.5", 'what changed in 0.4', 'lilaq 0.5 release']) {
      const pages = pageGroups(search(query)).map((group) => group.page);
      const post = pages.indexOf(`/blog/release-${/0\.(\d)/.exec(query)?.[0]}.0`);
      expect(post, query).toBeGreaterThanOrEqual(0);
      expect(post, query).toBeLessThan(3);
      expect(
        pages.findIndex((page) => page.startsWith('/blog/')),
        query,
      ).toBe(post);
    }
  });
});
