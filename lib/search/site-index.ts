import { allDocs, allPages, allPosts } from 'contentlayer/generated';
import { listingPages } from '@/lib/content/social';
import { definitions } from '@/lib/reference';
import { siteConfig } from '@/lib/site-config';
import { buildSearchShards, type IndexableDoc } from './records';
import { translationTable } from './translation-table';
import type { PackedShards } from './types';

/**
 * The site's own pages (content/pages) at their routes: the home page, the cheat sheet, the themes
 * page; and the gallery, by its title and description (its body is thumbnails).
 */
function sitePages(): IndexableDoc[] {
  return [
    ...allPages.map((page) =>
      page.slug === 'home'
        ? // The home page's MDX is its showcase figure; the words are the site's tagline and description.
          { ...page, url: '/', description: `${siteConfig.tagline}. ${siteConfig.description}`, sections: [] }
        : { ...page, url: `/${page.slug}` },
    ),
    { ...listingPages['/gallery'], url: '/gallery', sections: [] },
  ];
}

let shards: PackedShards | undefined;

/**
 * The index the site ships in two files: /search-index.json (every doc with the API reference
 * parameters) and /search-index-more.json (every blog post, the home, cheat-sheet, themes and gallery pages,
 * and the translation table). Built once per process: both routes ask for it.
 */
export function siteSearchShards(): PackedShards {
  shards ??= buildSearchShards(allDocs, definitions, { pages: [...allPosts, ...sitePages()], translations: translationTable });
  return shards;
}
