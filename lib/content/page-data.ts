/**
 * What the site derives from one MDX page in its compile (remark-page-data.ts), and `pageData`, the
 * one way to read it back; types only besides, so pages read it without the compile's steps.
 */
import type { Doc, Page, Post } from 'contentlayer/generated';
import type { Root } from 'mdast';
import type { PageExample } from '../discover/page-examples';
import type { SourceLink } from '../links/source-links';
import type { TocEntry } from '../mdx/remark-headings';
import type { RefDefinition } from '../reference/types';
import type { TextSection } from '../search/mdx-text';

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

/**
 * The page data of a document of the content index, typed: contentlayer2 stores the computed
 * fields as untyped JSON, and this is the one place that says what they hold.
 */
export function pageData(doc: Doc | Post | Page): PageData {
  const { toc, anchors, examples, sections, links, markdown } = doc;
  return { toc, anchors, examples, sections, links, markdown, definition: doc.type === 'Doc' ? doc.definition : null };
}
