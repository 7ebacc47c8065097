/** Pure helpers over blog posts; the fields are the slice of the contentlayer `Post` they need. */
export interface PostSummary {
  slug: string;
  url: string;
  title: string;
  date: string;
  tags: readonly string[];
  authors: readonly string[];
}

/** Newest first; ties broken by title so the order is stable. */
export function sortPosts<T extends PostSummary>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** Posts grouped by calendar year (UTC), newest year first. */
export function groupByYear<T extends PostSummary>(posts: readonly T[]): { year: number; posts: T[] }[] {
  const groups = new Map<number, T[]>();
  for (const post of sortPosts(posts)) {
    const year = new Date(post.date).getUTCFullYear();
    groups.set(year, [...(groups.get(year) ?? []), post]);
  }
  return [...groups.entries()].sort((a, b) => b[0] - a[0]).map(([year, list]) => ({ year, posts: list }));
}

/** Every tag with its posts, sorted by tag name. */
export function groupByTag<T extends PostSummary>(posts: readonly T[]): { tag: string; posts: T[] }[] {
  const tags = [...new Set(posts.flatMap((p) => p.tags))].sort();
  return tags.map((tag) => ({ tag, posts: sortPosts(posts.filter((p) => p.tags.includes(tag))) }));
}

/** Long date in the site locale, e.g. "September 17, 2025". Dates are calendar days (UTC). */
export function formatDate(date: string): string {
  return new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(date));
}
