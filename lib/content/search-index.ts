import { allPosts, type Doc, type Page, type Post } from 'contentlayer/generated';
import { docsReleases, viewReleases } from '../docs/release-view';
import { ERRORS_ROUTE, errorsRoute } from '../errors';
import { compareVersions, CURRENT_RELEASE } from '../docs/versions';
import { docsVersionTag } from '../search/docsearch';
import { getDocs } from './docs';
import { buildSearchShards, inSharedShard, type IndexableDoc } from '../search/records';
import type { PackedShards, TranslationEntry } from '../search/types';
import { siteConfig } from '../site-config';
import { pageData } from './page-data';
import { currentSitePages } from './pages';
import { definitions, definitionsOf } from './reference';
import { listingPages } from './social';
import { ownTranslationsOf, sourceTools, toolNames, translations } from './translations';

/**
 * Every tool's rows of the translation table (content/translations, written and checked by its
 * own tests), each with its tool's name as the tool spells it: the index gives each row a record
 * on its Lilaq page.
 */
export const translationTable: readonly TranslationEntry[] = sourceTools.flatMap((tool) =>
  translations[tool].map((row) => ({ ...row, tool: toolNames[tool] })),
);

/** The rows another release shows and the current one does not, each with its tool's name (its docs shard holds them). */
export function releaseTranslationTable(release: string): TranslationEntry[] {
  const rows = ownTranslationsOf(release);
  return sourceTools.flatMap((tool) => rows[tool].map((row) => ({ ...row, tool: toolNames[tool] })));
}

/** A page of the content index as the search index reads it: its frontmatter and its text by section. */
const indexable = (doc: Doc | Post | Page, url: string): IndexableDoc => ({ ...doc, url, sections: pageData(doc).sections });

/**
 * The site's own pages (content/pages) at their routes: the home page, the cheat sheet, the themes
 * page; and the gallery, by its title and description (its body is thumbnails).
 */
function sitePages(): IndexableDoc[] {
  return [
    ...currentSitePages.map((page) =>
      page.slug === 'home'
        ? // The home page's MDX is its showcase figure; the words are the site's tagline and description.
          { ...indexable(page, '/'), description: `${siteConfig.tagline}. ${siteConfig.description}`, sections: [] }
        : indexable(page, `/${page.slug}`),
    ),
    { ...listingPages['/gallery'], url: '/gallery', sections: [] },
  ];
}

/**
 * Pages that exist in another release only, as one record each in a release's docs shard: a reader
 * of 0.5.0 who searches for `lq.violin` learns that it is new in 0.6.0, with a link to its page;
 * a reader of 0.6.0 who searches for a name 0.6.0 removed learns where it is documented.
 */
function elsewhere(release: string): IndexableDoc[] {
  const here = new Set(getDocs(release).map((doc) => doc.slug));
  return docsReleases
    .filter((other) => other !== release)
    .flatMap((other) =>
      getDocs(other)
        .filter((doc) => doc.reference && !here.has(doc.slug))
        .map((doc) => {
          const newer = compareVersions(other, release) > 0;
          const call = pageData(doc).definition?.call ?? doc.reference;
          // Titled with the name, so a search for it finds this first; the words say where it is.
          return {
            title: `lq.${call}`,
            description: `${newer ? `lq.${call} is new in Lilaq ${other}: Lilaq ${release} has no such function.` : `lq.${call} is in Lilaq ${other}, not in ${release}.`} ${doc.description}`,
            url: doc.url,
            sections: [],
          };
        }),
    );
}

/**
 * The entries of another release's error index that the current release's pages do not have (its
 * messages the current release never raises, in `<Release since>` blocks), as parts of its pages
 * with its facet tag: they travel in the shared second shard with the current release's error
 * pages, so a reader of that release who pastes such a message finds its entry first
 * (lib/search/message-lead.ts), and the current release's readers do not see them. Messages both
 * releases raise lead with the current release's entry, as before.
 */
function otherReleasesErrorEntries(): IndexableDoc[] {
  const current = new Map(
    getDocs()
      .filter((doc) => doc.url.startsWith(`${ERRORS_ROUTE}/`))
      .map((doc) => [doc.slug, new Set(pageData(doc).anchors)]),
  );
  return viewReleases.flatMap((release) =>
    getDocs(release)
      .filter((doc) => doc.url.startsWith(`${errorsRoute(release)}/`))
      .flatMap((doc) => {
        const here = current.get(doc.slug) ?? new Set<string>();
        const sections = pageData(doc).sections.filter((section) => section.anchor !== null && !here.has(section.anchor));
        if (sections.length === 0) return [];
        return [{ ...indexable(doc, doc.url), sections, docusaurusTag: docsVersionTag(release), sectionsOnly: true }];
      }),
  );
}

let shards: PackedShards | undefined;

/**
 * The index the site ships in two files: /search-index.json (every doc with the API reference
 * parameters) and /search-index-more.json (every blog post, the home, cheat-sheet, themes and gallery pages,
 * and the translation table). Built once per process: both routes ask for it.
 */
export function siteSearchShards(): PackedShards {
  shards ??= buildSearchShards(
    [...getDocs().map((doc) => indexable(doc, doc.url)), ...elsewhere(CURRENT_RELEASE), ...otherReleasesErrorEntries()],
    definitions,
    { pages: [...allPosts.map((post) => indexable(post, post.url)), ...sitePages()], translations: translationTable },
  );
  return shards;
}

const releaseShards = new Map<string, PackedShards['docs']>();

/**
 * The docs shard of another release (`/search-index/0.6.0.json`): its docs (the error index's
 * pages and the upgrade pages stay in the shared second shard, as for the current release) and
 * the translation rows of that release alone (`releaseTranslationTable`), with the facet tag of
 * its docs version and the moves of the shared pages (`sharedPageMoves`). A reader of that release loads it in place of the current release's docs
 * shard, then the shared second shard (lib/search/service.ts).
 */
export function releaseSearchShard(release: string): PackedShards['docs'] {
  let shard = releaseShards.get(release);
  if (!shard) {
    const { docs } = buildSearchShards([...getDocs(release).map((doc) => indexable(doc, doc.url)), ...elsewhere(release)], definitionsOf(release), {
      docusaurusTag: docsVersionTag(release),
      docsTranslations: releaseTranslationTable(release),
    });
    shard = { ...docs, moves: sharedPageMoves(release) };
    releaseShards.set(release, shard);
  }
  return shard;
}

/**
 * The pages of the shared second shard (the current release's error index and upgrade pages) that
 * `release` has too, each address (page, and `page#anchor` for each section both have) mapped to
 * the release's own: a message both releases raise leads that release's readers to their entry.
 */
export function sharedPageMoves(release: string): Record<string, string> {
  const own = new Map(getDocs(release).map((doc) => [doc.slug, doc]));
  const moves: Record<string, string> = {};
  for (const doc of getDocs()) {
    const theirs = own.get(doc.slug);
    if (!theirs || !inSharedShard(doc.url)) continue;
    moves[doc.url] = theirs.url;
    const anchors = new Set(pageData(theirs).anchors);
    for (const anchor of pageData(doc).anchors) if (anchors.has(anchor)) moves[`${doc.url}#${anchor}`] = `${theirs.url}#${anchor}`;
  }
  return moves;
}
