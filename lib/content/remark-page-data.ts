/**
 * The compile step that derives a page's data (page-data.ts) from the tree and what the earlier
 * steps left on the file's data; contentlayer's computed fields write it into the content index.
 * Nothing after the compile parses MDX again, or reads `content/`.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { categoryCardsPlaceholder, MARKDOWN_ORIGIN, markdownTree } from '../discover/markdown';
import { collectPageExamples } from '../discover/page-examples';
import { mdxFileToRoute } from '../links/remark-file-links';
import { linksOf } from '../links/source-links';
import { documentPath } from '../mdx/compile-data';
import { tocOf } from '../mdx/remark-headings';
import { cheatTileText, mdxToSections } from '../search/mdx-text';
import type { PageData } from './page-data';

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

/** What the compile leaves for a document's computed fields: its page data, and whether the page exists in its release. */
type Compiled = PageData & { included: boolean };

const store = new Map<string, Compiled>();

/** Remark step of the compile: derives the page data and keeps it for the document's computed fields. */
export function remarkPageData() {
  return (tree: Root, file: VFile) => {
    store.set(documentPath(file), { ...derivePageData(tree, file), included: file.data.release?.included ?? true });
  };
}

/** The page data of a document compiled in this process (contentlayer's computed fields). */
export function pageDataOf(doc: { _raw: { sourceFilePath: string } }): Compiled {
  const data = store.get(doc._raw.sourceFilePath);
  if (!data) throw new Error(`content/${doc._raw.sourceFilePath}: no page data; the compile did not run remarkPageData (contentlayer.config.ts)`);
  return data;
}

