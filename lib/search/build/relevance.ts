import { pageGroups } from '../ranking';
import type { SearchRecord } from '../types';

/**
 * The relevance measure of the relevance test and the library comparison: a query passes when
 * one of its expected pages is among the first three pages of the ranked results, or, for an
 * expected section (`page#anchor`), when that section is listed under one of those three pages.
 */
export interface RelevanceCase {
  query: string;
  /** `/docs/...` or `/docs/...#anchor`: every page or section that answers the query equally well. */
  expect: readonly string[];
}

export const TOP_PAGES = 3;

export function passes(expect: RelevanceCase['expect'], ranked: readonly SearchRecord[]): boolean {
  const top = pageGroups(ranked).slice(0, TOP_PAGES);
  return expect.some((expected) =>
    expected.includes('#') ? top.some((group) => group.urls.includes(expected)) : top.some((group) => group.page === expected),
  );
}

/** "query → expected; got: first, second, third" for a failed case. */
export function describeMiss(testCase: RelevanceCase, ranked: readonly SearchRecord[]): string {
  const top = pageGroups(ranked)
    .slice(0, TOP_PAGES)
    .map((group) => group.urls.join(' + '));
  return `"${testCase.query}" → ${testCase.expect.join(' | ')}; got: ${top.join(', ') || 'nothing'}`;
}
