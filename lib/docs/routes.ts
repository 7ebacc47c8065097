import type { SidebarCategory } from './sidebar';

export type DocsRoute<D> = { kind: 'doc'; doc: D } | { kind: 'category'; category: SidebarCategory } | { kind: 'none' };

/** What `/docs/{...slug}` shows: a generated category index, a doc, or nothing (404). */
export function resolveDocsRoute<D>(
  slug: readonly string[],
  getDoc: (slug: string) => D | undefined,
  categories: readonly SidebarCategory[],
): DocsRoute<D> {
  if (slug.length === 2 && slug[0] === 'category') {
    const category = categories.find((c) => c.id === slug[1]);
    return category ? { kind: 'category', category } : { kind: 'none' };
  }
  const doc = getDoc(slug.join('/'));
  if (doc) return { kind: 'doc', doc };
  // `/docs/reference` and `/docs/tutorials` (folder URLs without a page of their own) show the
  // category index, so a trimmed URL never dead-ends.
  const folder = slug.length === 1 ? categories.find((c) => c.id === slug[0] && c.topLevel) : undefined;
  return folder ? { kind: 'category', category: folder } : { kind: 'none' };
}

/** Routes claimed by more than one source (e.g. `foo.mdx` and `foo/index.mdx`), with their sources. */
export function findDuplicateRoutes(entries: readonly { route: string; source: string }[]): { route: string; sources: string[] }[] {
  const byRoute = new Map<string, string[]>();
  for (const { route, source } of entries) byRoute.set(route, [...(byRoute.get(route) ?? []), source]);
  return [...byRoute.entries()].filter(([, sources]) => sources.length > 1).map(([route, sources]) => ({ route, sources }));
}
