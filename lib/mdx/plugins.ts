/**
 * The MDX pipeline of the site, in one list: syntax, heading ids and TOC, file links, Typst
 * examples (remark); math and code highlighting (rehype). contentlayer2 compiles docs, blog and
 * pages with it; lib/mdx/tree.ts parses with the same syntax and heading plugin.
 */
import rehypeShiki from '@shikijs/rehype';
import rehypeKatex from 'rehype-katex';
import type { PluggableList } from 'unified';
import remarkTypstExamples from '../figures/remark-typst-examples';
import { remarkFileLinks } from '../links/remark-file-links';
import { siteConfig } from '../site-config';
import remarkHeadings from './remark-headings';
import { syntaxPlugins } from './syntax';

export const remarkPlugins: PluggableList = [
  ...syntaxPlugins,
  [remarkFileLinks, { contentDir: 'content' }],
  remarkHeadings,
  remarkTypstExamples,
];

export const rehypePlugins: PluggableList = [rehypeKatex, [rehypeShiki, { themes: siteConfig.codeThemes, defaultColor: false }]];
