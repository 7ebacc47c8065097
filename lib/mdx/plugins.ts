/**
 * The MDX pipeline of the site, in one list: syntax, heading ids and TOC, file links, Typst
 * examples (remark); math, code highlighting, a reference page's signature and parameter list
 * (lib/reference/rehype-reference.ts), the site's heading/table/link markup and the hand-over
 * of everything static as finished HTML (rehype). contentlayer2 compiles every MDX file of
 * content/ (docs, posts and the stand-alone pages) once with these plugins; lib/mdx/tree.ts
 * parses with the same syntax and heading plugin.
 */
import rehypeShiki from '@shikijs/rehype';
import rehypeKatex from 'rehype-katex';
import type { Pluggable, Plugin } from 'unified';
import remarkTypstExamples from '../figures/remark-typst-examples';
import { remarkFileLinks } from '../links/remark-file-links';
import rehypeReference from '../reference/rehype-reference';
import { siteConfig } from '../site-config';
import rehypeSiteElements from './rehype-site-elements';
import rehypeStaticHtml from './rehype-static-html';
import remarkHeadings from './remark-headings';
import { remarkGfm, remarkMath } from './syntax';

// Plugins differ in their option types; the table is only read through the typed lists below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPlugin = Plugin<any[], any, any>;

/** Every step by name. */
export const sitePlugins = {
  remarkGfm,
  remarkMath,
  remarkFileLinks,
  remarkHeadings,
  remarkTypstExamples,
  rehypeKatex,
  rehypeShiki,
  rehypeReference,
  rehypeSiteElements,
  rehypeStaticHtml,
} satisfies Record<string, AnyPlugin>;

export type SitePluginName = keyof typeof sitePlugins;

/** A step and its options. */
type Step = readonly [name: SitePluginName, options?: object];

const remarkSteps: Step[] = [
  ['remarkGfm'],
  ['remarkMath'],
  ['remarkFileLinks', { contentDir: 'content' }],
  ['remarkHeadings'],
  ['remarkTypstExamples'],
];

const rehypeSteps: Step[] = [
  ['rehypeKatex'],
  ['rehypeShiki', { themes: siteConfig.codeThemes, defaultColor: false }],
  ['rehypeReference'],
  ['rehypeSiteElements'],
  ['rehypeStaticHtml'],
];

const pluggable = ([name, options]: Step): Pluggable =>
  options ? [sitePlugins[name] as AnyPlugin, options] : (sitePlugins[name] as AnyPlugin);

/** For contentlayer2 (it strips the frontmatter itself). */
export const remarkPlugins: Pluggable[] = remarkSteps.map(pluggable);
export const rehypePlugins: Pluggable[] = rehypeSteps.map(pluggable);
