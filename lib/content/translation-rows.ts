/**
 * Which rows of the translation table a Lilaq release's readers see, and where they link: pure,
 * so the cheat sheet, search and the tests share it without reading content.
 */
import { covers, CURRENT_RELEASE, inRelease, splitDocsPath, type ReleaseRange } from '../docs/versions';
import type { TranslationRow } from '../search/types';

/** A row as written in content/translations: the releases it is true of (`since`, `until`) besides the row. */
export interface WrittenRow extends TranslationRow, ReleaseRange {}

/**
 * The rows true of `release`, in file order, without their range, each `href` on that release's
 * docs (`/docs/reference/violin` → `/docs/0.6.0/reference/violin` for 0.6.0; other paths, and docs paths
 * that name a release, as written).
 */
export function rowsForRelease(rows: readonly WrittenRow[], release: string): TranslationRow[] {
  return rows.filter((row) => covers(row, release)).map((row) => plainRow(row, release));
}

/** A docs link moved to `release`'s docs, as page links are in a release's view; one that names a release stays. */
function linkIn(href: string, release: string): string {
  return splitDocsPath(href)?.release === CURRENT_RELEASE ? inRelease(href, release) : href;
}

/** The row without its range, linked into `release`'s docs; `missing` only when set. */
function plainRow({ name, group, lilaq, href, missing }: WrittenRow, release: string): TranslationRow {
  const row = { name, group, lilaq, href: linkIn(href, release) };
  return missing ? { ...row, missing } : row;
}
