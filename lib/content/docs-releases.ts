import { docsReleases } from '../docs/release-view';
import { CURRENT_RELEASE, inRelease, splitDocsPath } from '../docs/versions';
import { releases } from '../releases';
import { siteConfig } from '../site-config';
import { getDoc, getDocs } from './docs';

/**
 * The docs of each release side by side: which release is the newest, where a page is in another
 * release, and what the version menu needs. Server-side only.
 */

/** The newest release the site documents (the last of lib/releases.ts). */
export const newestRelease: string = releases.at(-1)?.version ?? CURRENT_RELEASE;

/** The docs version name of a release: `current` for the specification's docs, else the version. */
export function releaseVersionName(release: string): string {
  return release === CURRENT_RELEASE ? 'current' : release;
}

/** The release of a docs version name. */
export function versionRelease(name: string): string {
  return name === 'current' ? CURRENT_RELEASE : name;
}

const mainDoc = `/${siteConfig.docs.mainDocId}`;

/**
 * Where a docs page (site path) is in `release`'s docs: the same page when that release has it,
 * else that release's first page. Category indexes exist in every release.
 */
export function pageInRelease(url: string, release: string): { href: string; samePage: boolean } {
  const split = splitDocsPath(url);
  if (!split) return { href: inRelease(`/docs${mainDoc}`, release), samePage: false };
  const slug = split.rest.replace(/^\//, '').replace(/[#?].*$/, '');
  const exists = slug === '' || slug.startsWith('category/') || getDoc(slug, release) !== undefined;
  return exists ? { href: inRelease(url, release), samePage: true } : { href: inRelease(`/docs${mainDoc}`, release), samePage: false };
}

/**
 * For the version menu: per version name, the docs pages (paths below the release's root,
 * `/reference/violin`) that another release has and it does not, so that switching from such a
 * page goes to the release's first page instead of a missing one.
 */
export function pagesMissingByVersion(): Record<string, string[]> {
  const slugsOf = new Map(docsReleases.map((release) => [release, new Set(getDocs(release).map((doc) => doc.slug))]));
  const everywhere = new Set([...slugsOf.values()].flatMap((slugs) => [...slugs]));
  return Object.fromEntries(
    docsReleases.map((release) => [
      releaseVersionName(release),
      [...everywhere].filter((slug) => !slugsOf.get(release)?.has(slug)).map((slug) => `/${slug}`).sort(),
    ]),
  );
}
