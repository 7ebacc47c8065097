/**
 * The gallery's filter as data: which tags are chosen and what text is typed, read from and
 * written to the address (`?tag=bar&tag=log&q=error`), and whether a figure matches. Runs in
 * the browser (the filter island) and in tests; the address is untrusted input, so it is only
 * ever parsed into known tags and a length-limited string, never used as markup.
 */

export interface GalleryFilter {
  /** Chosen tag ids, in the order of the known tags. */
  tags: string[];
  /** Typed text, as typed (at most MAX_FILTER_TEXT characters). */
  q: string;
}

export const EMPTY_FILTER: GalleryFilter = { tags: [], q: '' };

/** The longest text the filter reads, in characters (code points): as long as the search input takes. */
export const MAX_FILTER_TEXT = 64;

export const TAG_PARAM = 'tag';
export const TEXT_PARAM = 'q';

/** At most `max` code points of `text`, never cutting a character in two. */
export function cutText(text: string, max: number = MAX_FILTER_TEXT): string {
  const points = Array.from(text);
  return points.length <= max ? text : points.slice(0, max).join('');
}

/**
 * The filter a query string asks for. Unknown, repeated and empty tags are dropped; the text is
 * cut to MAX_FILTER_TEXT characters. `known` is every tag id the gallery has, in button order.
 */
export function parseFilter(search: string, known: readonly string[]): GalleryFilter {
  const params = new URLSearchParams(search);
  const asked = new Set(params.getAll(TAG_PARAM));
  return { tags: known.filter((id) => asked.has(id)), q: cutText(params.get(TEXT_PARAM) ?? '') };
}

/** The query string of a filter (`?tag=bar&q=error`), empty for no filter; tags in the order given. */
export function filterSearch(filter: GalleryFilter): string {
  const params = new URLSearchParams();
  for (const tag of filter.tags) params.append(TAG_PARAM, tag);
  const q = filter.q.trim();
  if (q) params.set(TEXT_PARAM, q);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Text as the filter compares it: lower case, accents dropped, runs of space made one. */
export function normaliseText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** What a figure is matched on: its tags and its text (page, section, alt text, tag labels), normalised. */
export interface FilterableItem {
  tags: readonly string[];
  text: string;
}

/**
 * Whether a figure passes the filter. Tags of one group widen the choice, groups narrow it: with
 * `bar`, `hbar` and `log` chosen, a figure needs bar or hbar, and log. Every typed word must
 * occur in the figure's text.
 */
export function matchesFilter(item: FilterableItem, filter: GalleryFilter, groupOf: (tag: string) => string | undefined): boolean {
  const byGroup = new Map<string, string[]>();
  for (const tag of filter.tags) {
    const group = groupOf(tag) ?? tag;
    byGroup.set(group, [...(byGroup.get(group) ?? []), tag]);
  }
  for (const tags of byGroup.values()) if (!tags.some((tag) => item.tags.includes(tag))) return false;
  const words = normaliseText(filter.q).split(' ').filter(Boolean);
  return words.every((word) => item.text.includes(word));
}

/** "1 figure", "42 figures", "3 of 272 figures". */
export function countLabel(shown: number, total: number): string {
  const noun = (n: number) => (n === 1 ? 'figure' : 'figures');
  return shown === total ? `${total} ${noun(total)}` : `${shown} of ${total} ${noun(total)}`;
}
