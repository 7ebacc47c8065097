import { allDocs, type Doc } from 'contentlayer/generated';
import type { ExampleFigure } from '../discover/page-examples';
import { categories, type CategoryId } from '../docs/categories';
import { findDuplicateRoutes } from '../docs/routes';
import { buildSidebar, findCategory, type SidebarCategory, type SidebarItem } from '../docs/sidebar';
import { pageData } from './page-data';

/** Access to the docs collection and the sidebar built from it. Server-side only. */

export const sidebar: SidebarItem[] = buildSidebar(
  allDocs.map((doc) => ({
    slug: doc.slug,
    title: doc.title,
    sidebar_label: doc.sidebar_label,
    sidebar_position: doc.sidebar_position,
    category: doc.category,
  })),
);

const docsBySlug = new Map(allDocs.map((doc) => [doc.slug, doc]));

export function getDoc(slug: string): Doc | undefined {
  return docsBySlug.get(slug);
}

export function getDocs(): readonly Doc[] {
  return allDocs;
}

/** Generated-index categories, each served at /docs/category/{id}. */
export function getIndexCategories(): SidebarCategory[] {
  return categories
    .filter((c) => c.link.type === 'generated-index')
    .map((c) => findCategory(sidebar, c.id))
    .filter((c): c is SidebarCategory => c !== undefined);
}

export function getSidebarCategory(id: CategoryId): SidebarCategory | undefined {
  return findCategory(sidebar, id);
}

/** Description of a sidebar item for its card: the doc's or the category's own. */
export function describeItem(item: SidebarItem): string {
  if (item.type === 'category') return item.description;
  return docsBySlug.get(item.docId)?.description ?? '';
}

/** The first rendered figure of a doc item, for its card; categories have none. */
export function figureOfItem(item: SidebarItem): ExampleFigure | undefined {
  if (item.type === 'category') return undefined;
  const doc = docsBySlug.get(item.docId);
  return doc ? pageData(doc).examples.find((example) => example.figure)?.figure : undefined;
}

// Duplicate routes do not fail the build (the first source wins), but they are reported.
for (const { route, sources } of findDuplicateRoutes([
  ...allDocs.map((doc) => ({ route: doc.url, source: `content/${doc._raw.sourceFilePath}` })),
  ...getIndexCategories().map((category) => ({ route: category.href, source: `category "${category.id}" (lib/docs/categories.ts)` })),
])) {
  console.warn(`Warning: duplicate route ${route}: ${sources.join(', ')}`);
}
