import { escapeHtml } from './html';
import type { HighlightResult, SearchHit } from './types';

/**
 * How a translation record reads in the modal and on /search: "matplotlib: ax.set_ylim" as the
 * title, "→ diagram › ylim · lq.diagram(ylim: (a, b))" under it. HTML: escaped text with the
 * engine's highlight tags around the query words.
 */
export interface TranslationDisplay {
  titleHtml: string;
  pathHtml: string;
}

type DisplayableHit = Pick<SearchHit, 'hierarchy' | 'anchor' | 'translation'> & {
  _highlightResult?: { hierarchy?: Partial<Record<string, HighlightResult>>; content?: HighlightResult };
};

/** The Lilaq page and section a translation points to: "diagram › ylim". */
export function translationTarget(hit: Pick<SearchHit, 'hierarchy' | 'anchor'>): string {
  return hit.anchor ? `${hit.hierarchy.lvl1} › ${hit.anchor}` : hit.hierarchy.lvl1;
}

export function translationDisplay(hit: DisplayableHit): TranslationDisplay | null {
  const translation = hit.translation;
  if (!translation) return null;
  const name = hit._highlightResult?.hierarchy?.lvl2?.value ?? escapeHtml(translation.name);
  const lilaq = hit._highlightResult?.content?.value ?? escapeHtml(translation.lilaq);
  const missing = translation.missing ? 'not in Lilaq 0.5.0: ' : '';
  return {
    titleHtml: `${escapeHtml(translation.tool)}: ${name}`,
    pathHtml: `→ ${escapeHtml(translationTarget(hit))} · ${missing}${lilaq}`,
  };
}
