import { allPages, type Page } from 'contentlayer/generated';

/** Stand-alone MDX pages (content/pages): their frontmatter, TOC and examples, indexed by contentlayer; their routes import the body, compiled by @next/mdx. */
export function getPage(slug: string): Page {
  const page = allPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`Missing content/pages/${slug}.mdx`);
  return page;
}
