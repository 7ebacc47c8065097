/**
 * Everything the site derives from one MDX page, computed from the tree of its one compile.
 *
 * contentlayer2 compiles each docs page, post and stand-alone page once (mdx-bundler, with the
 * site's plugins). `remarkPageData` runs inside that compile, right after the heading ids are set
 * (lib/mdx/remark-headings.ts), and derives from the tree: the TOC, every heading id, the runnable
 * examples, the text sections the search index is built from, the links the link gate checks, the
 * reference prose (a reference page's `<Summary>` and `<Param>` blocks) and the Markdown export's
 * body. contentlayer's computed fields (contentlayer.config.ts) then read the result, so it is
 * written into contentlayer's generated data, which every later step reads: the pages, the search
 * index, the Markdown export, the social cards and the link gate. Nothing after the compile parses
 * MDX again, and nothing after `contentlayer2 build` reads `content/`.
 */
import type { Root } from 'mdast';
import type { Pluggable } from 'unified';
import type { VFile } from 'vfile';
import { categoryCardsPlaceholder, MARKDOWN_ORIGIN, markdownTree } from '../discover/markdown';
import { collectPageExamples, type PageExample } from '../discover/page-examples';
import { mdxFileToRoute } from '../links/remark-file-links';
import { linksOf, type SourceLink } from '../links/source-links';
import { sitePlugins } from '../mdx/plugins';
import { tocOf, type TocEntry } from '../mdx/remark-headings';
import { proseFromMdx } from '../reference/prose-mdx';
import type { RefProse } from '../reference/types';
import { cheatTileText, mdxToSections, type TextSection } from '../search/mdx-text';
import { siteConfig } from '../site-config';

export interface PageData {
  /** The h2–h4 headings (siteConfig.docs), for the "On this page" column. */
  toc: TocEntry[];
  /** Every heading id of the page (h1–h6), as its HTML carries them. */
  anchors: string[];
  /** The runnable examples (anchor, section, figure, `lq.` paths). */
  examples: PageExample[];
  /** The searchable text by section, paragraphs in full; a reference page's `<Param>` blocks are left out (each parameter gets its own record). */
  sections: TextSection[];
  /** The links written in the page, with their lines, for the link gate. */
  links: SourceLink[];
  /** A reference page's prose (`reference:` in the frontmatter), else null. */
  prose: RefProse | null;
  /**
   * The body as a plain Markdown tree for the export (lib/discover/markdown.ts): links absolute on
   * MARKDOWN_ORIGIN (the site URL depends on SITE_URL and BASE_PATH, so it is put in when the export
   * is written), `<CategoryCards>` as a placeholder that the export replaces by the category's list.
   */
  markdown: Root;
}

/** The JSX of a page as Markdown in the export (see lib/content/markdown.ts). */
function componentMarkdown(name: string, attributes: Readonly<Record<string, string>>): string | undefined {
  // A reference page's prose blocks: the signature and parameter sections around the body say it.
  if (name === 'Summary' || name === 'Param') return '';
  if (name === 'CategoryCards') return categoryCardsPlaceholder(attributes.category ?? '');
  return undefined;
}

/** Counts derivations, i.e. compiles that reached this step: one per MDX file per build (page-data.test.ts). */
export const derivations = { count: 0 };

/**
 * The page data of a tree. `source` is the whole file (frontmatter included; the tree's positions
 * point into it), `sourceFilePath` its path below `content/`. The tree is only read.
 */
export function derivePageData(tree: Root, { source, sourceFilePath }: { source: string; sourceFilePath: string }): PageData {
  derivations.count++;
  const examples = collectPageExamples({ raw: source, sourceFilePath, tree });
  const url = mdxFileToRoute('content', `content/${sourceFilePath}`);
  return {
    toc: tocOf(tree, siteConfig.docs.tocMinLevel, siteConfig.docs.tocMaxLevel),
    anchors: tocOf(tree, 1, 6).map((entry) => entry.id),
    examples,
    sections: mdxToSections(tree, { maxParagraphLength: Infinity, skipJsx: ['Param'], jsxText: cheatTileText }),
    links: linksOf(tree),
    prose: proseFromMdx(`content/${sourceFilePath}`, source, tree) ?? null,
    markdown: markdownTree(tree, { url, examples, component: componentMarkdown }, MARKDOWN_ORIGIN),
  };
}

const store = new Map<string, PageData>();

/**
 * Remark step of contentlayer's compile (contentlayer.config.ts puts it after the heading ids):
 * derives the page data from the tree being compiled and keeps it for the document's computed fields.
 */
export function remarkPageData() {
  return (tree: Root, file: VFile) => {
    const sourceFilePath = (file.data as { rawDocumentData?: { sourceFilePath?: string } }).rawDocumentData?.sourceFilePath;
    if (!sourceFilePath) throw new Error('remarkPageData runs in contentlayer2, which names the document on the file');
    store.set(sourceFilePath, derivePageData(tree, { source: String(file.value), sourceFilePath }));
  };
}

/** The page data of a document compiled in this process (contentlayer's computed fields). */
export function pageDataOf(doc: { _raw: { sourceFilePath: string } }): PageData {
  const data = store.get(doc._raw.sourceFilePath);
  if (!data) throw new Error(`content/${doc._raw.sourceFilePath}: no page data; the compile did not run remarkPageData (contentlayer.config.ts)`);
  return data;
}

/** The site's remark steps with the page data step right after the heading ids, before the examples become components. */
export function withPageData(plugins: readonly Pluggable[]): Pluggable[] {
  const headings = plugins.findIndex((p) => p === sitePlugins.remarkHeadings);
  if (headings < 0) throw new Error('lib/content/page-data.ts: remarkHeadings is missing from lib/mdx/plugins.ts');
  return [...plugins.slice(0, headings + 1), remarkPageData, ...plugins.slice(headings + 1)];
}
