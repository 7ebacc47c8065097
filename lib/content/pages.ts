import { allPages, type Page } from 'contentlayer/generated';
import { CURRENT_RELEASE } from '../docs/versions';

/** The stand-alone pages of the current release: each file of content/pages once. */
export const currentSitePages: readonly Page[] = allPages.filter((page) => page.release === CURRENT_RELEASE);

/**
 * A stand-alone MDX page (content/pages): its frontmatter, TOC and examples, and body, compiled
 * once by contentlayer2 and rendered by its route (lib/mdx/run.ts); for another release, that
 * release's compile of a page built for each release (the cheat sheet, lib/docs/release-view.ts).
 */
export function getPage(slug: string, release: string = CURRENT_RELEASE): Page {
  const page = allPages.find((p) => p.slug === slug && p.release === release);
  if (!page) throw new Error(`Missing content/pages/${slug}.mdx for Lilaq ${release}`);
  return page;
}
