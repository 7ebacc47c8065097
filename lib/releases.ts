/**
 * The Lilaq releases this site knows, each named once: where it is in Lilaq's history and which
 * Typst packages its `src/` imports. An example's fence can name one (`lilaq="0.6.0"`), the
 * figure pipeline compiles it with that release, the live editor fetches its packages, and the
 * site's own release (`siteConfig.version`) is one of them. Adding a release is one entry here.
 *
 * The facts are read from Lilaq's repository at each tag (`git log -1 TAG`, and the `@preview/…`
 * imports of `src/` outside comments); `releases.test.ts` checks the imports against a local
 * package folder when there is one.
 */
import { upgradeRoute } from './upgrade-route';

/** A Typst package a release imports, at the exact version it pins. */
export interface PackagePin {
  name: string;
  version: string;
}

export interface LilaqRelease {
  /** The version readers import: `#import "@preview/lilaq:VERSION"`. */
  version: string;
  /** The git tag of the release in Lilaq's repository; source links point there. */
  tag: string;
  /** The full hash of the tagged commit. */
  commit: string;
  /** The tagged commit's date (YYYY-MM-DD). Lilaq's tags are lightweight, so this is the release date. */
  date: string;
  /** The packages its `src/` imports, by name (a package may be pinned at two versions). */
  packages: readonly PackagePin[];
}

const releaseList = [
  {
    version: '0.5.0',
    tag: 'v0.5.0',
    commit: 'e90b33fcf91cc0f6559099b4961ae3ff412da078',
    date: '2025-09-17',
    packages: [
      { name: 'elembic', version: '1.1.1' },
      { name: 'zero', version: '0.5.0' },
      { name: 'tiptoe', version: '0.3.1' },
      { name: 'komet', version: '0.1.0' },
    ],
  },
  {
    version: '0.6.0',
    tag: 'v0.6.0',
    commit: '2ce85e8b544ee0e4508de174772971490c5217a6',
    date: '2026-03-13',
    packages: [
      { name: 'elembic', version: '1.1.1' },
      { name: 'zero', version: '0.6.1' },
      { name: 'tiptoe', version: '0.4.0' },
      // Box plots and contours still import komet 0.1.0; violins import 0.2.0 (for its kernel density).
      { name: 'komet', version: '0.1.0' },
      { name: 'komet', version: '0.2.0' },
      { name: 'suiji', version: '0.5.1' },
    ],
  },
] as const satisfies readonly LilaqRelease[];

/** Every known release, oldest first. */
export const releases: readonly LilaqRelease[] = releaseList;

export type ReleaseVersion = (typeof releaseList)[number]['version'];

/** The release of that version, or undefined. */
export function findRelease(version: string): LilaqRelease | undefined {
  return releases.find((release) => release.version === version);
}

/** The release of that version; throws, naming the known ones, when there is none. */
export function lilaqRelease(version: string): LilaqRelease {
  const release = findRelease(version);
  if (!release) {
    throw new Error(`unknown Lilaq release "${version}"; the site knows ${releases.map((r) => r.version).join(', ')} (lib/releases.ts)`);
  }
  return release;
}

/** The release after `version`, or undefined for the newest one (and an unknown one). */
export function nextRelease(version: string): string | undefined {
  const at = releases.findIndex((release) => release.version === version);
  return at === -1 ? undefined : releases[at + 1]?.version;
}

/** The upgrade page of every release after the first, from the release before it. */
export const upgradeRoutes: readonly string[] = releases.slice(1).map((release, i) => upgradeRoute(releases[i]!.version, release.version));

/** The line that imports a release as `lq`, as every example on the site starts. */
export function lilaqImport(version: string): string {
  return `#import "@preview/lilaq:${version}" as lq`;
}

/**
 * The packages (`name:version`) of every release that `available` lacks: a package mirror without
 * them cannot compile an example for that release.
 */
export function missingPackages(available: Iterable<string>): string[] {
  const have = new Set(available);
  const wanted = new Set(releases.flatMap((release) => releasePackages(release).map((p) => `${p.name}:${p.version}`)));
  return [...wanted].filter((spec) => !have.has(spec));
}

/** Every package a reader's compiler fetches for a release: Lilaq itself, then what it imports. */
export function releasePackages(release: LilaqRelease): PackagePin[] {
  return [{ name: 'lilaq', version: release.version }, ...release.packages];
}
