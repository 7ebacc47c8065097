/**
 * The MDX pipeline of the site, in one list: syntax, heading ids and TOC, file links, Typst
 * examples (remark); math, code highlighting, a reference page's signature and parameter list
 * (lib/reference/rehype-reference.ts), the site's heading/table/link markup and the hand-over
 * of everything static as finished HTML (rehype). contentlayer2 compiles docs, blog and
 * pages with the plugins themselves; @next/mdx (the stand-alone pages, next.config.mjs) gets the
 * same steps as two composite plugins, compiled ahead to JavaScript (Turbopack only passes loader
 * options that are plain data, so plugins go by module path). lib/mdx/tree.ts parses with the same syntax and heading plugin.
 */
import rehypeShiki from '@shikijs/rehype';
import rehypeKatex from 'rehype-katex';
import remarkFrontmatter from 'remark-frontmatter';
import { trough } from 'trough';
import type { Pluggable, Plugin, Processor, TransformCallback } from 'unified';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
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
  remarkFrontmatter,
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

/**
 * One unified plugin that runs the given steps in order: their attachers on this processor (so
 * syntax extensions register), their transformers one after another, as unified would.
 */
function composite(steps: readonly Step[]): Plugin<[], Node> {
  return function siteSteps(this: Processor) {
    const pipeline = trough();
    for (const [name, options] of steps) {
      const transformer = (sitePlugins[name] as AnyPlugin).call(this, options);
      if (transformer) pipeline.use(transformer);
    }
    return (tree: Node, file: VFile, next: TransformCallback<Node>) => pipeline.run(tree, file, next);
  };
}

/**
 * For @next/mdx, which Turbopack hands plugins only by module path: lib/mdx/next-mdx-plugins.mjs
 * compiles these ahead to JavaScript (next.config.mjs). The frontmatter, which the route reads through
 * contentlayer, is parsed away first.
 */
export const remarkPipeline = composite([['remarkFrontmatter'], ...remarkSteps]);
export const rehypePipeline = composite(rehypeSteps);
