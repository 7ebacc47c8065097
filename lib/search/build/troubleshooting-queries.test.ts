/**
 * Problems without an error message, asked as readers ask them in Lilaq's issue tracker and on the
 * Typst forum (reworded): the troubleshooting page answers each among the first three pages. The
 * relevance suites (relevance.test.ts) check that these answers cost no other query its page.
 */
import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '../engine';
import { unpackIndex } from '../packed';
import { describeMiss, passes, type RelevanceCase } from './relevance';
import { siteSearchShards } from '../../content/search-index';

/** The whole index as the browser ends up with it (as in relevance.test.ts). */
const shards = JSON.parse(JSON.stringify(siteSearchShards()));
const engine = createSearchEngine(unpackIndex(shards.docs));
engine.add(unpackIndex(shards.more));
const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const search = (query: string) => engine.search({ query, facetFilters: filters, hitsPerPage: 1000 }).hits;

const PAGE = '/docs/errors/troubleshooting';

const troubleshootingCases: readonly RelevanceCase[] = [
  // "bar chart with dates stays empty" (Lilaq issue tracker)
  { query: 'bar chart with dates stays empty', expect: [PAGE] },
  // The time-series tutorial's bar chart over months answers it too.
  { query: 'bars not visible on a date axis', expect: [PAGE, '/docs/tutorials/time-series#a-bar-chart-over-months'] },
  { query: 'why is my bar plot over days empty', expect: [PAGE] },
  // "extra-ticks option not working" (Lilaq issue #65)
  { query: 'extra-ticks option not working', expect: [PAGE] },
  { query: 'extra ticks do nothing', expect: [PAGE] },
  // mark styling that seems to be ignored
  { query: 'mark-color does nothing', expect: [PAGE] },
  { query: 'marker colour not changing with x marks', expect: [PAGE] },
  // a diagram out of place in a paragraph with first-line indent (Typst forum)
  { query: 'diagram indented with first-line-indent', expect: [PAGE] },
  { query: 'plot is shifted to the right in my paragraph', expect: [PAGE] },
  // a huge box plot (Lilaq issue #45)
  { query: 'boxplot of millions of values runs out of memory', expect: [PAGE] },
  { query: 'boxplot uses too much RAM', expect: [PAGE] },
  // "lq.place datetime coordinate error" (Lilaq issue #156): a message, explained in the index
  { query: 'lq.place at a date does not work', expect: ['/docs/errors/typst#cannot-subtract-length-from-datetime'] },
];

describe('troubleshooting in readers’ words', () => {
  it('finds the troubleshooting page among the first three for every problem it answers', () => {
    const misses = troubleshootingCases.filter((testCase) => !passes(testCase.expect, search(testCase.query)));
    expect(misses.map((testCase) => describeMiss(testCase, search(testCase.query)))).toEqual([]);
  }, 120_000);
});
