/**
 * Where the comparisons live. A docs page that two releases both have is compared at
 * `/compare/OLDER...NEWER/SLUG` (`/compare/0.5.0...0.6.0/reference/bar`), the way a range of
 * commits is written; `/compare` is the "What changed" page. They sit outside `/docs` on purpose:
 * every `/docs/…` path is one release's page to the docs machinery (release links, version menu,
 * search shards, sitemap), and a comparison belongs to two releases. Pure.
 */
import { compareVersions } from '../docs/versions';

/** The "What changed" page: every release step's changes, from the facts. */
export const WHAT_CHANGED_PATH = '/compare';

const RANGE = /^(\d+\.\d+\.\d+)\.\.\.(\d+\.\d+\.\d+)$/;

/** The range segment of two releases, older first: `0.5.0...0.6.0`. */
export function rangeSegment(a: string, b: string): string {
  const [older, newer] = compareVersions(a, b) <= 0 ? [a, b] : [b, a];
  return `${older}...${newer}`;
}

/** The two releases a range segment names, older first, or null when it is not a range. */
export function parseRange(segment: string): { from: string; to: string } | null {
  const match = RANGE.exec(decodeURIComponent(segment));
  if (!match || compareVersions(match[1] as string, match[2] as string) >= 0) return null;
  return { from: match[1] as string, to: match[2] as string };
}

/** The comparison of a docs page (its slug, `reference/bar`) between two releases. */
export function comparePath(a: string, b: string, slug: string): string {
  return `${WHAT_CHANGED_PATH}/${rangeSegment(a, b)}/${slug}`;
}

/** Each release with the next one (the pairs that get comparison pages), oldest first. */
export function adjacentPairs(releases: readonly string[]): { from: string; to: string }[] {
  const sorted = [...releases].sort(compareVersions);
  return sorted.slice(1).map((to, i) => ({ from: sorted[i] as string, to }));
}
