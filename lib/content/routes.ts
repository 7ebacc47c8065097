import { getAuthors, posts } from './blog';
import { docsReleases, viewReleases } from '../docs/release-view';
import { cheatSheetPath } from './cheat-sheet';
import { galleryPath } from '../gallery/address';
import { CURRENT_RELEASE, docsRoot } from '../docs/versions';
import { getDocs, getIndexCategories } from './docs';
import { groupByTag } from '../blog/posts';
import { WHAT_CHANGED_PATH } from '../compare/routes';

/** Every canonical page of the site, for the sitemap and the e2e sweep. */
export function allPagePaths(): string[] {
  return [
    '/',
    '/cheat-sheet',
    ...viewReleases.map((release) => cheatSheetPath(release)),
    '/gallery',
    ...viewReleases.map((release) => galleryPath(release)),
    '/search',
    '/themes',
    '/docs',
    // Each release's docs: the current one's at the specification's routes, every other's under /docs/VERSION.
    ...docsReleases.flatMap((release) => [
      ...(release === CURRENT_RELEASE ? [] : [docsRoot(release)]),
      ...getDocs(release).map((doc) => doc.url),
      ...getIndexCategories(release).map((category) => category.href),
    ]),
    // What each release changed (lib/compare). The comparisons of single pages are left out: they
    // are marked noindex, each release's page being the one to find.
    WHAT_CHANGED_PATH,
    '/blog',
    '/blog/archive',
    '/blog/authors',
    ...getAuthors().map((author) => author.url_path),
    '/blog/tags',
    ...groupByTag(posts).map(({ tag }) => `/blog/tags/${tag}`),
    ...posts.map((post) => post.url),
  ];
}
