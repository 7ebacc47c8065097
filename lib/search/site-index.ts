import { allDocs, allPages, allPosts } from 'contentlayer/generated';
import { definitions } from '@/lib/reference';
import { siteConfig } from '@/lib/site-config';
import { buildSearchIndex, type IndexableDoc } from './records';
import { translationTable } from './translation-table';
import type { PackedIndex } from './types';

/** The site's own pages (content/pages) at their routes: the home page, the cheat sheet, the themes page. */
function sitePages(): IndexableDoc[] {
  return allPages.map((page) =>
    page.slug === 'home'
      ? // The home page's MDX is its showcase figure; the words are the site's tagline and description.
        { ...page, url: '/', description: `${siteConfig.tagline}. ${siteConfig.description}`, body: { raw: '' } }
      : { ...page, url: `/${page.slug}` },
  );
}

/**
 * The index the site ships at /search-index.json: every doc with the API reference parameters,
 * every blog post, the home, cheat-sheet and themes pages, and the translation table.
 */
export function siteSearchIndex(): PackedIndex {
  return buildSearchIndex(allDocs, definitions, { pages: [...allPosts, ...sitePages()], translations: translationTable });
}
