import rehypeShiki from '@shikijs/rehype';
import { defineDocumentType, defineNestedType, makeSource } from 'contentlayer2/source-files';
import rehypeKatex from 'rehype-katex';
import type { PluggableList } from 'unified';
import { readingTimeMinutes } from './lib/blog/reading-time';
import { pageDataOf, remarkPageData } from './lib/content/remark-page-data';
import { categoryIds } from './lib/docs/categories';
import { ensureReleaseViews, splitDocumentPath, VIEWS_DIR } from './lib/docs/release-view';
import remarkReleaseView from './lib/docs/remark-release-view';
import { docsRoot } from './lib/docs/versions';
import remarkTypstExamples, { remarkPrepareExamples } from './lib/figures/remark-typst-examples';
import { remarkFileLinks } from './lib/links/remark-file-links';
import { remarkFrontmatterData } from './lib/mdx/compile-data';
import rehypeSiteElements from './lib/mdx/rehype-site-elements';
import rehypeStaticHtml from './lib/mdx/rehype-static-html';
import remarkHeadings from './lib/mdx/remark-headings';
import { remarkGfm, remarkMath } from './lib/mdx/syntax';
import rehypeReference from './lib/reference/rehype-reference';
import remarkReference from './lib/reference/remark-reference';
import { siteConfig } from './lib/site-config';

/**
 * The site's MDX pipeline, in one list: the composition root that wires each domain's step into
 * the one compile contentlayer2 makes of every MDX file of content/. mdx-bundler has parsed the
 * frontmatter before these run. A step that reads a fact leaves it on the file's data
 * (lib/mdx/compile-data.ts) for the later steps: the TOC, the frontmatter, each Typst example
 * prepared once, a reference page's prose joined with the facts; the page data
 * (lib/content/remark-page-data.ts) is read from the tree before the examples become components.
 */
export const remarkPlugins: PluggableList = [
  remarkGfm,
  remarkMath,
  remarkFrontmatterData,
  [remarkFileLinks, { contentDir: 'content' }],
  remarkReleaseView,
  remarkHeadings,
  remarkPrepareExamples,
  remarkReference,
  remarkPageData,
  remarkTypstExamples,
];

/** Math, code highlighting, a reference page's signature and parameters, the site's markup, static blocks as finished HTML. */
export const rehypePlugins: PluggableList = [
  rehypeKatex,
  [rehypeShiki, { themes: siteConfig.codeThemes, defaultColor: false }],
  rehypeReference,
  rehypeSiteElements,
  rehypeStaticHtml,
];

/** File name without extension: the URL slug of posts, pages and authors. */
const baseName = (raw: { sourceFileName: string }) => raw.sourceFileName.replace(/\.(mdx|yaml)$/, '');

// Every docs page is compiled once per Lilaq release, through a link folder per other release (lib/docs/release-view.ts).
ensureReleaseViews('content');

/** Path below content/docs: the URL slug of docs, the same in every release. */
const docSlug = (raw: { sourceFilePath: string }) =>
  splitDocumentPath(raw.sourceFilePath)
    .source.replace(/^docs\/?/, '')
    .replace(/\.mdx$/, '');

/** The Lilaq release a compile of a docs page (or of the cheat sheet) documents. */
const docRelease = (raw: { sourceFilePath: string }) => splitDocumentPath(raw.sourceFilePath).release;

type Compiled = { _raw: { sourceFilePath: string } };

/**
 * What the site derives from a page, read from its one compile (lib/content/remark-page-data.ts): the
 * compile's remark step derives it all from the tree being compiled, each field picks its part.
 * The site reads them back through `pageData` (lib/content/page-data.ts), typed.
 */
const pageDataFields = {
  /** Headings h2–h4 with their rendered ids, for the "On this page" column. */
  toc: { type: 'json', resolve: (doc: Compiled) => pageDataOf(doc).toc },
  /** Every heading id, as the page's HTML carries them. */
  anchors: { type: 'json', resolve: (doc: Compiled) => pageDataOf(doc).anchors },
  /** The page's runnable examples (anchor, section, figure, lq paths): gallery cards, back-references, exports. */
  examples: { type: 'json', resolve: (doc: Compiled) => pageDataOf(doc).examples },
  /** The searchable text by section (lib/search). */
  sections: { type: 'json', resolve: (doc: Compiled) => pageDataOf(doc).sections },
  /** The links written in the page, with lines, for the link gate. */
  links: { type: 'json', resolve: (doc: Compiled) => pageDataOf(doc).links },
  /** The body as a plain Markdown tree for the export (lib/content/markdown.ts puts in the site URL and category lists). */
  markdown: { type: 'json', resolve: (doc: Compiled) => pageDataOf(doc).markdown },
} as const;

/**
 * Content model. Every field has a type and a description; unknown fields and missing required
 * fields fail `contentlayer2 build` (see the flags below), naming the file.
 */
export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: `{docs,${VIEWS_DIR}/*/docs}/**/*.mdx`,
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true, description: 'Page title, shown as the h1 and in the browser tab.' },
    description: { type: 'string', required: true, description: 'One sentence for search results, cards and meta tags.' },
    sidebar_label: { type: 'string', required: false, description: 'Shorter label for the sidebar; defaults to the title.' },
    sidebar_position: { type: 'number', required: false, description: 'Order among siblings; unpositioned docs follow, sorted by title.' },
    category: {
      type: 'enum',
      options: [...categoryIds],
      required: false,
      description: 'Sidebar category; defaults to the category that owns the folder.',
    },
    reference: {
      type: 'string',
      required: false,
      description: 'Name of the API definition (lib/reference) whose signature and parameters this page renders.',
    },
    source: {
      type: 'string',
      required: false,
      description: 'Recipes: the https link of the question (issue, discussion or forum thread) the recipe answers.',
    },
    questions: {
      type: 'list',
      of: { type: 'string' },
      required: false,
      description:
        'Recipes, the chart chooser, tutorials and overview pages: the questions the page answers (or what readers call it), in the words readers use, indexed by search (one or more phrasings).',
    },
    level: {
      type: 'enum',
      options: ['beginner', 'intermediate', 'advanced'],
      required: false,
      description: 'Recipes and examples: how much Lilaq the page assumes; a gallery tag.',
    },
    since: {
      type: 'string',
      required: false,
      description: 'The first Lilaq release the page documents ("0.6.0" for a definition new in it); earlier releases have no such page.',
    },
    until: {
      type: 'string',
      required: false,
      description: 'The last Lilaq release the page documents ("0.5.0" for a definition 0.6.0 removed); later releases have no such page.',
    },
  },
  computedFields: {
    slug: { type: 'string', resolve: (doc) => docSlug(doc._raw) },
    /** The Lilaq release this compile of the page documents (every docs file is compiled for each release). */
    release: { type: 'string', resolve: (doc) => docRelease(doc._raw) },
    url: { type: 'string', resolve: (doc) => `${docsRoot(docRelease(doc._raw))}/${docSlug(doc._raw)}`.replace(/\/$/, '') },
    /** Whether the page exists in its release (`since`/`until`); a page outside it is compiled empty and left out. */
    included: { type: 'boolean', resolve: (doc) => pageDataOf(doc).included },
    ...pageDataFields,
    /** A reference page's definition: its <Summary> and <Param> blocks joined with the facts (lib/reference). */
    definition: { type: 'json', resolve: (doc) => pageDataOf(doc).definition },
  },
}));

export const Post = defineDocumentType(() => ({
  name: 'Post',
  filePathPattern: 'blog/*.mdx',
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true, description: 'Post title.' },
    description: { type: 'string', required: true, description: 'One-sentence summary for the list, feeds and meta tags.' },
    date: { type: 'date', required: true, description: 'Publication date (YYYY-MM-DD).' },
    authors: { type: 'list', of: { type: 'string' }, required: true, description: 'Author ids (files in content/authors).' },
    tags: {
      type: 'list',
      of: { type: 'enum', options: ['release', 'talk'] },
      required: true,
      description: 'Tags; each has a page under /blog/tags.',
    },
    questions: {
      type: 'list',
      of: { type: 'string' },
      required: false,
      description: 'Questions the post answers, in the words readers ask them ("what is new in 0.5"), indexed by search.',
    },
  },
  computedFields: {
    slug: { type: 'string', resolve: (post) => baseName(post._raw) },
    url: { type: 'string', resolve: (post) => `/blog/${baseName(post._raw)}` },
    readingTime: { type: 'number', resolve: (post) => readingTimeMinutes(post.body.raw) },
    ...pageDataFields,
  },
}));

export const Page = defineDocumentType(() => ({
  name: 'Page',
  // The cheat sheet is compiled for each release too, through a link file per other release (lib/docs/release-view.ts).
  filePathPattern: `{pages,${VIEWS_DIR}/*/pages}/*.mdx`,
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true, description: 'Page title (h1 and browser tab).' },
    description: { type: 'string', required: true, description: 'One sentence for meta tags and search.' },
    questions: {
      type: 'list',
      of: { type: 'string' },
      required: false,
      description: 'What readers call the page when they look for it ("Lilaq on one page"), indexed by search.',
    },
  },
  computedFields: {
    slug: { type: 'string', resolve: (page) => baseName(page._raw) },
    /** The Lilaq release this compile of the page is for: the current one, or another for the cheat sheet's other compiles. */
    release: { type: 'string', resolve: (page) => docRelease(page._raw) },
    ...pageDataFields,
  },
}));

export const Author = defineDocumentType(() => ({
  name: 'Author',
  filePathPattern: 'authors/*.yaml',
  contentType: 'data',
  fields: {
    name: { type: 'string', required: true, description: 'Display name.' },
    title: { type: 'string', required: true, description: 'Role shown under the name.' },
    url: { type: 'string', required: true, description: 'Profile link.' },
    bio: { type: 'string', required: true, description: 'A sentence or two about the author.' },
  },
  computedFields: {
    slug: { type: 'string', resolve: (author) => baseName(author._raw) },
    url_path: { type: 'string', resolve: (author) => `/blog/authors/${baseName(author._raw)}` },
  },
}));

/** One row of the translation table: a name another tool's users know → the Lilaq way, in the releases it is true of. */
const TranslationRow = defineNestedType(() => ({
  name: 'TranslationRow',
  fields: {
    name: { type: 'string', required: true, description: "The name as the tool's users type it: `plt.bar`, `geom_col`, `xtick distance`." },
    group: {
      type: 'string',
      required: true,
      description: "The tool's own grouping (matplotlib `Axes`, ggplot2 `geoms`, …): the cheat sheet's subheadings.",
    },
    lilaq: { type: 'string', required: true, description: 'The Lilaq way: short Typst code, or words with code in them.' },
    href: { type: 'string', required: true, description: 'Site path (with an optional #anchor) of the page that does the job.' },
    missing: {
      type: 'boolean',
      required: false,
      description: 'True when the Lilaq release of the row has no equivalent; `lilaq` says so and `href` is the closest page.',
    },
    since: {
      type: 'string',
      required: false,
      description:
        'The first Lilaq release the row is true of ("0.6.0" for a row about a function new in it); earlier releases do not show it.',
    },
    until: {
      type: 'string',
      required: false,
      description: 'The last Lilaq release the row is true of ("0.5.0" for a row 0.6.0 makes false); later releases do not show it.',
    },
  },
}));

/** "Coming from another tool": one file per tool, read by search and the cheat sheet (content/translations/README.md). */
export const Translation = defineDocumentType(() => ({
  name: 'Translation',
  filePathPattern: 'translations/*.yaml',
  contentType: 'data',
  fields: {
    tool: {
      type: 'enum',
      options: ['matplotlib', 'ggplot2', 'pgfplots', 'plotly', 'gnuplot'],
      required: true,
      description: 'The tool, as the file is named.',
    },
    name: { type: 'string', required: true, description: 'How the tool spells its own name (Plotly).' },
    order: { type: 'number', required: true, description: 'Position of the tool on the cheat sheet, from 1.' },
    description: { type: 'string', required: true, description: 'What the rows cover and where their names come from.' },
    rows: { type: 'list', of: TranslationRow, required: true, description: 'The rows, in the order the cheat sheet shows them.' },
  },
}));

export default makeSource({
  contentDirPath: 'content',
  contentDirExclude: ['**/*.csv', '**/*.json', '**/*.txt', '**/*.typ', '**/README.md'],
  documentTypes: [Doc, Post, Page, Author, Translation],
  onUnknownDocuments: 'fail',
  onExtraFieldData: 'fail',
  onMissingOrIncompatibleData: 'fail',
  disableImportAliasWarning: true,
  // The one compile of every MDX file, with the steps of every domain (above).
  mdx: { remarkPlugins, rehypePlugins },
});
