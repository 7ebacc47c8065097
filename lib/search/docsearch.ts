import { siteConfig } from '@/lib/site-config';
import { truncateQuery } from './query-limit';
import { RELEASE_PARAM } from './reader-release';
import { escapeHtml } from './html';
import { translationDisplay } from './translation-hit';
import type { Hierarchy, SearchHit } from './types';

/**
 * Contextual search, as Docusaurus sends it: the page language AND one of the docs tags
 * (`default` covers non-versioned pages; `docs-default-current` the current docs version).
 */
export const contextualFacetFilters: Array<string | string[]> = [
  `language:${siteConfig.locale.id}`,
  ['docusaurus_tag:default', `docusaurus_tag:${siteConfig.search.docsTag}`],
];

/** The facet tag of a release's docs: the specification's `docs-default-current`, or `docs-default-VERSION` for another release. */
export function docsVersionTag(release: string): string {
  return release === siteConfig.version ? siteConfig.search.docsTag : `docs-default-${release}`;
}

/**
 * Contextual search for a reader of `release`: its docs, the pages of no version, and the pages
 * of the shared second shard that belong to the current docs (the error index and the upgrade
 * pages, which another release's readers share).
 */
export function facetFiltersFor(release: string): Array<string | string[]> {
  if (release === siteConfig.version) return contextualFacetFilters;
  return [
    `language:${siteConfig.locale.id}`,
    ['docusaurus_tag:default', `docusaurus_tag:${docsVersionTag(release)}`, `docusaurus_tag:${siteConfig.search.docsTag}`],
  ];
}

/** Where "Believe this query should return results? Let us know." points. */
export const missingResultsUrl = `${siteConfig.links.repository}/issues`;

/**
 * The search page URL for a query: `/search?q=...` (the query cut to the input limit), with
 * `&version=RELEASE` when it answers for a release other than the current one.
 */
export function searchPageUrl(query: string, release: string = siteConfig.version): string {
  const q = truncateQuery(query).trim();
  const params = [
    ...(q ? [`${siteConfig.search.queryParam}=${encodeURIComponent(q)}`] : []),
    ...(release === siteConfig.version ? [] : [`${RELEASE_PARAM}=${encodeURIComponent(release)}`]),
  ];
  return params.length > 0 ? `/search?${params.join('&')}` : '/search';
}

interface DisplayableHit {
  hierarchy: Hierarchy;
  content: string | null;
}

/**
 * DocSearch stores selected hits as recent searches without their highlight fields and then renders
 * the raw `hierarchy.*` and `content` values as HTML. Escaping them keeps any `<` or `&` in page
 * text from becoming markup (the highlighted fields are escaped by the engine already).
 */
export function escapeHitForDocSearch<T extends DisplayableHit>(hit: T): T {
  const hierarchy = { ...hit.hierarchy };
  for (const level of Object.keys(hierarchy) as Array<keyof Hierarchy>) {
    const value = hierarchy[level];
    if (typeof value === 'string') (hierarchy as Record<keyof Hierarchy, string | null>)[level] = escapeHtml(value);
  }
  return { ...hit, hierarchy, content: hit.content === null ? null : escapeHtml(hit.content) };
}

/** Whether a click should be left to the browser (new tab or window, download). */
export function isModifiedClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A translation hit as DocSearch shows it: DocSearch renders a section hit as its heading's
 * snippet over the page title's, so those snippets carry "matplotlib: ax.set_ylim" and
 * "→ diagram › ylim · lq.diagram(ylim: ..)"; the raw heading names the tool too, for the recent
 * searches DocSearch keeps without snippets. Other hits pass unchanged.
 */
export function presentTranslationHit<T extends Pick<SearchHit, 'hierarchy' | 'anchor' | 'translation'>>(hit: T): T {
  const display = translationDisplay(hit as T & Partial<Pick<SearchHit, '_highlightResult'>>);
  if (!display || !hit.translation) return hit;
  const snippets = (hit as Partial<Pick<SearchHit, '_snippetResult'>>)._snippetResult ?? { hierarchy: {} };
  return {
    ...hit,
    hierarchy: { ...hit.hierarchy, lvl2: `${hit.translation.tool}: ${hit.translation.name}` },
    _snippetResult: {
      ...snippets,
      hierarchy: {
        ...snippets.hierarchy,
        lvl2: { value: display.titleHtml, matchLevel: 'full' },
        lvl1: { value: display.pathHtml, matchLevel: 'none' },
      },
    },
  };
}

/** The line above results when no record had every word of the query. */
export function partialMatchText(query: string): string {
  return `No exact matches for “${query}”; showing partial matches`;
}
