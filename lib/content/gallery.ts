import { allPages } from 'contentlayer/generated';
import { getCategory } from '../docs/categories';
import { docCategory, flattenSidebar } from '../docs/sidebar';
import { buildGallery, type Gallery, type GallerySource } from '../gallery/build';
import { posts } from './blog';
import { getDocs, sidebar } from './docs';
import { pageData, type PageData } from './page-data';

/**
 * The gallery's pages: the home page, every doc in sidebar order (tutorials, recipes, examples,
 * reference pages…), the other site pages (cheat sheet, themes), then blog posts, newest first.
 * A new MDX file with examples joins without a change here; a category marked `gallery: false`
 * (lib/docs/categories.ts) stays out. Server-side only.
 */
export function gallerySources(): GallerySource[] {
  const order = new Map(flattenSidebar(sidebar).map((item, i) => [item.href, i]));
  const docs = getDocs()
    .filter((doc) => {
      const category = docCategory(doc);
      return category === null || getCategory(category).gallery !== false;
    })
    .sort((a, b) => (order.get(a.url) ?? Infinity) - (order.get(b.url) ?? Infinity));
  const home = allPages.filter((page) => page.slug === 'home');
  const pages = allPages.filter((page) => page.slug !== 'home').sort((a, b) => a.slug.localeCompare(b.slug));
  const source = (url: string, title: string, { examples }: PageData, level?: GallerySource['level']): GallerySource => ({
    url,
    title,
    examples,
    ...(level ? { level } : {}),
  });
  return [
    ...home.map((page) => source('/', 'Home page', pageData(page))),
    ...docs.map((doc) => {
      const data = pageData(doc);
      return source(doc.url, data.definition ? `lq.${data.definition.call}` : doc.title, data, doc.level);
    }),
    ...pages.map((page) => source(`/${page.slug}`, page.title, pageData(page))),
    ...posts.map((post) => source(post.url, post.title, pageData(post))),
  ];
}

let built: Gallery | undefined;

/** The site's gallery, built once per process. */
export function siteGallery(): Gallery {
  built ??= buildGallery(gallerySources());
  return built;
}
