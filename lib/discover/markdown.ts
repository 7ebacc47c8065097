/**
 * A page as Markdown, for readers who paste docs into an assistant (`<path>.md`, "Copy page",
 * /llms-full.txt). Converted from the MDX syntax tree, not from HTML: prose, tables, math and code
 * blocks stay as written, a runnable example becomes its shown code plus an image link to its light
 * figure with the figure's alt text (a failing example: its code and Typst's message), site links become absolute URLs, JSX components become the
 * Markdown their caller supplies.
 */
import type { Code, Html, Image, Link, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { visit, SKIP } from 'unist-util-visit';
import { isExampleBlock } from '../figures/example-syntax';
import { failureText } from '../figures/failure';
import { jsxAttributes } from '../mdx/jsx';
import type { PageExample } from './page-examples';

export interface MarkdownPage {
  title: string;
  description: string;
  /** The page's path on the site, e.g. /docs/tutorials/axis. */
  url: string;
  /** The body as Markdown (the content index's `markdown` made text by finishMarkdown). */
  body: string;
  /** Markdown placed before the body (a reference page's signature) and after it (parameters). */
  before?: string;
  after?: string;
}

/** What converting a page's body needs besides its tree. */
export interface BodyInput {
  /** The page's path on the site, e.g. /docs/tutorials/axis. */
  url: string;
  /** The page's examples in page order (lib/discover/page-examples.ts). */
  examples: readonly PageExample[];
  /** Markdown for a JSX component in the body; without it the component's children are kept. */
  component?: (name: string, attributes: Readonly<Record<string, string>>) => string | undefined;
}

const markdownParser = unified().use(remarkParse).use(remarkGfm).use(remarkMath);
const stringifier = unified()
  .use(remarkGfm)
  .use(remarkMath)
  .use(remarkStringify, { bullet: '-', fence: '`', fences: true, rule: '-', emphasis: '_' });

/** A site-relative or fragment link as an absolute URL; external links are left alone. */
export function absoluteUrl(href: string, pageUrl: string, siteUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return href;
  // Site paths are joined to the site URL, which may end in a base path (https://host/lilaq-docs).
  if (href.startsWith('/') && !href.startsWith('//')) return `${siteUrl}${href}`;
  const url = new URL(href, `${siteUrl}${pageUrl}`);
  return url.origin === new URL(siteUrl).origin ? url.href : href;
}

function exampleNodes(example: PageExample | undefined, code: Code, siteUrl: string): RootContent[] {
  const shown: Code = { type: 'code', lang: 'typ', meta: null, value: example?.code ?? code.value };
  if (example?.failure) {
    // A failing example: the message Typst gives for it, as the page shows it under the code.
    const where = example.failure.line === undefined ? '' : ` at line ${example.failure.line}`;
    return [
      shown,
      { type: 'paragraph', children: [{ type: 'text', value: `Typst stops${where} with this error:` }] },
      { type: 'code', lang: null, meta: null, value: failureText(example.failure) },
    ];
  }
  if (!example?.figure) {
    return [
      shown,
      { type: 'paragraph', children: [{ type: 'emphasis', children: [{ type: 'text', value: 'No rendered figure for this example.' }] }] },
    ];
  }
  const image: Image = { type: 'image', url: `${siteUrl}${example.figure.light}`, alt: example.alt };
  return [shown, { type: 'paragraph', children: [image] }];
}

/** Rewrites the MDX tree in place into plain Markdown (no JSX, no ESM, no expressions). */
function toPlainMarkdown(tree: Root, page: BodyInput, siteUrl: string): void {
  let exampleIndex = 0;
  visit(tree, (node, index, parent: Parent | undefined) => {
    if (!parent || index === undefined) return;
    let replacement: RootContent[] | undefined;
    if (node.type === 'code') {
      const code = node as Code;
      if (isExampleBlock(code.lang, code.meta)) replacement = exampleNodes(page.examples[exampleIndex++], code, siteUrl);
      else code.meta = null;
    } else if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      replacement = [];
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const jsx = node as MdxJsxFlowElement | MdxJsxTextElement;
      const markdown = jsx.name ? page.component?.(jsx.name, jsxAttributes(jsx)) : undefined;
      replacement = markdown === undefined ? (jsx.children as RootContent[]) : (markdownParser.parse(markdown) as Root).children;
    } else if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      const link = node as Link;
      link.url = absoluteUrl(link.url, page.url, siteUrl);
    }
    if (replacement === undefined) return;
    parent.children.splice(index, 1, ...(replacement as typeof parent.children));
    // Visit the inserted nodes (components' children may hold examples and links).
    return [SKIP, index];
  });
}

/**
 * Stands for the site's URL in a body converted at compile time (lib/content/remark-page-data.ts): the
 * URL depends on SITE_URL and BASE_PATH, so `finishMarkdown` puts it in when the export is written.
 */
export const MARKDOWN_ORIGIN = 'https://site-url.invalid';

/** Where `<CategoryCards category="ID" />` stood in a body converted at compile time. */
export const categoryCardsPlaceholder = (id: string) => `<!-- category-cards:${id} -->`;
const placeholder = /^<!-- category-cards:([^ ]*) -->$/;

/**
 * The body of a page as a plain Markdown tree (no JSX, ESM or positions), from its MDX tree, which
 * is left unchanged (the conversion works on a copy). Plain data: the content index stores it.
 */
export function markdownTree(tree: Root, page: BodyInput, siteUrl: string): Root {
  const copy: Root = { type: 'root', children: structuredClone(tree.children.filter((node) => node.type !== 'yaml')) };
  toPlainMarkdown(copy, page, siteUrl);
  visit(copy, (node) => {
    delete node.position;
  });
  return copy;
}

/**
 * A body tree from the content index as Markdown text: links on MARKDOWN_ORIGIN moved to the site's
 * URL and each category placeholder replaced by `categoryCards(id)` (Markdown), as if the component
 * had been converted in place.
 */
export function finishMarkdown(stored: Root, siteUrl: string, categoryCards: (id: string) => string): string {
  const tree = structuredClone(stored);
  visit(tree, (node, index, parent: Parent | undefined) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      const link = node as Link;
      if (link.url.startsWith(MARKDOWN_ORIGIN)) link.url = `${siteUrl}${link.url.slice(MARKDOWN_ORIGIN.length)}`;
    }
    const id = node.type === 'html' ? placeholder.exec((node as Html).value)?.[1] : undefined;
    if (id === undefined || !parent || index === undefined) return;
    const cards = categoryCards(id);
    parent.children.splice(index, 1, ...((cards ? (markdownParser.parse(cards) as Root).children : []) as typeof parent.children));
    return [SKIP, index];
  });
  return String(stringifier.stringify(tree)).trim();
}

/** The whole page as one Markdown document: title, summary, source URL, body. */
export function pageToMarkdown(page: MarkdownPage, siteUrl: string): string {
  const parts = [`# ${page.title}`, `> ${page.description}`, `Source: ${siteUrl}${page.url}`, page.before, page.body, page.after];
  return `${parts
    .filter((p): p is string => Boolean(p?.trim()))
    .map((p) => p.trim())
    .join('\n\n')}\n`;
}
