import { allPages, type Page } from 'contentlayer/generated';

/** Stand-alone MDX pages (content/pages): the cheat sheet and the themes page. */
export function getPage(slug: string): Page {
  const page = allPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`Missing content/pages/${slug}.mdx`);
  return page;
}
