import type { RootContent, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { jsxAttributes } from '../mdx/jsx';
import { headingId, headingText } from '../mdx/remark-headings';
import type { Root } from 'mdast';
import { collapseWhitespace } from './text';

/**
 * Plain text of an MDX document, split into the sections its h2 to h4 headings open. Code blocks,
 * display math, imports/exports, expressions and raw HTML are left out; JSX elements (admonitions,
 * tabs, ...) contribute the text of their children, never their attributes.
 */
export interface TextSection {
  /** Heading id (lib/mdx/remark-headings.ts), or null for the text before the first heading. */
  anchor: string | null;
  /** 1 for the page intro, else the heading depth (2 to 4). */
  depth: 1 | 2 | 3 | 4;
  /** The enclosing h2, h3 and h4 titles, outermost first (null where absent). */
  headings: [lvl2: string | null, lvl3: string | null, lvl4: string | null];
  /** Paragraphs, list items and table rows as plain text. */
  paragraphs: string[];
}

/** Node types that contribute nothing searchable. */
const SKIPPED = new Set(['code', 'math', 'mdxjsEsm', 'mdxFlowExpression', 'html', 'thematicBreak', 'definition', 'yaml']);

function tableRows(node: Table): string[] {
  return node.children.map((row) =>
    row.children
      .map((cell) => toString(cell).trim())
      .filter(Boolean)
      .join(' · '),
  );
}

/** Cuts `text` to at most `max` characters at a word boundary, marking the cut with an ellipsis. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface MdxTextOptions {
  /** Longest paragraph kept in full; longer ones are cut (keeps the index small). */
  maxParagraphLength?: number;
  /**
   * Searchable text that a JSX element carries in its attributes (a cheat-sheet tile's call), by
   * element name; null for none. Its children are read as usual after it.
   */
  jsxText?: (name: string, attributes: Readonly<Record<string, string>>) => string | null;
  /** JSX elements whose text is left out (a reference page's `<Param>` blocks: each parameter has its own record). */
  skipJsx?: readonly string[];
}

/**
 * A cheat-sheet tile (`<Cheat name call>`) is searchable by its call, which is an attribute: the
 * tile's text in the index is the call, with the name before it when the call does not show it.
 */
export function cheatTileText(name: string, attributes: Readonly<Record<string, string>>): string | null {
  if (name !== 'Cheat') return null;
  const { name: tile, call } = attributes;
  if (!call) return tile ?? null;
  return tile && !call.includes(tile) ? `${tile}: ${call}` : call;
}

/** The sections of a page's tree, as its compile has it (lib/content/remark-page-data.ts). */
export function mdxToSections(tree: Root, options: MdxTextOptions = {}): TextSection[] {
  const maxLength = options.maxParagraphLength ?? 480;
  const skipped = new Set(options.skipJsx ?? []);
  const intro: TextSection = { anchor: null, depth: 1, headings: [null, null, null], paragraphs: [] };
  const sections: TextSection[] = [intro];
  let current = intro;
  let path: [string | null, string | null, string | null] = [null, null, null];

  const addText = (text: string) => {
    const clean = collapseWhitespace(text);
    if (clean) current.paragraphs.push(truncateText(clean, maxLength));
  };

  const visit = (node: RootContent) => {
    if (SKIPPED.has(node.type)) return;
    switch (node.type) {
      case 'heading': {
        const title = headingText(node);
        if (node.depth >= 2 && node.depth <= 4) {
          const depth = node.depth as 2 | 3 | 4;
          path = [depth === 2 ? title : path[0], depth === 3 ? title : depth > 3 ? path[1] : null, depth === 4 ? title : null];
          current = { anchor: headingId(node), depth, headings: [...path], paragraphs: [] };
          sections.push(current);
        } else if (node.depth > 4) {
          addText(title);
        }
        return;
      }
      case 'paragraph':
        addText(toString(node));
        return;
      case 'table':
        for (const row of tableRows(node)) addText(row);
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        if (node.name && skipped.has(node.name)) return;
        const text = options.jsxText && node.name ? options.jsxText(node.name, jsxAttributes(node)) : null;
        if (text) addText(text);
        for (const child of node.children as RootContent[]) visit(child);
        return;
      }
      default:
        if ('children' in node && Array.isArray(node.children)) {
          for (const child of node.children as RootContent[]) visit(child);
        } else if ('value' in node && typeof node.value === 'string' && node.type === 'text') {
          addText(node.value);
        }
    }
  };

  for (const node of tree.children) visit(node);
  return sections.filter((section, i) => i > 0 || section.paragraphs.length > 0);
}
