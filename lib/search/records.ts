import { withoutParamBlocks } from '@/lib/reference/prose-mdx';
import type { RefDefinition } from '@/lib/reference/types';
import { siteConfig } from '@/lib/site-config';
import { mdxToSections, truncateText } from './mdx-text';
import { unpackIndex } from './packed';
import { collapseWhitespace } from './text';
import { recordTypes, type PackedIndex, type PackedPage, type PackedRecord, type RecordType, type SearchRecord } from './types';

/** The fields of a contentlayer `Doc` that the index reads. */
export interface IndexableDoc {
  title: string;
  description: string;
  url: string;
  body: { raw: string };
  /** Reference docs: the name of the API definition the page renders. */
  reference?: string;
}

export type SectionName = 'Docs' | 'Reference' | 'Tutorials' | 'Examples';

/** The hierarchy's lvl0: which part of the docs a page belongs to. */
export function sectionOf(url: string): SectionName {
  if (url === '/docs/reference' || url.startsWith('/docs/reference/')) return 'Reference';
  if (url === '/docs/tutorials' || url.startsWith('/docs/tutorials/')) return 'Tutorials';
  if (url === '/docs/examples' || url.startsWith('/docs/examples/')) return 'Examples';
  return 'Docs';
}

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
  docusaurusTag?: string;
  /** Longest paragraph kept in full. */
  maxParagraphLength?: number;
}

interface PageDraft {
  url: string;
  lvl0: string;
  lvl1: string;
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
  const page: PageDraft = { url: doc.url, lvl0: sectionOf(doc.url), lvl1: doc.title, records: [] };
  const description = collapseWhitespace(doc.description);
  page.records.push({ type: 'lvl1', anchor: null, lvl2: null, lvl3: null, lvl4: null, content: description || null });
  for (const section of mdxToSections(doc.body.raw, { maxParagraphLength })) {
    const [lvl2, lvl3, lvl4] = section.headings;
    if (section.depth > 1) {
      page.records.push({ type: `lvl${section.depth}` as RecordType, anchor: section.anchor, lvl2, lvl3, lvl4, content: null });
    }
    for (const paragraph of section.paragraphs) {
      page.records.push({ type: 'content', anchor: section.anchor, lvl2, lvl3, lvl4, content: paragraph });
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
    // A reference page's <Param> blocks become the parameter records below, not paragraphs of its last section.
    const page = docPage(doc.reference ? { ...doc, body: { raw: withoutParamBlocks(doc.body.raw) } } : doc, maxParagraphLength);
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
function pack(pages: readonly PageDraft[], language: string, docusaurusTag: string): PackedIndex {
  const packedPages: PackedPage[] = [];
  const records: PackedRecord[] = [];
  pages.forEach((page, pageIndex) => {
    packedPages.push([page.url, page.lvl0, page.lvl1]);
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
  return { v: 1, language, docusaurus_tag: docusaurusTag, pages: packedPages, records };
}

/** Builds the packed search index from the docs and the API reference data. */
export function buildSearchIndex(
  docs: readonly IndexableDoc[],
  definitions: readonly RefDefinition[],
  options: BuildRecordsOptions = {},
): PackedIndex {
  const pages = buildPages(docs, definitions, options.maxParagraphLength ?? 480);
  return pack(pages, options.language ?? siteConfig.locale.id, options.docusaurusTag ?? siteConfig.search.docsTag);
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
