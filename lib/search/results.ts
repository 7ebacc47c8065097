import { translationDisplay } from './translation-hit';
import type { HierarchyLevel, SearchHit } from './types';

/**
 * Presentation helpers for the /search page: hits grouped by page, each with a highlighted title
 * (HTML from the engine: escaped text plus <mark>) and an optional highlighted snippet.
 */
export interface ResultItem {
  objectID: string;
  url: string;
  /** Highlighted heading path ("Installing › Requirements") or the page title. */
  titleHtml: string;
  /** Highlighted content snippet, if the record has text. */
  snippetHtml: string | null;
}

export interface ResultGroup {
  url: string;
  section: string;
  titleHtml: string;
  /** Highlighted page description, when the page record itself is a hit. */
  summaryHtml: string | null;
  /** Hits on the page's sections and paragraphs. */
  items: ResultItem[];
}

const HEADING_LEVELS: readonly HierarchyLevel[] = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function levelHtml(hit: SearchHit, level: HierarchyLevel): string | null {
  const value = hit.hierarchy[level];
  if (value === null) return null;
  return hit._highlightResult.hierarchy[level]?.value ?? null;
}

export function toResultItem(hit: SearchHit): ResultItem {
  const translation = translationDisplay(hit);
  if (translation) return { objectID: hit.objectID, url: hit.url, titleHtml: translation.titleHtml, snippetHtml: translation.pathHtml };
  const headings = HEADING_LEVELS.map((level) => levelHtml(hit, level)).filter((html): html is string => html !== null);
  const titleHtml = hit.type === 'lvl1' || headings.length === 0 ? (levelHtml(hit, 'lvl1') ?? '') : headings.join(' › ');
  const snippetHtml = hit.content === null ? null : (hit._snippetResult.content?.value ?? hit._highlightResult.content?.value ?? null);
  return { objectID: hit.objectID, url: hit.url, titleHtml, snippetHtml };
}

/** Groups hits by page, in the order in which each page first appears. */
export function groupHits(hits: readonly SearchHit[]): ResultGroup[] {
  const groups = new Map<string, ResultGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.url_without_anchor);
    if (!group) {
      group = {
        url: hit.url_without_anchor,
        section: hit.hierarchy.lvl0,
        titleHtml: levelHtml(hit, 'lvl1') ?? '',
        summaryHtml: null,
        items: [],
      };
      groups.set(hit.url_without_anchor, group);
    }
    const item = toResultItem(hit);
    if (hit.type === 'lvl1' && hit.anchor === null) group.summaryHtml = item.snippetHtml ?? '';
    else group.items.push(item);
  }
  return [...groups.values()];
}

/** "1 result" / "12 results". */
export function countLabel(count: number): string {
  return `${count} ${count === 1 ? 'result' : 'results'}`;
}

export interface ResultSection {
  /** Docs, Tutorials, Examples, Reference, Blog or Pages. */
  section: string;
  groups: ResultGroup[];
}

/** Page groups under their part of the site, parts in the order their best page ranks. */
export function groupBySection(groups: readonly ResultGroup[]): ResultSection[] {
  const sections = new Map<string, ResultGroup[]>();
  for (const group of groups) sections.set(group.section, [...(sections.get(group.section) ?? []), group]);
  return [...sections].map(([section, list]) => ({ section, groups: list }));
}
