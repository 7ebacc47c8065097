import { allPages, allPosts, type Doc, type Page, type Post } from 'contentlayer/generated';
import { getDocs } from './docs';
import { buildSearchShards, type IndexableDoc } from '../search/records';
import type { PackedShards, TranslationEntry } from '../search/types';
import { siteConfig } from '../site-config';
import { pageData } from './page-data';
import { definitions } from './reference';
import { listingPages } from './social';
import { sourceTools, toolNames, translations } from './translations';

/**
 * Every tool's rows of the translation table (content/translations, written and checked by its
 * own tests), each with its tool's name as the tool spells it: the index gives each row a record
 * on its Lilaq page.
 */
export const translationTable: readonly TranslationEntry[] = sourceTools.flatMap((tool) =>
  translations[tool].map((row) => ({ ...row, tool: toolNames[tool] })),
);

/** A page of the content index as the search index reads it: its frontmatter and its text by section. */
const indexable = (doc: Doc | Post | Page, url: string): IndexableDoc => ({ ...doc, url, sections: pageData(doc).sections });

/**
 * The site's own pages (content/pages) at their routes: the home page, the cheat sheet, the themes
 * page; and the gallery, by its title and description (its body is thumbnails).
 */
function sitePages(): IndexableDoc[] {
  return [
    ...allPages.map((page) =>
      page.slug === 'home'
        ? // The home page's MDX is its showcase figure; the words are the site's tagline and description.
          { ...indexable(page, '/'), description: `${siteConfig.tagline}. ${siteConfig.description}`, sections: [] }
        : indexable(page, `/${page.slug}`),
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
  shards ??= buildSearchShards(
    getDocs().map((doc) => indexable(doc, doc.url)),
    definitions,
    { pages: [...allPosts.map((post) => indexable(post, post.url)), ...sitePages()], translations: translationTable },
  );
  return shards;
}
