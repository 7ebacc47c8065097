import type { Usage, UsageSource } from '../discover/back-references';
import { buildBackReferences } from '../discover/back-references';
import { FIRST_TILES, usedInTiles, type UsedInTile } from '../discover/used-in';
import { flattenSidebar } from '../docs/sidebar';
import { posts } from './blog';
import { docsReleases } from '../docs/release-view';
import { CURRENT_RELEASE } from '../docs/versions';
import { getDocs, sidebarOf } from './docs';
import { pageData } from './page-data';

/**
 * The "Used in" index over the site's content. Sources are every doc that is not a reference page,
 * in sidebar order (tutorials, gallery examples, plot types, …), then blog posts, newest first.
 * Server-side only.
 */
function usageSources(release: string): UsageSource[] {
  const order = new Map(flattenSidebar(sidebarOf(release)).map((item, i) => [item.href, i]));
  const docs = getDocs(release)
    .filter((doc) => !doc.reference)
    .sort((a, b) => (order.get(a.url) ?? Infinity) - (order.get(b.url) ?? Infinity));
  return [
    ...docs.map((doc) => ({ url: doc.url, title: doc.title, examples: pageData(doc).examples })),
    // The posts' examples are compiled with the site's release: they count for its pages.
    ...(release === CURRENT_RELEASE ? posts.map((post) => ({ url: post.url, title: post.title, examples: pageData(post).examples })) : []),
  ];
}

/** Each release's index: a release's reference page lists that release's pages. */
const indexes = new Map(
  docsReleases.map((release) => {
    const documented = new Set(getDocs(release).flatMap((doc) => (doc.reference ? [doc.reference] : [])));
    return [release, buildBackReferences(usageSources(release), documented)];
  }),
);

/** The pages (of `release`'s docs, default the current one) whose examples use the documented function or element `name`. */
export function usagesOf(name: string, release: string = CURRENT_RELEASE): readonly Usage[] {
  return indexes.get(release)?.get(name) ?? [];
}

/** A reference page whose "Used in" has more tiles than it shows: the page of all of them to write. */
export interface UsedInPageSource {
  name: string;
  call: string;
  /** The reference page (`/docs/reference/diagram`). */
  url: string;
  tiles: UsedInTile[];
}

/** Every reference page with more than FIRST_TILES tiles. */
export function usedInPageSources(): UsedInPageSource[] {
  return getDocs().flatMap((doc) => {
    const { definition } = pageData(doc);
    if (!definition) return [];
    const tiles = usedInTiles(usagesOf(definition.name));
    return tiles.length > FIRST_TILES ? [{ name: definition.name, call: definition.call, url: doc.url, tiles }] : [];
  });
}
