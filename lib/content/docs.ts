import { allDocs, type Doc } from 'contentlayer/generated';
import type { ExampleFigure } from '../discover/page-examples';
import { categories, type CategoryId } from '../docs/categories';
import { docsReleases } from '../docs/release-view';
import { findDuplicateRoutes } from '../docs/routes';
import { buildSidebar, findCategory, sidebarInRelease, type SidebarCategory, type SidebarItem } from '../docs/sidebar';
import { CURRENT_RELEASE } from '../docs/versions';
import { pageData } from './page-data';

/**
 * Access to the docs collection and the sidebar built from it, per Lilaq release: every docs file
 * is compiled once for each release the site documents (lib/docs/release-view.ts), and a page
 * outside its release (`since`/`until`) is left out here. Without a release, the current one
 * (the specification's `/docs/…`). Server-side only.
 */

const docsOf = new Map<string, Doc[]>(docsReleases.map((release) => [release, allDocs.filter((doc) => doc.release === release && doc.included)]));

/** The docs of a release (default: the current one). */
export function getDocs(release: string = CURRENT_RELEASE): readonly Doc[] {
  return docsOf.get(release) ?? [];
}

/** The docs of every release: each page once per release it exists in. */
export function getAllDocs(): readonly Doc[] {
  return docsReleases.flatMap((release) => getDocs(release));
}

const bySlug = new Map(docsReleases.map((release) => [release, new Map(getDocs(release).map((doc) => [doc.slug, doc]))]));

export function getDoc(slug: string, release: string = CURRENT_RELEASE): Doc | undefined {
  return bySlug.get(release)?.get(slug);
}

const sidebars = new Map(
  docsReleases.map((release) => {
    const items = buildSidebar(
      getDocs(release).map((doc) => ({
        slug: doc.slug,
        title: doc.title,
        sidebar_label: doc.sidebar_label,
        sidebar_position: doc.sidebar_position,
        category: doc.category,
      })),
    );
    return [release, release === CURRENT_RELEASE ? items : sidebarInRelease(items, release)];
  }),
);

/** The sidebar of a release's docs. */
export function sidebarOf(release: string = CURRENT_RELEASE): SidebarItem[] {
  return sidebars.get(release) ?? [];
}

/** The sidebar of the current release's docs. */
export const sidebar: SidebarItem[] = sidebarOf(CURRENT_RELEASE);

/** Generated-index categories, each served at /docs/category/{id} (/docs/VERSION/category/{id} for another release). */
export function getIndexCategories(release: string = CURRENT_RELEASE): SidebarCategory[] {
  return categories
    .filter((c) => c.link.type === 'generated-index')
    .map((c) => findCategory(sidebarOf(release), c.id))
    .filter((c): c is SidebarCategory => c !== undefined);
}

export function getSidebarCategory(id: CategoryId, release: string = CURRENT_RELEASE): SidebarCategory | undefined {
  return findCategory(sidebarOf(release), id);
}

/** Description of a sidebar item for its card: the doc's or the category's own. */
export function describeItem(item: SidebarItem, release: string = CURRENT_RELEASE): string {
  if (item.type === 'category') return item.description;
  return getDoc(item.docId, release)?.description ?? '';
}

/** The first rendered figure of a doc item, for its card; categories have none. */
export function figureOfItem(item: SidebarItem, release: string = CURRENT_RELEASE): ExampleFigure | undefined {
  if (item.type === 'category') return undefined;
  const doc = getDoc(item.docId, release);
  return doc ? pageData(doc).examples.find((example) => example.figure)?.figure : undefined;
}

// Duplicate routes do not fail the build (the first source wins), but they are reported.
for (const { route, sources } of findDuplicateRoutes([
  ...getAllDocs().map((doc) => ({ route: doc.url, source: `content/${doc._raw.sourceFilePath}` })),
  ...docsReleases.flatMap((release) =>
    getIndexCategories(release).map((category) => ({ route: category.href, source: `category "${category.id}" (lib/docs/categories.ts)` })),
  ),
])) {
  console.warn(`Warning: duplicate route ${route}: ${sources.join(', ')}`);
}
