import { type CategoryConfig, type CategoryId, categories as allCategories, categoryHref } from './categories';
import { inRelease } from './versions';

/** The fields of a doc that the sidebar needs (a slice of the contentlayer `Doc`). */
export interface SidebarDoc {
  slug: string;
  title: string;
  sidebar_label?: string;
  sidebar_position?: number;
  category?: CategoryId;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  docId: string;
}

export interface SidebarCategory {
  type: 'category';
  id: CategoryId;
  label: string;
  href: string;
  description: string;
  items: SidebarItem[];
  /** Hidden from the sidebar but reachable by URL (none are at the moment). */
  unlisted: boolean;
  /** Directly in the sidebar's top level. */
  topLevel: boolean;
}

export type SidebarItem = SidebarLink | SidebarCategory;

/** The category a doc belongs to: its frontmatter, else the category owning its folder. */
export function docCategory(doc: SidebarDoc, categories: readonly CategoryConfig[] = allCategories): CategoryId | null {
  if (doc.category) return doc.category;
  const folder = doc.slug.includes('/') ? doc.slug.slice(0, doc.slug.lastIndexOf('/')) : '';
  return categories.find((c) => c.folder !== undefined && c.folder === folder)?.id ?? null;
}

interface Positioned {
  position: number | undefined;
  label: string;
  item: SidebarItem;
}

function byPosition(a: Positioned, b: Positioned): number {
  const pa = a.position ?? Number.POSITIVE_INFINITY;
  const pb = b.position ?? Number.POSITIVE_INFINITY;
  return pa === pb ? a.label.localeCompare(b.label) : pa - pb;
}

/**
 * Builds `tutorialSidebar` from the docs and the category table. Docs that a category links to
 * (its own index doc) appear as that category, not again as a link.
 */
export function buildSidebar(docs: readonly SidebarDoc[], categories: readonly CategoryConfig[] = allCategories): SidebarItem[] {
  const indexDocs = new Set(categories.flatMap((c) => (c.link.type === 'doc' ? [c.link.id] : [])));
  const children = new Map<CategoryId | null, Positioned[]>();
  const push = (parent: CategoryId | null, entry: Positioned) => {
    const list = children.get(parent) ?? [];
    list.push(entry);
    children.set(parent, list);
  };
  for (const doc of docs) {
    if (indexDocs.has(doc.slug)) continue;
    const label = doc.sidebar_label ?? doc.title;
    push(docCategory(doc, categories), {
      position: doc.sidebar_position,
      label,
      item: { type: 'link', label, href: `/docs/${doc.slug}`, docId: doc.slug },
    });
  }
  const build = (parent: CategoryId | null): SidebarItem[] => {
    const entries = [...(children.get(parent) ?? [])];
    for (const category of categories.filter((c) => c.parent === parent)) {
      entries.push({
        position: category.position,
        label: category.label,
        item: {
          type: 'category',
          id: category.id,
          label: category.label,
          href: categoryHref(category),
          description: category.description,
          items: build(category.id),
          unlisted: false,
          topLevel: parent === null,
        },
      });
    }
    return entries.sort(byPosition).map((e) => e.item);
  };
  return build(null);
}

/** Every page of the sidebar in reading order (category pages before their items). */
export function flattenSidebar(items: readonly SidebarItem[]): { label: string; href: string }[] {
  return items.flatMap((item) =>
    item.type === 'link'
      ? [{ label: item.label, href: item.href }]
      : [{ label: item.label, href: item.href }, ...flattenSidebar(item.items)],
  );
}

/** Previous and next pages around `href` in reading order. */
export function findPager(items: readonly SidebarItem[], href: string) {
  const pages = flattenSidebar(items);
  const index = pages.findIndex((p) => p.href === href);
  if (index === -1) return { previous: undefined, next: undefined };
  return { previous: pages[index - 1], next: pages[index + 1] };
}

/** The categories that lead to `href`, outermost first (for breadcrumbs and auto-expansion). */
export function findTrail(items: readonly SidebarItem[], href: string): SidebarCategory[] {
  for (const item of items) {
    if (item.type === 'link') continue;
    if (item.href === href) return [item];
    const inner = findTrail(item.items, href);
    if (inner.length > 0 || item.items.some((i) => i.type === 'link' && i.href === href)) return [item, ...inner];
  }
  return [];
}

/** Finds a category anywhere in the tree. */
export function findCategory(items: readonly SidebarItem[], id: CategoryId): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.id === id) return item;
    const inner = findCategory(item.items, id);
    if (inner) return inner;
  }
  return undefined;
}

/** The sidebar of another release's docs: the same items, every link moved to that release's pages (versions.ts). */
export function sidebarInRelease(items: readonly SidebarItem[], release: string): SidebarItem[] {
  return items.map((item) =>
    item.type === 'link'
      ? { ...item, href: inRelease(item.href, release) }
      : { ...item, href: inRelease(item.href, release), items: sidebarInRelease(item.items, release) },
  );
}
