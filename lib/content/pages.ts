import { allPages, type Page } from 'contentlayer/generated';

/** Stand-alone MDX pages (content/pages): their frontmatter, TOC and examples, and body, compiled once by contentlayer2 and rendered by their routes (lib/mdx/run.ts). */
export function getPage(slug: string): Page {
  const page = allPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`Missing content/pages/${slug}.mdx`);
  return page;
}
