import type { MDXComponents } from 'mdx/types';
import { Admonition } from './admonition';
import { CategoryCards } from './category-cards';
import { createHeading } from './heading';
import { MdxLink } from './link';
import { Pre, Span } from './static-html';
import { MdxTable } from './table';
import { TypstExample } from './typst-example';

/**
 * The components an MDX author may use, and the overrides for Markdown elements.
 * Server components only; interactive parts are small client leaves inside them.
 */
export const mdxComponents: MDXComponents = {
  h2: createHeading('h2'),
  h3: createHeading('h3'),
  h4: createHeading('h4'),
  a: MdxLink,
  table: MdxTable,
  pre: Pre,
  span: Span,
  Admonition,
  CategoryCards,
  TypstExample,
  // A reference page's prose blocks: read by lib/reference (prose-mdx.ts) and shown by the page's
  // signature and parameter list, so they render nothing where they are written.
  Summary: () => null,
  Param: () => null,
};

/** Per-page overrides merged over the defaults. */
export function withComponents(overrides: MDXComponents = {}): MDXComponents {
  return { ...mdxComponents, ...overrides };
}
