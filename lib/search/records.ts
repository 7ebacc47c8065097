import type { RefDefinition } from '@/lib/reference/types';
import { ERRORS_ROUTE } from '@/lib/errors';
import { isUpgradeRoute } from '@/lib/upgrade-route';
import { CURRENT_RELEASE, inRelease } from '@/lib/docs/versions';
import { siteConfig } from '@/lib/site-config';
import { truncateText, type TextSection } from './mdx-text';
import { createSearchEngine } from './engine';
import { unpackIndex } from './packed';
import { packTermIndex, type PackedTermIndex } from './prebuilt';
import { stripNamespaces } from './query';
import { canonicalWord, collapseWhitespace, joinedWords, tokenize } from './text';
import {
  recordTypes,
  type PackedIndex,
  type PackedPage,
  type PackedRecord,
  type PackedShards,
  type PackedTranslation,
  type PackedTranslations,
  type RecordType,
  type SearchRecord,
  type TranslationEntry,
} from './types';

/** The fields of a contentlayer `Doc` that the index reads. */
export interface IndexableDoc {
  title: string;
  description: string;
  url: string;
  /**
   * The page's text by section, from its one compile (the content index's `sections`: paragraphs
   * in full, a reference page's `<Param>` blocks left out).
   */
  sections: readonly TextSection[];
  /** Reference docs: the name of the API definition the page renders. */
  reference?: string;
  /** Recipes and the chart chooser: the question in readers' words, searchable on the page record. */
  questions?: readonly string[];
  /** The page's facet tag when it is not the shard's (another release's docs in a shared shard). */
  docusaurusTag?: string;
  /** Only the page's sections, no page record (a part of a page whose whole is another release's). */
  sectionsOnly?: boolean;
}

export type SectionName = 'Docs' | 'Reference' | 'Tutorials' | 'Recipes' | 'Examples' | 'Blog' | 'Pages';

/** The hierarchy's lvl0: which part of the site a page belongs to (the modal's and /search's groups). */
export function sectionOf(url: string): SectionName {
  if (url === '/docs/reference' || url.startsWith('/docs/reference/')) return 'Reference';
  if (url === '/docs/tutorials' || url.startsWith('/docs/tutorials/')) return 'Tutorials';
  if (url === '/docs/recipes' || url.startsWith('/docs/recipes/')) return 'Recipes';
  if (url === '/docs/examples' || url.startsWith('/docs/examples/')) return 'Examples';
  if (url === '/docs' || url.startsWith('/docs/')) return 'Docs';
  if (url === '/blog' || url.startsWith('/blog/')) return 'Blog';
  return 'Pages';
}

/** Docusaurus' facet tag of a page: the docs version tag for docs, `default` for the blog and other pages. */
export function tagOf(url: string, docsTag: string): string {
  return url === '/docs' || url.startsWith('/docs/') ? docsTag : DEFAULT_TAG;
}
export const DEFAULT_TAG = 'default';

/** Plain text of a reference description (Markdown): links, code spans and emphasis removed. */
export function referenceText(text: string): string {
  return collapseWhitespace(
    text
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,;:!?]|$)/g, '$1$2'),
  );
}

export interface BuildRecordsOptions {
  language?: string;
  /** The facet tag of docs pages (blog posts and other pages carry `default`). */
  docusaurusTag?: string;
  /** Blog posts, the home page, cheat sheet and themes page: indexed like docs. */
  pages?: readonly IndexableDoc[];
  /** Other tools' names and the Lilaq page for each (content/translations). */
  translations?: readonly TranslationEntry[];
  /**
   * Rows packed into the docs shard itself (`buildSearchShards`): another release's own rows,
   * whose pages only its docs shard has. Rows whose page is not in the docs shard are left out.
   */
  docsTranslations?: readonly TranslationEntry[];
  /** Longest paragraph kept in full. */
  maxParagraphLength?: number;
}

interface PageDraft {
  url: string;
  lvl0: string;
  lvl1: string;
  /** The page's questions in readers' words (recipes, the chart chooser): on its page record. */
  questions: string[];
  /** Its facet tag when it is not the one `tagOf` gives it. */
  tag?: string;
  records: DraftRecord[];
}

interface DraftRecord {
  type: RecordType;
  anchor: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  content: string | null;
}

function docPage(doc: IndexableDoc, maxParagraphLength: number): PageDraft {
  const questions = (doc.questions ?? []).map(collapseWhitespace).filter((question) => question !== '');
  const page: PageDraft = { url: doc.url, lvl0: sectionOf(doc.url), lvl1: doc.title, questions, records: [] };
  if (doc.docusaurusTag !== undefined) page.tag = doc.docusaurusTag;
  const description = collapseWhitespace(doc.description);
  if (!doc.sectionsOnly)
    page.records.push({ type: 'lvl1', anchor: null, lvl2: null, lvl3: null, lvl4: null, content: description || null });
  for (const section of doc.sections) {
    const [lvl2, lvl3, lvl4] = section.headings;
    if (section.depth > 1) {
      page.records.push({ type: `lvl${section.depth}` as RecordType, anchor: section.anchor, lvl2, lvl3, lvl4, content: null });
    }
    for (const paragraph of section.paragraphs) {
      page.records.push({
        type: 'content',
        anchor: section.anchor,
        lvl2,
        lvl3,
        lvl4,
        content: truncateText(paragraph, maxParagraphLength),
      });
    }
  }
  return page;
}

/**
 * All pages of the index as drafts: one per doc. A reference doc (frontmatter `reference: NAME`,
 * or the URL /docs/reference/NAME) also gets its rendered "Parameters" section: one record per
 * parameter (an h3 under the h2 "Parameters"), anchored at `#PARAM`. Definitions without a page are skipped (no dead links).
 */
function buildPages(docs: readonly IndexableDoc[], definitions: readonly RefDefinition[], maxParagraphLength: number): PageDraft[] {
  const pages = new Map<string, PageDraft>();
  const referencePages = new Map<string, PageDraft>();
  for (const doc of [...docs].sort((a, b) => a.url.localeCompare(b.url))) {
    const page = docPage(doc, maxParagraphLength);
    pages.set(doc.url, page);
    if (doc.reference) referencePages.set(doc.reference, page);
  }
  for (const definition of definitions) {
    const page = referencePages.get(definition.name) ?? pages.get(`/docs/reference/${definition.name}`);
    if (!page || definition.params.length === 0) continue;
    const anchors = new Set(page.records.map((record) => record.anchor));
    for (const param of definition.params) {
      if (anchors.has(param.name)) continue;
      anchors.add(param.name);
      const text = referenceText(param.description);
      page.records.push({
        type: 'lvl3',
        anchor: param.name,
        lvl2: 'Parameters',
        lvl3: param.variadic ? `..${param.name}` : param.name,
        lvl4: null,
        content: text ? truncateText(text, maxParagraphLength) : null,
      });
    }
  }
  return [...pages.values()];
}

/** Packs pages into the compact JSON served at /search-index.json. */
function pack(
  pages: readonly PageDraft[],
  language: string,
  docusaurusTag: string,
  translations: readonly TranslationEntry[],
): PackedIndex {
  const packedPages: PackedPage[] = [];
  const records: PackedRecord[] = [];
  pages.forEach((page, pageIndex) => {
    const tag = page.tag ?? tagOf(page.url, docusaurusTag);
    const packed: PackedPage = [page.url, page.lvl0, page.lvl1];
    if (tag !== docusaurusTag || page.questions.length > 0) packed.push(tag === docusaurusTag ? null : tag);
    if (page.questions.length > 0) packed.push(page.questions);
    packedPages.push(packed);
    for (const record of page.records) {
      const row: PackedRecord = [
        pageIndex,
        recordTypes.indexOf(record.type),
        record.anchor,
        record.lvl2,
        record.lvl3,
        record.lvl4,
        record.content,
      ];
      while (row.length > 2 && row[row.length - 1] == null) row.pop();
      records.push(row);
    }
  });
  const index: PackedIndex = { v: 1, language, docusaurus_tag: docusaurusTag, pages: packedPages, records };
  if (translations.length > 0) index.translations = packTranslations(translations, new Set(pages.map((page) => page.url)));
  return index;
}

/**
 * The translation table as rows of the packed index, [tool, name, lilaq, href, missing]: one
 * record each when unpacked. Rows whose page is not in the index are left out (no dead links).
 */
function packTranslations(rows: readonly TranslationEntry[], urls: ReadonlySet<string>): PackedTranslations {
  const tools: string[] = [];
  const packed: PackedTranslation[] = [];
  for (const row of rows) {
    if (!urls.has(row.href.split('#')[0] as string)) continue;
    let tool = tools.indexOf(row.tool);
    if (tool < 0) tool = tools.push(row.tool) - 1;
    packed.push(row.missing ? [tool, row.name, row.lilaq, row.href, 1] : [tool, row.name, row.lilaq, row.href]);
  }
  return { tools, rows: packed };
}

/** Builds the packed search index from the docs and the API reference data. */
export function buildSearchIndex(
  docs: readonly IndexableDoc[],
  definitions: readonly RefDefinition[],
  options: BuildRecordsOptions = {},
): PackedIndex {
  const pages = buildPages([...docs, ...(options.pages ?? [])], definitions, options.maxParagraphLength ?? 480);
  return pack(
    pages,
    options.language ?? siteConfig.locale.id,
    options.docusaurusTag ?? siteConfig.search.docsTag,
    options.translations ?? [],
  );
}

/** Folded index words of `texts` (as the engine indexes them: split names and joined names). */
function foldedWords(texts: Iterable<string | null>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of [...tokenize(text), ...joinedWords(text)]) words.add(canonicalWord(word));
  }
  return words;
}

/**
 * Whether a docs page travels in the second shard, shared by every release: the error index's pages
 * of messages and the upgrade pages, large and asked for by few queries but pasted messages and
 * questions about releases, which wait for that shard (staging.ts), like the release posts.
 */
export function inSharedShard(url: string): boolean {
  const page = inRelease(url, CURRENT_RELEASE);
  return page.startsWith(`${ERRORS_ROUTE}/`) || isUpgradeRoute(page);
}

/**
 * The index in two shards (issue 21's speed budget): `docs` holds the docs and reference pages,
 * which most queries need, and is indexed first; `more` holds the blog, the site's own pages, the
 * error index's pages of messages, the upgrade pages and the translation table, and lists (with empty records) the docs pages its translation rows point
 * to, so each file unpacks on its own. Added to the docs shard's engine, `more` gives the same
 * records as `buildSearchIndex` with the same content (in another order: docs pages first).
 */
export function buildSearchShards(
  docs: readonly IndexableDoc[],
  definitions: readonly RefDefinition[],
  options: BuildRecordsOptions = {},
): PackedShards {
  const language = options.language ?? siteConfig.locale.id;
  const docsTag = options.docusaurusTag ?? siteConfig.search.docsTag;
  const pages = buildPages([...docs, ...(options.pages ?? [])], definitions, options.maxParagraphLength ?? 480);
  // The error index's pages and the upgrade pages travel with the second shard (inSharedShard).
  // (Another release's pages too: its readers search the shared second shard with its docs shard.)
  const docUrls = new Set(docs.map((doc) => doc.url).filter((url) => !inSharedShard(url)));
  const docPages = pages.filter((page) => docUrls.has(page.url));
  const otherPages = pages.filter((page) => !docUrls.has(page.url));
  const urls = new Set(pages.map((page) => page.url));
  const translations = (options.translations ?? []).filter((row) => urls.has(row.href.split('#')[0] as string));
  const targets = new Set(translations.map((row) => row.href.split('#')[0]));
  const more = pack(
    [...otherPages, ...docPages.filter((page) => targets.has(page.url)).map((page) => ({ ...page, questions: [], records: [] }))],
    language,
    docsTag,
    translations,
  );
  // Words of other tools' names (and the tools' own names) that no docs record has: a query with
  // one of them can only be answered well once the second shard is in.
  const docsTranslations = (options.docsTranslations ?? []).filter((row) => docUrls.has(row.href.split('#')[0] as string));
  const docWords = foldedWords([
    ...docPages.flatMap((page) => [
      page.lvl1,
      ...page.questions,
      ...page.records.flatMap((record) => [record.lvl2, record.lvl3, record.lvl4, record.content]),
    ]),
    ...docsTranslations.flatMap((row) => [stripNamespaces(row.name), row.tool, row.lilaq]),
  ]);
  const nameWords = foldedWords(translations.flatMap((row) => [stripNamespaces(row.name), row.tool]));
  const words = [...nameWords].filter((word) => !docWords.has(word)).sort();
  const docsShard = pack(docPages, language, docsTag, docsTranslations);
  return { docs: { ...docsShard, rest: { words }, index: prebuiltIndex(docsShard) }, more };
}

/**
 * The engine's index of a shard's records, made here so the browser loads it (prebuilt.ts): from
 * the records as the browser unpacks them from the served JSON, so it is their index exactly.
 */
export function prebuiltIndex(shard: PackedIndex): PackedTermIndex {
  const served = JSON.parse(JSON.stringify(shard)) as PackedIndex;
  return packTermIndex(createSearchEngine(unpackIndex(served)).toJSON());
}

/** Builds DocSearch-shaped records (the unpacked form of `buildSearchIndex`). */
export function buildRecords(
  docs: readonly IndexableDoc[],
  definitions: readonly RefDefinition[],
  options: BuildRecordsOptions = {},
): SearchRecord[] {
  return unpackIndex(buildSearchIndex(docs, definitions, options));
}

export { InvalidSearchIndexError, unpackIndex } from './packed';
