import MiniSearch, { type AsPlainObject, type Options, type Query, type SearchResult } from 'minisearch';
import { siteConfig } from '@/lib/site-config';
import { facetAttributes, matchesFacetFilters } from './facets';
import { toHit } from './hits';
import { InvalidPrebuiltIndexError, readTermIndex, type LoadableTermIndex, type TermData } from './prebuilt';
import { parseQuery, planWords, stripNamespaces, type QueryGroup, type QueryPlan } from './query';
import { rankByPage } from './ranking';
import { errorEntries, messageEntry, withMessageLead } from './message-lead';
import { ERRORS_ROUTE } from '../errors';
import { isUpgradeRoute } from '../upgrade-route';
import { canonicalWord, joinedWords, normalize, tokenize } from './text';
import { MAX_QUERY_LENGTH, truncateQuery } from './query-limit';
import type { SearchParams, SearchRecord, SearchResponse } from './types';
import { problemWords, questionWords, stopWords } from './vocabulary';

/**
 * The local search: MiniSearch (BM25+ ranking, typo tolerance, prefix search) over the DocSearch
 * records, answering with Algolia-shaped responses. See README.md here for why MiniSearch.
 *
 * - Fields, by weight: the page title, a recipe's questions in readers' words, a section's own
 *   heading (a reference parameter's name), the titles a record sits under (a paragraph: its page
 *   title), and the text.
 * - Query: words folded (case, diacritics, one spelling), stop words dropped, reader vocabulary
 *   expanded (vocabulary.ts), a word the index lacks read as the indexed word one edit away
 *   (`correctorFor`), a question about when something changed marked (release posts lead);
 *   records with every word (AND) come first, and when they are on
 *   fewer than three pages, records with at least half of the words (OR) follow. The word being typed matches as a prefix;
 *   words of five letters or more tolerate one typo. When no record has every word, the answer
 *   relaxes (any word, then fuzzier words) and says it is partial (see README.md).
 * - Ranking: BM25+ with field boosts, page records before headings before paragraphs, and a bonus
 *   for a title equal to the query; then grouped by page (ranking.ts).
 */

export { matchesFacetFilters } from './facets';

export const DEFAULT_HITS_PER_PAGE = siteConfig.search.hitsPerPage;
const MAX_HITS_PER_PAGE = 1000;

/**
 * `questions`: a recipe's (or the chart chooser's) questions in readers' words, on its page record;
 * a little below the title, since a question has more words than the task it names.
 */
const FIELD_BOOSTS = { title: 5, questions: 4, heading: 3, context: 1.2, text: 1 } as const;
type Field = keyof typeof FIELD_BOOSTS;
const TYPE_BOOSTS: Record<SearchRecord['type'], number> = { lvl1: 1.3, lvl2: 1.15, lvl3: 1.1, lvl4: 1.05, content: 1 };
/**
 * By part of the site: release notes and the cheat sheet mention nearly everything in passing,
 * so a docs page on the same words comes first; they lead only where they are the one answer.
 */
const SECTION_BOOSTS: Readonly<Record<string, number>> = { Blog: 0.7, Pages: 0.85 };
/**
 * A recipe answers one question: its page record (title and readers' questions) leads where the
 * query asks that question, but its sections explain one example and name many functions in
 * passing, so they weigh less than the reference and tutorial sections about those functions.
 */
const RECIPE_SECTION_BOOST = 0.3;
/**
 * The error index's entries name the parameters and functions of every mistake in passing, like a
 * recipe's sections: a pasted message finds its entry by its template (message-lead.ts), so for
 * words alone the pages about those names come first.
 */
const ERROR_INDEX_BOOST = 0.3;
/**
 * An upgrade page ("From 0.5.0 to 0.6.0") is release material among the docs: like a release post it
 * names widths, margins and ticks in passing, so it weighs as the blog does.
 */
/**
 * The troubleshooting page answers problems described in words (a bar chart that stays empty, a
 * setting that does nothing): where a query reads as a symptom (vocabulary.ts, `problemWords`) it
 * weighs as a docs page; for other words it weighs less than the rest of the error index, since it
 * names ticks, marks, dates and bars in passing and is not where a reader learns about them.
 */
const PROBLEM_PAGE = `${ERRORS_ROUTE}/troubleshooting`;
const PROBLEM_PAGE_BOOST = 0.3;
/** What brings the page to a docs page's weight (1) for a symptom. */
const PROBLEM_LIFT = 1 / (ERROR_INDEX_BOOST * PROBLEM_PAGE_BOOST);
const readsAsProblem = (query: string) => tokenize(query).some((word) => problemWords.has(word));
const boostOf = (record: SearchRecord) =>
  TYPE_BOOSTS[record.type] *
  (SECTION_BOOSTS[record.hierarchy.lvl0] ?? 1) *
  (isUpgradeRoute(record.url_without_anchor) ? SECTION_BOOSTS.Blog! : 1) *
  (record.hierarchy.lvl0 === 'Recipes' && record.type !== 'lvl1' ? RECIPE_SECTION_BOOST : 1) *
  (record.url_without_anchor.startsWith(`${ERRORS_ROUTE}/`) ? ERROR_INDEX_BOOST : 1) *
  (record.url_without_anchor === PROBLEM_PAGE ? PROBLEM_PAGE_BOOST : 1);
const READER_BOOSTS = Object.fromEntries(Object.entries(FIELD_BOOSTS).map(([field, boost]) => [field, boost * 0.5]));
/** A page titled exactly as the query asks ("legend") beats pages that mention it; a section less so. */
/** Fewer pages than this with every query word: pages with some of the words are added. */
const MIN_PAGES = 3;
/** Added to the score of records with every word, so they rank before those with some. */
const ALL_WORDS_LEAD = 1e6;
const EXACT_TITLE_BONUS: Record<SearchRecord['type'], number> = { lvl1: 6, lvl2: 1.5, lvl3: 1.5, lvl4: 1.5, content: 1 };
/**
 * A section whose own heading or parameter name is made only of query words ("error bar caps":
 * `cap`, not `cap-stroke`) is what the reader named, ahead of sections that mention the words.
 */
const COVERED_HEADING_BONUS = 1.3;
/**
 * A record named exactly as typed, separators and all ("clip_on", "ax.set_ylim" with or without
 * its module prefix): the reader copied that name, so the row for it leads the records whose
 * names share only its words (`clip`).
 */
const EXACT_NAME_BONUS = 2;
/**
 * A query that asks when something changed ("when were themes added": `QueryPlan.release`) is
 * answered by the release posts: among records with as many of the query's words, theirs come
 * first (half the lead of a word), and "latest release" puts the newest post before the others.
 */
const RELEASE_LEAD = ALL_WORDS_LEAD / 2;
const LATEST_RELEASE_LEAD = ALL_WORDS_LEAD / 4;
const RELEASE_POSTS = '/blog/release-';
/** The release post of the highest version among `pages` ('/blog/release-0.5.0'), if any. */
export function newestRelease(pages: Iterable<string>): string | null {
  const version = (page: string) => page.slice(RELEASE_POSTS.length).split('.').map(Number);
  let newest: string | null = null;
  for (const page of pages) {
    if (!page.startsWith(RELEASE_POSTS) || version(page).some(Number.isNaN)) continue;
    if (newest === null) newest = page;
    else {
      const [a, b] = [version(page), version(newest)];
      const first = a.findIndex((part, i) => part !== b[i]);
      if (first !== -1 && (a[first] as number) > (b[first] ?? -1)) newest = page;
    }
  }
  return newest;
}
const nameKey = (text: string) => normalize(stripNamespaces(text)).replace(/\s+/g, '');

/** The record's own heading: the page title for a page record, else its deepest heading. */
function ownTitle(record: SearchRecord): string | null {
  if (record.type === 'content') return null;
  return record.hierarchy[record.type];
}

function fieldsOf(record: SearchRecord): Record<Field, string> {
  const { lvl1, lvl2, lvl3, lvl4 } = record.hierarchy;
  const own = ownTitle(record);
  // A paragraph sits under its page title; its headings are records of their own, and repeating
  // them on every paragraph made the index slower to build without finding more.
  // A translation record sits under its tool's name and the Lilaq page it points to.
  const parents = record.translation ? [record.translation.tool, lvl1] : record.type === 'content' ? [lvl1] : [lvl1, lvl2, lvl3, lvl4];
  const around = parents.filter((value): value is string => value !== null && value !== own);
  // A word of the record's own heading counts there, not a second time in the titles above it or
  // in its text: `tick-distance` on the page `tick-locate.years`, described as the spacing of ticks
  // "like tick-locate.linear.tick-distance", is no more about ticks than `axis`'s `tick-distance`.
  const ownWords = new Set(indexWords(own ?? '').map(canonicalWord));
  const besidesOwn = (text: string) => {
    const words = indexWords(text);
    return (ownWords.size === 0 ? words : words.filter((word) => !ownWords.has(canonicalWord(word)))).join(' ');
  };
  // Each field is handed to MiniSearch as its index words, space-separated, so every text is
  // tokenised once (splitTerms), not here and again by MiniSearch.
  return {
    title: record.type === 'lvl1' ? indexWords(lvl1).join(' ') : '',
    // Every word of the questions once: three phrasings of one task do not make it three times as
    // relevant. Their framing ("what", "which", "change", "Lilaq") says nothing about the page, and
    // left in, it would make every page with questions an answer to "what is lilaq".
    questions: record.questions
      ? indexWords(record.questions.join(' '))
          .filter((word) => !questionWords.has(canonicalWord(word)))
          .join(' ')
      : '',
    heading: record.type !== 'lvl1' && own ? indexWords(own).join(' ') : '',
    context: besidesOwn(around.join(' ')),
    text: besidesOwn(record.content ?? ''),
  };
}

const splitTerms = (terms: string) => (terms === '' ? [] : terms.split(' '));

/**
 * Index words: folded words (CamelCase, snake_case, dotted and hyphenated names split) plus the
 * joined forms of names ("mark-size" → "marksize", "LogFormatter" → "logformatter").
 */
function indexWords(text: string): string[] {
  return [...new Set([...tokenize(text), ...joinedWords(text)])];
}

const titleKey = (text: string) =>
  tokenize(stripNamespaces(text))
    .filter((word) => !stopWords.has(word))
    .map(canonicalWord)
    .join(' ');

/** The titles that count as "equal to the query": the reader's words, or the vocabulary's for them. */
function exactTitles(plan: QueryPlan): Set<string> {
  const titles = new Set([plan.groups.flatMap((group) => group.words).join(' ')]);
  for (const title of lilaqTitles(plan)) titles.add(title);
  return titles;
}

/** Lilaq's own word for a one-phrase query (its alias: "violin plot" → `violin`), as a title. */
function lilaqTitles(plan: QueryPlan): Set<string> {
  return new Set(plan.groups.length === 1 ? (plan.groups[0]?.alternatives ?? []).map((alternative) => alternative.join(' ')) : []);
}

/**
 * Where the reader's phrase and Lilaq's word for it are both page titles (the recipe "Violin
 * plot" and `lq.violin`), the page Lilaq's word names leads: it is the definition the phrase means.
 */
const LILAQ_WORD_TITLE_FACTOR = 2;

/**
 * Shorter words the index lacks are left as typed: one edit turns them into too many others. A
 * four-letter word is only read with two neighbours swapped ("stme" → "stem", where a substitution
 * would give "same"): "sale", "card" and "safe" are words, not typos of "scale", "hard" and "same".
 */
const MIN_CORRECTED_LENGTH = 5;
const MIN_SWAPPED_LENGTH = 4;
/** A letter for another only from six letters: "score" is a word, not a typo of "scope". */
const MIN_SUBSTITUTED_LENGTH = 6;

/**
 * What the corrector asks of the index. `termLookup` answers through MiniSearch's public search,
 * so the corrector reads the index as it is, second shard included.
 */
export interface TermLookup {
  /** How many records have the term, in any field (0: the index lacks it). */
  records(term: string): number;
  /** The terms one edit away (MiniSearch's edit distance: a swap is two), each with its record count. */
  near(term: string): Map<string, number>;
  /** Whether some term of the index starts with `prefix` (and is longer). */
  starts(prefix: string): boolean;
}

/**
 * The corrector's lookups as searches: a search's results are the records with the term (or with
 * the terms it matched, `terms`), whatever their scores, which it therefore need not weigh. Each
 * answer is kept, for the index as it is when the lookup is made.
 */
function termLookup(index: IndexOf): TermLookup {
  const unweighted = { boostDocument: undefined, fuzzy: false, prefix: false } as const;
  const counts = new Map<string, number>();
  return {
    records(term) {
      let count = counts.get(term);
      if (count === undefined) counts.set(term, (count = index.search(term, unweighted).length));
      return count;
    },
    near(term) {
      const near = new Map<string, number>();
      for (const result of index.search(term, { ...unweighted, fuzzy: 1, maxFuzzy: 1 }))
        for (const found of result.terms) if (found !== term) near.set(found, (near.get(found) ?? 0) + 1);
      return near;
    },
    starts: (prefix) => index.search(prefix, { ...unweighted, prefix: true }).length > 0,
  };
}

/**
 * "Did you mean": a query word that no record has is read as the word of the index one edit
 * away (an insertion, a deletion or a substitution after the first letter, or two neighbours
 * swapped: "stme" → "stem") that the most records have; a word with none such stays as typed.
 * Typos seldom touch the first letter, and edits there made other words ("score" → "core").
 * The corrected query is then searched as if typed so, title bonus and vocabulary included,
 * where MiniSearch's own typo tolerance would only have found the word at a discount ("scater
 * plot" misses the `scatter` page's title; "stme", four letters, had no tolerance at all). The
 * word still being typed is left alone while it starts a word of the index.
 */
export function correctorFor(index: TermLookup): (word: string, typing?: boolean) => string {
  const cache = new Map<string, string>();
  return (word, typing = false) => {
    if (word.length < MIN_SWAPPED_LENGTH || /\d/.test(word) || index.records(word) > 0) return word;
    // The word being typed ("colorm") is the start of a word the index has: not a typo yet.
    if (typing && index.starts(word)) return word;
    const known = cache.get(word);
    if (known !== undefined) return known;
    const candidates = new Map<string, number>();
    if (word.length >= MIN_CORRECTED_LENGTH)
      for (const [term, count] of index.near(word))
        if (term[0] === word[0] && (term.length !== word.length || word.length >= MIN_SUBSTITUTED_LENGTH)) candidates.set(term, count);
    for (let i = 0; i + 1 < word.length; i++) {
      const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      const count = swapped === word ? 0 : index.records(swapped);
      if (count > 0) candidates.set(swapped, count);
    }
    let best = word;
    let bestCount = 0;
    for (const [term, count] of [...candidates].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (count > bestCount) [best, bestCount] = [term, count];
    }
    cache.set(word, best);
    return best;
  };
}

/** One typo in words of five letters or more; shorter words would match too many others. */
const fuzziness = (word: string): number | false => (word.length >= 5 ? 1 : false);

function wordQuery(word: string, typing: string | null): Query {
  // A one-letter prefix would expand to a large part of the vocabulary for little use.
  return { queries: [word], fuzzy: fuzziness(word), prefix: word === typing && word.length >= 2, maxFuzzy: 1 };
}

function groupQuery(group: QueryGroup, typing: string | null, isLast: boolean): Query {
  const queries = group.words.map((word) => wordQuery(word, isLast ? typing : null));
  if (group.alternatives.length === 0) return { combineWith: 'AND', queries };
  // With an alias, Lilaq's word leads and the reader's own words count less.
  const own: Query = { combineWith: 'AND', queries, boost: READER_BOOSTS };
  const lilaq = group.alternatives.map<Query>((words) => ({ combineWith: 'AND', queries: words, fuzzy: false, prefix: false }));
  return { combineWith: 'OR', queries: [own, ...lilaq] };
}

/**
 * The last resort for a query nothing matched: any word, each a prefix from three letters on and
 * with one typo from four letters, two from six (a swapped pair is two: "scatetr" finds "scatter").
 */
function looseQuery(plan: QueryPlan): Query {
  const words = [...new Set(plan.groups.flatMap((group) => [...group.words, ...group.alternatives.flat()]))];
  return {
    combineWith: 'OR',
    queries: words.map<Query>((word) => ({
      queries: [word],
      prefix: word.length >= 3,
      fuzzy: word.length >= 6 ? 2 : word.length >= 4 ? 1 : false,
      maxFuzzy: 2,
    })),
  };
}

function planQuery(plan: QueryPlan, combineWith: 'AND' | 'OR'): Query {
  return { combineWith, queries: plan.groups.map((group, i) => groupQuery(group, plan.typing, i === plan.groups.length - 1)) };
}

/** How many groups of the plan a result matched, from the query terms MiniSearch reports. */
function matchedGroups(plan: QueryPlan, queryTerms: readonly string[]): number {
  const terms = new Set(queryTerms);
  return plan.groups.filter((group) => [...group.words, ...group.alternatives.flat()].some((word) => terms.has(word))).length;
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
  /**
   * Indexes more records into the same index (the second shard): from then on every search sees
   * them, ranked as if they had been indexed with the first ones (BM25+ statistics cover both).
   */
  add(records: readonly SearchRecord[]): void;
  /** MiniSearch's serialisation of the index (the build packs it: prebuilt.ts). */
  toJSON(): AsPlainObject;
}

/** Indexes `initial` once (a few tens of milliseconds for the site's index); `add` indexes more. */
export function createSearchEngine(initial: readonly SearchRecord[], now: () => number = () => Date.now()): SearchEngine {
  return engineOver(initial, null, now);
}

/**
 * The engine over `initial` with the index the build made of them (`prebuilt`, see prebuilt.ts)
 * instead of indexing them again: the same engine as `createSearchEngine(initial)`, statistics,
 * term order and all, so it ranks every query the same; `add` indexes more as there. Throws
 * `InvalidPrebuiltIndexError` when `prebuilt` is not an index of these records' shape.
 */
export function loadSearchEngine(initial: readonly SearchRecord[], prebuilt: unknown, now: () => number = () => Date.now()): SearchEngine {
  return engineOver(initial, { packed: prebuilt }, now);
}

/** The fields in MiniSearch's field-id order (the prebuilt index is checked against them). */
export const INDEX_FIELDS: readonly Field[] = Object.keys(FIELD_BOOSTS) as Field[];

type Indexed = { id: number } & Record<Field, string>;
type IndexOf = MiniSearch<Indexed>;

/**
 * MiniSearch over a prebuilt index: its header (counts, field lengths) through `loadJS`, its terms
 * straight into MiniSearch's radix tree, in the order the build wrote them. `loadJS` takes terms
 * too, but as objects keyed by document number that it turns into Maps one by one: six times as
 * long for the docs shard, as long as indexing the records (README.md, "Speed"). `_index` is
 * MiniSearch's own field for the tree, the one private field this module touches, and only to
 * write the terms in: the public API has no faster way in (README.md, "Why this one write …
 * stays"). Should an update of MiniSearch rename it, this falls back to `loadJS` (and
 * prebuilt.test.ts fails).
 */
function loadIndex({ header, terms }: LoadableTermIndex, options: Options<Indexed>): IndexOf {
  const index = MiniSearch.loadJS<Indexed>(header, options);
  const tree = treeOf(index);
  if (!tree) {
    const asObjects: AsPlainObject['index'] = terms.map(([term, data]) => [
      term,
      Object.fromEntries([...data].map(([field, docs]) => [field, Object.fromEntries(docs)])),
    ]);
    return MiniSearch.loadJS<Indexed>({ ...header, index: asObjects }, options);
  }
  for (const [term, data] of terms) tree.set(term, data);
  if (index.termCount !== terms.length) throw new InvalidPrebuiltIndexError('The prebuilt search index has a term twice.');
  return index;
}

/** MiniSearch's radix tree of terms, or null when this MiniSearch keeps it elsewhere. */
export function treeOf(index: object): { set(term: string, data: TermData): unknown } | null {
  const tree = (index as unknown as { _index?: unknown })._index;
  return typeof tree === 'object' &&
    tree !== null &&
    typeof (tree as { set?: unknown }).set === 'function' &&
    typeof (tree as { get?: unknown }).get === 'function'
    ? (tree as { set(term: string, data: TermData): unknown })
    : null;
}

function engineOver(initial: readonly SearchRecord[], prebuilt: { packed: unknown } | null, now: () => number): SearchEngine {
  // By id (a record's position): the records and what the search needs of each, precomputed.
  const records: SearchRecord[] = [];
  // Worked out when a search first scores the record (most records are never scored in a visit):
  // loading the prebuilt index should not tokenise every title.
  const titleKeys: Array<string | undefined> = [];
  const nameKeys: Array<string | undefined> = [];
  const titleKeyOf = (id: number) => (titleKeys[id] ??= titleKey(ownTitle(records[id] as SearchRecord) ?? ''));
  const nameKeyOf = (id: number) => {
    const record = records[id] as SearchRecord;
    return (nameKeys[id] ??= record.translation ? nameKey(record.translation.name) : '');
  };
  const documentBoosts: number[] = [];
  // The newest release post among the records, worked out when a query first asks for it.
  let newest: string | null | undefined;
  // The corrector reads the index as it is: a word the second shard brings is no longer corrected.
  let corrector: ((word: string, typing?: boolean) => string) | undefined;
  // The error index's entries by anchor, found when a query first is a message (message-lead.ts).
  let entries: Map<string, number[]> | undefined;
  const entryOf = (anchor: string) => (entries ??= errorEntries(records)).get(anchor);
  const latestPost = () => (newest === undefined ? (newest = newestRelease(records.map((record) => record.url_without_anchor))) : newest);
  const options: Options<Indexed> = {
    fields: [...INDEX_FIELDS],
    // fieldsOf gives each field as its index words already (stop words still count in its length).
    tokenize: splitTerms,
    processTerm: (term) => (stopWords.has(term) ? null : canonicalWord(term)),
    searchOptions: {
      boost: FIELD_BOOSTS,
      // Query words are folded and split by parseQuery already.
      tokenize: (text) => [text],
      processTerm: (term) => term,
      boostDocument: (id: number) => documentBoosts[id] as number,
    },
  };
  const remember = (more: readonly SearchRecord[]) => {
    for (const record of more) {
      records.push(record);
      documentBoosts.push(boostOf(record));
    }
  };
  const add = (more: readonly SearchRecord[]) => {
    newest = undefined;
    corrector = undefined;
    entries = undefined;
    const first = records.length;
    remember(more);
    index.addAll(more.map((record, i) => ({ id: first + i, ...fieldsOf(record) })));
  };
  let index: IndexOf;
  if (prebuilt === null) {
    index = new MiniSearch(options);
    add(initial);
  } else {
    index = loadIndex(readTermIndex(prebuilt.packed, INDEX_FIELDS, initial.length), options);
    remember(initial);
  }

  const run = (plan: QueryPlan, params: SearchParams): { results: Array<SearchResult & { lead?: number }>; partial: boolean } => {
    // Records share a handful of facet values: each combination is checked once per search.
    const attributes = facetAttributes(params.facetFilters);
    const allowed = new Map<string, boolean>();
    const filter = (result: SearchResult) => {
      const record = records[result.id as number] as SearchRecord;
      const key = attributes.map((attribute) => String((record as unknown as Record<string, unknown>)[attribute])).join('\u0000');
      let ok = allowed.get(key);
      if (ok === undefined) allowed.set(key, (ok = matchesFacetFilters(record, params.facetFilters)));
      return ok;
    };
    const all = index.search(planQuery(plan, 'AND'), { filter });
    if (all.length === 0) return { results: relaxed(plan, filter), partial: true };
    if (plan.groups.length < 2) return { results: all, partial: false };
    // Records with at least half of the words follow those with all: on pages that have every
    // word somewhere (the page's description may name what a section explains without the same
    // words: "log axis base 2" → the `base` parameter of scale.log), and on any page when fewer
    // than three pages have every word.
    const found = new Set(all.map((result) => result.id as number));
    const pages = new Set(all.map(pageOf));
    const anyPage = pages.size < MIN_PAGES;
    const needed = Math.ceil(plan.groups.length / 2);
    const some = index
      .search(planQuery(plan, 'OR'), { filter })
      .filter(
        (result) =>
          !found.has(result.id as number) && (anyPage || pages.has(pageOf(result))) && matchedGroups(plan, result.queryTerms) >= needed,
      );
    return { results: [...all.map((result) => ({ ...result, lead: ALL_WORDS_LEAD })), ...some], partial: false };
  };

  /**
   * No record has every word: records with any of them, those with more words first; when none
   * has any, the same words with more typos and as prefixes. The answer says it is partial.
   */
  const relaxed = (plan: QueryPlan, filter: (result: SearchResult) => boolean): Array<SearchResult & { lead?: number }> => {
    // Alone, a letter or a number ("x", "1") matches half the site: a record needs a longer word
    // of the query too, unless the query has none.
    const hasLong = planWords(plan).some((word) => word.length >= 3);
    const keep = (result: SearchResult) => filter(result) && (!hasLong || result.queryTerms.some((term) => term.length >= 3));
    const withLead = (results: SearchResult[]) =>
      results.map((result) => ({ ...result, lead: matchedGroups(plan, result.queryTerms) * ALL_WORDS_LEAD }));
    if (plan.groups.length > 1) {
      const any = index.search(planQuery(plan, 'OR'), { filter: keep });
      if (any.length > 0) return withLead(any);
    }
    return withLead(index.search(looseQuery(plan), { filter: keep }));
  };

  const correct = () => (corrector ??= correctorFor(termLookup(index)));

  const pageOf = (result: SearchResult) => (records[result.id as number] as SearchRecord).url_without_anchor;

  return {
    get size() {
      return records.length;
    },
    add,
    toJSON: () => index.toJSON(),
    search(params, indexName = siteConfig.search.indexName) {
      const started = now();
      const query = truncateQuery(typeof params.query === 'string' ? params.query : '');
      const plan = parseQuery(query, correct());
      const hitsPerPage = clampInt(params.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
      const page = clampInt(params.page, 0, 0, Number.MAX_SAFE_INTEGER);

      const { results, partial } = plan.groups.length > 0 ? run(plan, params) : { results: [], partial: false };
      const exact = exactTitles(plan);
      const lilaqWords = lilaqTitles(plan);
      const typedName = nameKey(query);
      const words = planWords(plan);
      const asked = new Set(words);
      const isTyped = (term: string) => plan.typing !== null && plan.typing.length >= 2 && term.startsWith(plan.typing);
      const matched = new Map<number, string[]>();
      const problem = readsAsProblem(query);
      const scored = results.map((result) => {
        const id = result.id as number;
        matched.set(id, result.terms);
        const record = records[id] as SearchRecord;
        const key = titleKeyOf(id);
        const bonus = exact.has(key)
          ? EXACT_TITLE_BONUS[record.type] * (lilaqWords.has(key) ? LILAQ_WORD_TITLE_FACTOR : 1)
          : record.type !== 'lvl1' && key !== '' && key.split(' ').every((word) => asked.has(word))
            ? COVERED_HEADING_BONUS
            : 1;
        // The bonus weighs the record's own score; the lead of records with every word stays apart.
        const named = typedName !== '' && nameKeyOf(id) === typedName ? EXACT_NAME_BONUS : 1;
        const page = record.url_without_anchor;
        // Only for a record that has a word as asked (or begun): "theme" must not lead with "there".
        const release =
          plan.release === false || !page.startsWith(RELEASE_POSTS) || !result.terms.some((term) => asked.has(term) || isTyped(term))
            ? 0
            : RELEASE_LEAD + (plan.release === 'latest' && page === latestPost() ? LATEST_RELEASE_LEAD : 0);
        const lift = problem && page === PROBLEM_PAGE ? PROBLEM_LIFT : 1;
        return { record, id, score: result.score * bonus * named * lift + (result.lead ?? 0) + release };
      });
      // A pasted error message: its entry first, matched on the query as typed (quotes and all).
      const entry = messageEntry(typeof params.query === 'string' ? params.query : '', entryOf, (found) =>
        matchesFacetFilters(records[found] as SearchRecord, params.facetFilters),
      );
      const leading =
        entry === null
          ? scored
          : withMessageLead(
              scored,
              scored.find((other) => other.id === entry) ?? { record: records[entry] as SearchRecord, id: entry, score: 0 },
            );
      const ids = new Map(leading.map((other) => [other.record, other.id]));
      const ranked = rankByPage(leading);

      const nbHits = ranked.length;
      const from = page * hitsPerPage;
      const hits = ranked.slice(from, from + hitsPerPage).map((record) => {
        const terms = matched.get(ids.get(record) as number) ?? [];
        return toHit(record, [...new Set([...words, ...terms])], params);
      });
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
        ...(partial && nbHits > 0 ? { partial: true as const } : {}),
      };
    },
  };
}

export { MAX_QUERY_LENGTH, truncateQuery };
