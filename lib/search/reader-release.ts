/**
 * Which release's docs a search answers from: the release of the docs page the reader is on, else
 * the release the address names (`/search?q=…&version=0.6.0`, from "See all results" on that
 * release's pages), else the preferred docs version they chose (the version menu, the release
 * banner), else the current one.
 */
import { CURRENT_RELEASE, splitDocsPath } from '../docs/versions';
import { releases } from '../releases';
import { siteConfig } from '../site-config';
import { parsePreferredVersion } from '../storage';

const versionNames = siteConfig.docs.versions.map((version) => version.name);

/** The search page's parameter naming the release to search, when it is not the current one. */
export const RELEASE_PARAM = 'version';

/** A release named in an address, when the site knows it; anything else (forged, old) is null. */
export function askedRelease(value: string | null): string | null {
  return value !== null && releases.some((release) => release.version === value) ? value : null;
}

/**
 * `pathname` without the base path; `stored` the raw preferred version from storage; `asked` the
 * raw `version` parameter of the address, if any.
 */
export function readerRelease(pathname: string | null, stored: string | null, asked: string | null = null): string {
  const page = pathname === null ? null : splitDocsPath(pathname);
  if (page) return page.release;
  const named = askedRelease(asked);
  if (named) return named;
  const preferred = parsePreferredVersion(stored, versionNames);
  return preferred === null || preferred === 'current' ? CURRENT_RELEASE : preferred;
}
