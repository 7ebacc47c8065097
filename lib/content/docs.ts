import { allDocs, type Doc } from 'contentlayer/generated';
import { categories, type CategoryId } from '../docs/categories';
import { buildSidebar, findCategory, type SidebarCategory, type SidebarItem } from '../docs/sidebar';

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
