import type { SearchRecord } from './types';

/**
 * Page-first ordering of scored records, the way Algolia's `distinct` with grouping serves
 * DocSearch: every page appears once with its best record ("lead"), pages ordered by that score;
 * up to `perPage - 1` further records of a page follow after all leads, so DocSearch shows them
 * under their page without pushing other pages out of its five-per-section lists.
 */
export interface Scored {
  record: SearchRecord;
  score: number;
}

export const HITS_PER_PAGE_GROUP = 3;

export function rankByPage(scored: readonly Scored[], perPage = HITS_PER_PAGE_GROUP): SearchRecord[] {
  const pages = new Map<string, Scored[]>();
  for (const entry of [...scored].sort((a, b) => b.score - a.score)) {
    const key = entry.record.url_without_anchor;
    const list = pages.get(key) ?? [];
    // One record per URL. A heading and its paragraphs share the URL: the best of them holds the
    // place, but shows the matching paragraph's text when the heading itself has none.
    const same = list.findIndex((kept) => kept.record.url === entry.record.url);
    if (same >= 0) {
      const kept = list[same] as Scored;
      if (kept.record.content === null && entry.record.content !== null) list[same] = { record: entry.record, score: kept.score };
    } else if (list.length < perPage) list.push(entry);
    pages.set(key, list);
  }
  const groups = [...pages.values()].map((list) => {
    // The page's own record, when it matched, heads its group: DocSearch nests the others under it.
    const own = list.findIndex((entry) => entry.record.type === 'lvl1');
    return own > 0 ? [list[own] as Scored, ...list.filter((_, i) => i !== own)] : list;
  });
  return [...groups.map((list) => (list[0] as Scored).record), ...groups.flatMap((list) => list.slice(1).map((entry) => entry.record))];
}

/** The pages in ranked order, each with its records: what the reader sees first. */
export function pageGroups(records: readonly SearchRecord[]): Array<{ page: string; urls: string[] }> {
  const groups = new Map<string, string[]>();
  for (const record of records) {
    const urls = groups.get(record.url_without_anchor) ?? [];
    urls.push(record.url);
    groups.set(record.url_without_anchor, urls);
  }
  return [...groups].map(([page, urls]) => ({ page, urls }));
}
