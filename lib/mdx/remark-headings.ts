/**
 * Remark plugin: the one place heading ids come from. Every heading gets a GitHub-style slug of
 * its text (duplicates numbered -1, -2 in page order), set as the rendered element's id; the
 * entries of the TOC's levels (siteConfig.docs, h2–h4) are the page's table of contents (`file.data.toc`). Search sections, example anchors and
 * the "On this page" column read the same ids from the same tree (lib/mdx/tree.ts).
 *
 * A heading whose text changes can keep the id that links already use: an MDX comment at its end,
 * `## New words {/* #old-id *\/}`, is its id. The comment renders as nothing and is no part of
 * the heading's text.
 */
import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { siteConfig } from '../site-config';

export interface TocEntry {
  /** The heading's id, as the rendered heading carries it. */
  id: string;
  /** Plain text of the heading (inline code and math keep their source text). */
  title: string;
  /** 2, 3 or 4. */
  depth: number;
}

/** An MDX comment that names a heading's id: `{/* #old-id *\/}`. */
const EXPLICIT_ID = /^\/\*\s*#([a-z0-9][a-z0-9-]*)\s*\*\/$/;

const explicitIdOf = (child: Heading['children'][number]): string | undefined =>
  child.type === 'mdxTextExpression' ? EXPLICIT_ID.exec(child.value.trim())?.[1] : undefined;

/** The id a heading names for itself with an MDX comment (see above), if any. */
export function explicitHeadingId(node: Heading): string | undefined {
  return node.children.map(explicitIdOf).find((id) => id !== undefined);
}

/** Plain text of a heading: inline code and math keep their source text; an id comment is left out. */
export function headingText(node: Heading): string {
  return node.children
    .filter((child) => explicitIdOf(child) === undefined)
    .map((child) => toString(child))
    .join('')
    .trim();
}

/** The id remarkHeadings gave a heading ('' before the plugin ran). */
export function headingId(node: Heading): string {
  const id = node.data?.hProperties?.id;
  return typeof id === 'string' ? id : '';
}

/** Headings of a tree that remarkHeadings has run on, in page order, within the depth range. */
export function tocOf(tree: Root, minDepth = 2, maxDepth = 4): TocEntry[] {
  const entries: TocEntry[] = [];
  visit(tree, 'heading', (node: Heading) => {
    if (node.depth >= minDepth && node.depth <= maxDepth)
      entries.push({ id: headingId(node), title: headingText(node), depth: node.depth });
  });
  return entries;
}

export default function remarkHeadings() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    visit(tree, 'heading', (node: Heading) => {
      const explicit = explicitHeadingId(node);
      const id = slugger.slug(explicit ?? headingText(node));
      if (explicit !== undefined && id !== explicit) throw new Error(`remarkHeadings: the heading id #${explicit} is taken`);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    });
    file.data.toc = tocOf(tree, siteConfig.docs.tocMinLevel, siteConfig.docs.tocMaxLevel);
  };
}

declare module 'vfile' {
  interface DataMap {
    /** Set by remarkHeadings: the page's table of contents (its h2–h4 headings). */
    toc: TocEntry[];
  }
}
