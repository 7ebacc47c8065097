import { siteConfig } from '@/lib/site-config';
import { defaultTags, highlight, snippet, type HighlightTags } from './highlight';
import { normalize, tokenize } from './text';
import type {
  FacetFilters,
  HierarchyHighlight,
  HierarchySnippet,
  HierarchyLevel,
  SearchHit,
  SearchParams,
  SearchRecord,
  SearchResponse,
} from './types';

/**
 * A pure, in-memory search over DocSearch records that answers with Algolia-shaped responses.
 *
 * - Matching: every query word must occur (AND); a word matches a record word it equals or
 *   starts with, ignoring case and diacritics.
 * - Ranking: where the words match (page title > headings > content; a record's own level beats
 *   an inherited one), exact words beat prefixes, a title equal to the whole query wins; ties keep
 *   the records' level (page, then headings, then paragraphs) and index order.
 * - Distinct: one hit per URL (the best record of a section), like DocSearch's `distinct`.
 */

export const MAX_QUERY_LENGTH = siteConfig.search.maxQueryLength;
export const DEFAULT_HITS_PER_PAGE = siteConfig.search.hitsPerPage;
const MAX_HITS_PER_PAGE = 1000;
const DEFAULT_SNIPPET_WORDS = 10;

type Field = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'content';

interface PreparedField {
  field: Field;
  weight: number;
  tokens: readonly string[];
  /** Normalised whole value, for the "title equals the query" bonus. */
  whole: string;
}

interface PreparedRecord {
  record: SearchRecord;
  order: number;
  level: number;
  fields: PreparedField[];
}

const LEVEL_RANK: Record<SearchRecord['type'], number> = { lvl1: 0, lvl2: 1, lvl3: 2, lvl4: 3, content: 4 };

/** Weight of a match in `field` for a record of type `type`. */
function fieldWeight(field: Field, type: SearchRecord['type']): number {
  const own = field === type;
  switch (field) {
    case 'lvl0':
      return 1;
    case 'lvl1':
      return own ? 10 : 6;
    case 'content':
      return 4;
    default:
      return own ? 8 : 5;
  }
}

function prepare(record: SearchRecord, order: number): PreparedRecord {
  const fields: PreparedField[] = [];
  const add = (field: Field, value: string | null) => {
    if (!value) return;
    fields.push({ field, weight: fieldWeight(field, record.type), tokens: [...new Set(tokenize(value))], whole: normalize(value).trim() });
  };
  add('lvl0', record.hierarchy.lvl0);
  add('lvl1', record.hierarchy.lvl1);
  add('lvl2', record.hierarchy.lvl2);
  add('lvl3', record.hierarchy.lvl3);
  add('lvl4', record.hierarchy.lvl4);
  add('content', record.content);
  return { record, order, level: LEVEL_RANK[record.type], fields };
}

const EXACT = 1;
const PREFIX = 0.6;

/** Best score of one query word in a record, or 0 when it matches nowhere. */
function wordScore(word: string, prepared: PreparedRecord): number {
  let best = 0;
  for (const field of prepared.fields) {
    if (field.weight <= best) continue;
    let factor = 0;
    for (const token of field.tokens) {
      if (token === word) {
        factor = EXACT;
        break;
      }
      if (factor === 0 && token.startsWith(word)) factor = PREFIX;
    }
    best = Math.max(best, field.weight * factor);
  }
  return best;
}

function recordScore(words: readonly string[], wholeQuery: string, prepared: PreparedRecord): number {
  let total = 0;
  for (const word of words) {
    const score = wordScore(word, prepared);
    if (score === 0) return 0;
    total += score;
  }
  const own = prepared.fields.find((field) => field.field === prepared.record.type);
  if (own && own.field !== 'content' && own.whole === wholeQuery) total += 10;
  return total;
}

/** Splits a facet filter such as `language:en` or `docusaurus_tag:-blog` into its parts. */
function parseFacet(filter: string): { attribute: string; value: string; negated: boolean } | null {
  const colon = filter.indexOf(':');
  if (colon <= 0) return null;
  let attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1).trim();
  let negated = false;
  if (attribute.startsWith('-')) {
    negated = true;
    attribute = attribute.slice(1);
  } else if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  }
  if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
  return { attribute, value, negated };
}

function facetMatches(record: SearchRecord, filter: string): boolean {
  const parsed = parseFacet(filter);
  if (!parsed) return false;
  const raw = (record as unknown as Record<string, unknown>)[parsed.attribute];
  const values = Array.isArray(raw) ? raw : [raw];
  const has = values.some((value) => String(value) === parsed.value);
  return parsed.negated ? !has : has;
}

/** Algolia semantics: top-level entries are ANDed, entries of a nested array are ORed. */
export function matchesFacetFilters(record: SearchRecord, filters: FacetFilters | undefined): boolean {
  if (filters === undefined) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.every((entry) =>
    typeof entry === 'string' ? facetMatches(record, entry) : entry.length === 0 || entry.some((f) => facetMatches(record, f)),
  );
}

/** Query as the engine sees it: at most `MAX_QUERY_LENGTH` characters. */
export function truncateQuery(query: string): string {
  return Array.from(query).slice(0, MAX_QUERY_LENGTH).join('');
}

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

function toHit(record: SearchRecord, words: readonly string[], params: SearchParams): SearchHit {
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

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(number)));
}

function encodeParams(params: SearchParams): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
}

export interface SearchEngine {
  /** Number of records in the index. */
  readonly size: number;
  search(params: SearchParams, indexName?: string): SearchResponse;
}

/** Prepares `records` once; each search is then a scan over the prepared tokens. */
export function createSearchEngine(records: readonly SearchRecord[], now: () => number = () => Date.now()): SearchEngine {
  const prepared = records.map(prepare);
  return {
    size: prepared.length,
    search(params, indexName = siteConfig.search.indexName) {
      const started = now();
      const query = truncateQuery(typeof params.query === 'string' ? params.query : '');
      const words = [...new Set(tokenize(query))];
      const wholeQuery = normalize(query).trim();
      const hitsPerPage = clampInt(params.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
      const page = clampInt(params.page, 0, 0, Number.MAX_SAFE_INTEGER);

      const scored: Array<{ prepared: PreparedRecord; score: number }> = [];
      if (words.length > 0) {
        for (const candidate of prepared) {
          if (!matchesFacetFilters(candidate.record, params.facetFilters)) continue;
          const score = recordScore(words, wholeQuery, candidate);
          if (score > 0) scored.push({ prepared: candidate, score });
        }
      }
      scored.sort((a, b) => b.score - a.score || a.prepared.level - b.prepared.level || a.prepared.order - b.prepared.order);

      const seen = new Set<string>();
      const distinct = scored.filter(({ prepared: { record } }) => {
        if (seen.has(record.url)) return false;
        seen.add(record.url);
        return true;
      });

      const nbHits = distinct.length;
      const from = page * hitsPerPage;
      const hits = distinct.slice(from, from + hitsPerPage).map(({ prepared: { record } }) => toHit(record, words, params));
      return {
        hits,
        nbHits,
        page,
        nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
        hitsPerPage,
        exhaustiveNbHits: true,
        processingTimeMS: Math.max(0, Math.round(now() - started)),
        query,
        params: encodeParams({ ...params, query }),
        index: indexName,
      };
    },
  };
}
