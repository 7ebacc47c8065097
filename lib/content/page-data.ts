/**
 * Everything the site derives from one MDX page, and the one way the site reads it back.
 * `remarkPageData` runs inside the page's one compile (contentlayer.config.ts), after the steps
 * that read its headings, examples and reference prose onto the file's data, and derives the page
 * data from the tree and those; contentlayer's computed fields write it into the content index,
 * which the pages, search, the Markdown export, the social cards and the link gate read through
 * `pageData`. Nothing after the compile parses MDX again, or reads `content/`.
 */
import type { Doc, Page, Post } from 'contentlayer/generated';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { categoryCardsPlaceholder, MARKDOWN_ORIGIN, markdownTree } from '../discover/markdown';
import { collectPageExamples, type PageExample } from '../discover/page-examples';
import { mdxFileToRoute } from '../links/remark-file-links';
import { linksOf, type SourceLink } from '../links/source-links';
import { documentPath } from '../mdx/compile-data';
import { tocOf, type TocEntry } from '../mdx/remark-headings';
import type { RefDefinition } from '../reference/types';
import { cheatTileText, mdxToSections, type TextSection } from '../search/mdx-text';

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
  /** A reference page's definition (`reference:` in the frontmatter): our prose joined with the facts; else null. */
  definition: RefDefinition | null;
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

/** The page data of the tree being compiled; the tree is only read. */
function derivePageData(tree: Root, file: VFile): PageData {
  derivations.count++;
  const { toc, examples: blocks } = file.data;
  if (!toc || !blocks) throw new Error('remarkPageData runs after remarkHeadings and remarkPrepareExamples (contentlayer.config.ts)');
  const examples = collectPageExamples(tree, blocks);
  const url = mdxFileToRoute('content', `content/${documentPath(file)}`);
  return {
    toc,
    anchors: tocOf(tree, 1, 6).map((entry) => entry.id),
    examples,
    sections: mdxToSections(tree, { maxParagraphLength: Infinity, skipJsx: ['Param'], jsxText: cheatTileText }),
    links: linksOf(tree),
    definition: file.data.reference?.definition ?? null,
    markdown: markdownTree(tree, { url, examples, component: componentMarkdown }, MARKDOWN_ORIGIN),
  };
}

const store = new Map<string, PageData>();

/** Remark step of the compile: derives the page data and keeps it for the document's computed fields. */
export function remarkPageData() {
  return (tree: Root, file: VFile) => {
    store.set(documentPath(file), derivePageData(tree, file));
  };
}

/** The page data of a document compiled in this process (contentlayer's computed fields). */
export function pageDataOf(doc: { _raw: { sourceFilePath: string } }): PageData {
  const data = store.get(doc._raw.sourceFilePath);
  if (!data) throw new Error(`content/${doc._raw.sourceFilePath}: no page data; the compile did not run remarkPageData (contentlayer.config.ts)`);
  return data;
}

/**
 * The page data of a document of the content index, typed: contentlayer2 stores the computed
 * fields as untyped JSON, and this is the one place that says what they hold.
 */
export function pageData(doc: Doc | Post | Page): PageData {
  const { toc, anchors, examples, sections, links, markdown } = doc;
  return { toc, anchors, examples, sections, links, markdown, definition: doc.type === 'Doc' ? doc.definition : null };
}
