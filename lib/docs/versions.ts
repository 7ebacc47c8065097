/**
 * Where each Lilaq release's docs live. The specification's routes (`/docs/…`, docs version
 * "current") document the site's release; every other release the site knows has the same pages
 * under `/docs/VERSION/…`. Pure and small: the version menu and the release banner use it in the
 * browser, so it does not import the list of releases (lib/releases.ts), which the server hands
 * them.
 */
import { siteConfig } from '../site-config';

/** The release the specification's docs routes document (docs version "current"). */
export const CURRENT_RELEASE: string = siteConfig.version;

const DOCS_ROOT = '/docs';
const VERSION = /^\d+\.\d+\.\d+$/;

/** The root of a release's docs: `/docs` for the current release, `/docs/0.6.0` for another. */
export function docsRoot(release: string): string {
  return release === CURRENT_RELEASE ? DOCS_ROOT : `${DOCS_ROOT}/${release}`;
}

/** A site path split into its docs release and the rest (`/reference/bar#width`), or null when it is not a docs path. */
export function splitDocsPath(path: string): { release: string; rest: string } | null {
  const match = /^\/docs(?=$|[/#?])(.*)$/.exec(path);
  if (!match) return null;
  const rest = match[1] ?? '';
  const segment = /^\/([^/#?]+)/.exec(rest)?.[1];
  if (segment !== undefined && VERSION.test(segment)) return { release: segment, rest: rest.slice(segment.length + 1) };
  return { release: CURRENT_RELEASE, rest };
}

/** The same docs path in another release's docs (`/docs/reference/bar` → `/docs/0.6.0/reference/bar`); other paths unchanged. */
export function inRelease(path: string, release: string): string {
  const split = splitDocsPath(path);
  return split ? `${docsRoot(release)}${split.rest}` : path;
}

/** Orders two `MAJOR.MINOR.PATCH` versions. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

/** Which releases a page or a block is about: from `since` on, up to `until` (both included). */
export interface ReleaseRange {
  since?: string;
  until?: string;
}

/** Whether `release` lies in the range. */
export function covers(range: ReleaseRange, release: string): boolean {
  if (range.since !== undefined && compareVersions(release, range.since) < 0) return false;
  if (range.until !== undefined && compareVersions(release, range.until) > 0) return false;
  return true;
}
