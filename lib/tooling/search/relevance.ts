import { pageGroups } from '../../search/ranking';
import type { SearchRecord } from '../../search/types';

/**
 * The relevance measure of the relevance test and the library comparison: a query passes when
 * its expected page is among the first three pages of the ranked results, or, for an expected
 * section (`page#anchor`), when that section is listed under one of those three pages.
 */
export interface RelevanceCase {
  query: string;
  /** `/docs/...` or `/docs/...#anchor`. */
  expect: string;
}

export const TOP_PAGES = 3;

export function passes(expected: string, ranked: readonly SearchRecord[]): boolean {
  const top = pageGroups(ranked).slice(0, TOP_PAGES);
  return expected.includes('#') ? top.some((group) => group.urls.includes(expected)) : top.some((group) => group.page === expected);
}

/** "query → expected; got: first, second, third" for a failed case. */
export function describeMiss(testCase: RelevanceCase, ranked: readonly SearchRecord[]): string {
  const top = pageGroups(ranked)
    .slice(0, TOP_PAGES)
    .map((group) => group.urls.join(' + '));
  return `"${testCase.query}" → ${testCase.expect}; got: ${top.join(', ') || 'nothing'}`;
}

/**
 * Which half of the suite a query belongs to: FNV-1a (32 bits) of the query's UTF-8 bytes, even →
 * the tuning half, odd → the held-out half. Fixed by the text alone, so a query keeps its half
 * whatever else the suite holds, and a query listed twice (with two expected pages) stays in one half.
 */
export type SuiteHalf = 'tuning' | 'held-out';

export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function halfOf(query: string): SuiteHalf {
  return fnv1a(query) % 2 === 0 ? 'tuning' : 'held-out';
}
