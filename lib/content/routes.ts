import { getAuthors, posts } from './blog';
import { getDocs, getIndexCategories } from './docs';
import { groupByTag } from '../blog/posts';

/** Every canonical page of the site, for the sitemap and the e2e sweep. */
export function allPagePaths(): string[] {
  return [
    '/',
    '/cheat-sheet',
    '/gallery',
    '/search',
    '/themes',
    '/docs',
    ...getDocs().map((doc) => doc.url),
    ...getIndexCategories().map((category) => category.href),
    '/blog',
    '/blog/archive',
    '/blog/authors',
    ...getAuthors().map((author) => author.url_path),
    '/blog/tags',
    ...groupByTag(posts).map(({ tag }) => `/blog/tags/${tag}`),
    ...posts.map((post) => post.url),
  ];
}
