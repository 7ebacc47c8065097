/**
 * Which release's docs a search answers from: the release of the docs page the reader is on, else
 * the preferred docs version they chose (the version menu, the release banner), else the current one.
 */
import { CURRENT_RELEASE, splitDocsPath } from '../docs/versions';
import { siteConfig } from '../site-config';
import { parsePreferredVersion } from '../storage';

const versionNames = siteConfig.docs.versions.map((version) => version.name);

/** `pathname` without the base path; `stored` the raw preferred version from storage. */
export function readerRelease(pathname: string | null, stored: string | null): string {
  const page = pathname === null ? null : splitDocsPath(pathname);
  if (page) return page.release;
  const preferred = parsePreferredVersion(stored, versionNames);
  return preferred === null || preferred === 'current' ? CURRENT_RELEASE : preferred;
}
