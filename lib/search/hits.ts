import { defaultTags, highlight, snippet, type HighlightTags } from './highlight';
import type { HierarchyHighlight, HierarchyLevel, HierarchySnippet, SearchHit, SearchParams, SearchRecord } from './types';

/** Algolia's hit fields (`_highlightResult`, `_snippetResult`) for a record, as DocSearch reads them. */

const DEFAULT_SNIPPET_WORDS = 10;
const SAFE_TAG = /^<\/?[a-z][a-z0-9-]*(\s+class="[\w -]*")?>$/;

function tagsFrom(params: SearchParams): HighlightTags {
  const pre = params.highlightPreTag;
  const post = params.highlightPostTag;
  if (typeof pre === 'string' && typeof post === 'string' && SAFE_TAG.test(pre) && SAFE_TAG.test(post)) return { pre, post };
  return defaultTags;
}

function snippetWords(params: SearchParams): Map<string, number> {
  const requested = params.attributesToSnippet ?? [
    'hierarchy.lvl1',
    'hierarchy.lvl2',
    'hierarchy.lvl3',
    'hierarchy.lvl4',
    'hierarchy.lvl5',
    'hierarchy.lvl6',
    'content',
  ];
  const result = new Map<string, number>();
  for (const entry of requested) {
    const [attribute, count] = entry.split(':');
    if (!attribute) continue;
    const words = Number(count);
    result.set(attribute, Number.isInteger(words) && words > 0 ? words : DEFAULT_SNIPPET_WORDS);
  }
  return result;
}

/** `words` are the folded words to mark: a text word starting with one of them is marked. */
export function toHit(record: SearchRecord, words: readonly string[], params: SearchParams): SearchHit {
  const tags = tagsFrom(params);
  const ellipsis = typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText : '…';
  const snippets = snippetWords(params);
  const hierarchyHighlight: HierarchyHighlight = {};
  const hierarchySnippet: HierarchySnippet = {};
  for (const level of Object.keys(record.hierarchy) as HierarchyLevel[]) {
    const value = record.hierarchy[level];
    if (value === null) continue;
    hierarchyHighlight[level] = highlight(value, words, tags);
    const count = snippets.get(`hierarchy.${level}`);
    if (count !== undefined) hierarchySnippet[level] = snippet(value, words, count, tags, ellipsis);
  }
  const hit: SearchHit = {
    ...record,
    hierarchy: { ...record.hierarchy },
    _highlightResult: { hierarchy: hierarchyHighlight },
    _snippetResult: { hierarchy: hierarchySnippet },
  };
  if (record.content !== null) {
    hit._highlightResult.content = highlight(record.content, words, tags);
    const count = snippets.get('content');
    if (count !== undefined) hit._snippetResult.content = snippet(record.content, words, count, tags, ellipsis);
  }
  return hit;
}
