import type { PackedTermIndex } from './prebuilt';
/**
 * Shapes of the local search: index records (the DocSearch record format), the packed JSON that
 * the site serves at /search-index.json, and the Algolia-shaped requests and responses that the
 * DocSearch UI and the search page exchange with the local client.
 */

export const recordTypes = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'content'] as const;
export type RecordType = (typeof recordTypes)[number];

export const hierarchyLevels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof hierarchyLevels)[number];

export interface Hierarchy {
  /** Section of the site: Docs, Reference, Tutorials, Recipes, Examples, Blog or Pages. */
  lvl0: string;
  /** Page title. */
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** One searchable record, in the format DocSearch's crawler produces. */
export interface SearchRecord {
  objectID: string;
  /** Page path with the anchor of the record's section, e.g. `/docs/reference/plot#mark`. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  /** Plain text of a paragraph (content records) or a short description. */
  content: string | null;
  /** Facet: page language. */
  language: string;
  /** Facet: docs plugin and version tag (contextual search). */
  docusaurus_tag: string;
  /** Translation records only: the other tool's name and the Lilaq way. */
  translation?: TranslationInfo;
  /**
   * A page record (type `lvl1`) of a recipe or the chart chooser: the question in readers' words
   * (frontmatter `questions`), searched like a title but not shown.
   */
  questions?: string[];
}

/**
 * A page of the packed index: [url, lvl0, lvl1, tag, questions] (no tag or null: the file's
 * `docusaurus_tag`; questions only for pages that have them, on their page record).
 */
export type PackedPage = [url: string, lvl0: string, lvl1: string, tag?: string | null, questions?: string[]];

/** A row of the translation table (content/translations): another tool's name and the Lilaq way. */
export interface TranslationRow {
  /** The name as its users type it: `plt.bar`, `ax.set_ylim`, `geom_col`, `xtick distance`. */
  readonly name: string;
  /** The tool's own grouping (matplotlib `Axes`, ggplot2 `geoms`, pgfplots `axis keys`, Plotly `layout`, gnuplot `plot styles`). */
  readonly group: string;
  /** The Lilaq way, short code or words: `lq.bar`, `lq.diagram(ylim: (a, b))`. */
  readonly lilaq: string;
  /** Site path (optionally with #anchor) of the page that does the job. */
  readonly href: string;
  /** True when Lilaq 0.5.0 has no equivalent: `lilaq` says so and `href` is the closest page. */
  readonly missing?: boolean;
}

/** A row of the translation table with its tool (content/translations). */
export interface TranslationEntry extends TranslationRow {
  /** The tool's name as it spells it ("matplotlib", "Plotly"). */
  readonly tool: string;
}
/** What a translation record carries besides the DocSearch fields (the modal shows it). */
export interface TranslationInfo {
  tool: string;
  /** The name in the other tool: `ax.set_ylim`. */
  name: string;
  /** The Lilaq way: `lq.diagram(ylim: (a, b))`. */
  lilaq: string;
  /** Lilaq 0.5.0 has no equivalent; the link goes to the closest page. */
  missing?: true;
}
/** A packed translation: [tool index, name, lilaq, href, missing]. */
export type PackedTranslation = [tool: number, name: string, lilaq: string, href: string, missing?: 1];
export interface PackedTranslations {
  tools: string[];
  rows: PackedTranslation[];
}

/**
 * A packed record: [page index, type index (into `recordTypes`), anchor, lvl2, lvl3, lvl4, content].
 * Trailing nulls are dropped to keep the JSON small.
 */
export type PackedRecord = [
  page: number,
  type: number,
  anchor?: string | null,
  lvl2?: string | null,
  lvl3?: string | null,
  lvl4?: string | null,
  content?: string | null,
];

/** The JSON served at /search-index.json. Facets are shared by every record of the file. */
export interface PackedIndex {
  v: 1;
  language: string;
  docusaurus_tag: string;
  pages: PackedPage[];
  records: PackedRecord[];
  /** Other tools' names, one record each on the page of their `href`. */
  translations?: PackedTranslations;
  /**
   * Only in the first of two shards (/search-index.json): the rest of the site is in a second
   * file (/search-index-more.json). `words` are the folded words of other tools' names that only
   * the second shard has, so a query for one of them waits for it (staging.ts).
   */
  rest?: { words: string[] };
  /**
   * Only in the first shard: MiniSearch's index of its records, made by the build (prebuilt.ts),
   * which the browser loads instead of indexing the records.
   */
  index?: PackedTermIndex;
  /**
   * Only in another release's docs shard (`/search-index/0.6.0.json`): the addresses of pages of the
   * shared second shard (the current release's error index and upgrade pages) that this release has
   * too, page or `page#anchor`, mapped to this release's own. Its readers' hits go there.
   */
  moves?: Record<string, string>;
}

/** The index in two files: the docs and reference first, the rest of the site after the first answer. */
export interface PackedShards {
  docs: PackedIndex;
  more: PackedIndex;
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  /** HTML: escaped text with the highlight tags around matches. */
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  /** HTML: escaped text with highlight tags, shortened around the first match. */
  value: string;
  matchLevel: MatchLevel;
}

export type HierarchyHighlight = Partial<Record<HierarchyLevel, HighlightResult>>;
export type HierarchySnippet = Partial<Record<HierarchyLevel, SnippetResult>>;

export interface SearchHit extends SearchRecord {
  _highlightResult: { hierarchy: HierarchyHighlight; content?: HighlightResult };
  _snippetResult: { hierarchy: HierarchySnippet; content?: SnippetResult };
}

/** Algolia facet filters: outer entries are ANDed, inner arrays are ORed. */
export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;

/** The subset of Algolia search parameters the local engine understands. */
export interface SearchParams {
  query?: string;
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  page?: number;
  /** `attribute:words`, e.g. `content:10`. */
  attributesToSnippet?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  /** Accepted and ignored: every hit carries all record attributes. */
  attributesToRetrieve?: readonly string[];
  [other: string]: unknown;
}

/** One request of a multi-query call, in the v5 (flat) or v4 (`params`) shape. */
export interface SearchRequest extends SearchParams {
  indexName: string;
  /** v4 shape: the parameters as an object or a URL-encoded string. */
  params?: SearchParams | string;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  /**
   * Local search only: no record had every word of the query, so these hits have some of them
   * (or resemble them). The modal and the /search page say so above the results.
   */
  partial?: true;
}

export interface MultiSearchResponse {
  results: SearchResponse[];
}
