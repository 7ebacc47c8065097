import { currentSitePages } from './pages';
import { getCategory } from '../docs/categories';
import { docCategory, flattenSidebar } from '../docs/sidebar';
import { buildGallery, type Gallery, type GallerySource } from '../gallery/build';
import { posts } from './blog';
import { CURRENT_RELEASE } from '../docs/versions';
import { getDocs, sidebarOf } from './docs';
import { pageData, type PageData } from './page-data';

/**
 * The gallery's pages (of a release's gallery: that release's docs alone): the home page, every doc in sidebar order (tutorials, recipes, examples,
 * reference pages…), the other site pages (cheat sheet, themes), then blog posts, newest first.
 * A new MDX file with examples joins without a change here; a category marked `gallery: false`
 * (lib/docs/categories.ts) stays out. Server-side only.
 */
export function gallerySources(release: string = CURRENT_RELEASE): GallerySource[] {
  const order = new Map(flattenSidebar(sidebarOf(release)).map((item, i) => [item.href, i]));
  const docs = getDocs(release)
    .filter((doc) => {
      const category = docCategory(doc);
      return category === null || getCategory(category).gallery !== false;
    })
    .sort((a, b) => (order.get(a.url) ?? Infinity) - (order.get(b.url) ?? Infinity));
  // The home page, the site's pages and the posts show the site's release: they join its gallery only.
  const site = release === CURRENT_RELEASE;
  const home = site ? currentSitePages.filter((page) => page.slug === 'home') : [];
  const pages = site ? currentSitePages.filter((page) => page.slug !== 'home').sort((a, b) => a.slug.localeCompare(b.slug)) : [];
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
    ...(site ? posts : []).map((post) => source(post.url, post.title, pageData(post))),
  ];
}

const built = new Map<string, Gallery>();

/** A release's gallery (`/gallery`: the current one's; `/gallery/0.6.0`: that release's docs), built once per process. */
export function siteGallery(release: string = CURRENT_RELEASE): Gallery {
  let gallery = built.get(release);
  if (!gallery) {
    gallery = buildGallery(gallerySources(release));
    built.set(release, gallery);
  }
  return gallery;
}
