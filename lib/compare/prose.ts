/**
 * A page's prose in one release as blocks to compare: the top-level blocks of its Markdown tree
 * (the content index's `markdown`, where each release's compile has kept its own `<Release>`
 * blocks), keyed so that what only moves with the release (its docs links, its package imports)
 * compares equal, and rendered to HTML with that release's own links. Example figures are left
 * out: the comparison shows them as pairs. Pure.
 */
import type { Element, Root as HastRoot } from 'hast';
import type { Root, RootContent } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import { MARKDOWN_ORIGIN } from '../discover/markdown';
import type { DiffRow } from './block-diff';
import { markWords } from './word-diff';

export interface ProseBlock {
  /** Equal for two releases' blocks that say the same. */
  key: string;
  /** The block as HTML, links as site paths of its own release. */
  html: string;
  /** The block's Markdown, for marking its words against the other release's (`markChangedRows`). */
  node: RootContent;
}

const RELEASE_IN_DOCS = /\/docs\/\d+\.\d+\.\d+(?=[/#?]|$)/g;
const PIN = /(@preview\/[a-z0-9-]+):\d+\.\d+\.\d+/g;

/** Whether a block is only an example's figure (a paragraph of one image from the figure store). */
const isFigure = (block: RootContent) =>
  block.type === 'paragraph' &&
  block.children.length === 1 &&
  block.children[0]?.type === 'image' &&
  block.children[0].url.startsWith(`${MARKDOWN_ORIGIN}/figures/`);

/** What a block says, with the release moved out of its links and imports. */
export function blockKey(block: RootContent): string {
  return JSON.stringify(block, (name, value: unknown) => {
    if (typeof value !== 'string') return value;
    if (name === 'url') return value.replace(MARKDOWN_ORIGIN, '').replace(RELEASE_IN_DOCS, '/docs');
    if (name === 'value') return value.replace(PIN, '$1');
    return value;
  });
}

/**
 * A block as an HTML tree: links to site paths, no heading ids (two columns of one page must not
 * repeat an id), headings one level down (the comparison's own section heading stands above them).
 */
function blockHast(block: RootContent): HastRoot {
  const copy = structuredClone(block);
  if (copy.type === 'heading') copy.depth = Math.min(6, copy.depth + 1) as typeof copy.depth;
  const hast = toHast({ type: 'root', children: [copy] } satisfies Root) as HastRoot;
  visit(hast, 'element', (element: Element) => {
    delete element.properties.id;
    for (const name of ['href', 'src'] as const) {
      const value = element.properties[name];
      if (typeof value === 'string' && value.startsWith(MARKDOWN_ORIGIN))
        element.properties[name] = value.slice(MARKDOWN_ORIGIN.length) || '/';
    }
  });
  return hast;
}

/** A block as HTML (see blockHast). */
export function blockHtml(block: RootContent): string {
  return toHtml(blockHast(block));
}

/** The rows of a prose diff with the words of each changed pair marked (`<del>` before, `<ins>` after). */
export function markChangedRows(rows: readonly DiffRow<ProseBlock>[]): DiffRow<ProseBlock>[] {
  return rows.map((row) => {
    if (row.kind !== 'changed' || !row.before || !row.after) return row;
    const before = blockHast(row.before.node);
    const after = blockHast(row.after.node);
    markWords(before, after);
    return { ...row, before: { ...row.before, html: toHtml(before) }, after: { ...row.after, html: toHtml(after) } };
  });
}

/** The prose blocks of a page's Markdown tree in one release. */
export function proseBlocks(markdown: Root): ProseBlock[] {
  return markdown.children
    .filter((block) => !isFigure(block))
    .map((block) => ({ key: blockKey(block), html: blockHtml(block), node: block }));
}
