import type { MDXComponents } from 'mdx/types';
import { Admonition } from './admonition';
import { CategoryCards } from './category-cards';
import { ChartChoices } from './chart-choices';
import { MdxLink } from './link';
import { staticHtmlComponents } from './static-html';
import { TypstExample } from './typst-example';

/**
 * The components an MDX author may use, and the overrides for Markdown elements.
 * Server components only; interactive parts are small client leaves inside them.
 * Headings, tables and links get their site markup in the MDX pipeline (lib/mdx/rehype-site-elements.ts);
 * blocks without a component inside arrive as finished HTML (staticHtmlComponents). A reference
 * page's <Summary> and <Param> blocks need no component: the pipeline renders them in place
 * (lib/reference/rehype-reference.ts).
 */
export const mdxComponents: MDXComponents = {
  ...staticHtmlComponents,
  a: MdxLink,
  Admonition,
  CategoryCards,
  ChartChoices,
  TypstExample,
};

/** Per-page overrides merged over the defaults. */
export function withComponents(overrides: MDXComponents = {}): MDXComponents {
  return { ...mdxComponents, ...overrides };
}
