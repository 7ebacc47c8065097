import { pageGroups } from '../ranking';
import type { SearchRecord } from '../types';

/**
 * The relevance measure of the relevance test and the library comparison: a query passes when
 * one of its expected pages is among the first three pages of the ranked results, or, for an
 * expected section (`page#anchor`), when that section is listed under one of those three pages.
 */
export interface RelevanceCase {
  query: string;
  /** `/docs/...` or `/docs/...#anchor`; a list when several pages answer the query equally well. */
  expect: string | readonly string[];
}

export const TOP_PAGES = 3;

const expectedOf = (expect: RelevanceCase['expect']): readonly string[] => (typeof expect === 'string' ? [expect] : expect);

export function passes(expect: RelevanceCase['expect'], ranked: readonly SearchRecord[]): boolean {
  const top = pageGroups(ranked).slice(0, TOP_PAGES);
  return expectedOf(expect).some((expected) =>
    expected.includes('#') ? top.some((group) => group.urls.includes(expected)) : top.some((group) => group.page === expected),
  );
}

/** "query → expected; got: first, second, third" for a failed case. */
export function describeMiss(testCase: RelevanceCase, ranked: readonly SearchRecord[]): string {
  const top = pageGroups(ranked)
    .slice(0, TOP_PAGES)
    .map((group) => group.urls.join(' + '));
  return `"${testCase.query}" → ${expectedOf(testCase.expect).join(' | ')}; got: ${top.join(', ') || 'nothing'}`;
}
