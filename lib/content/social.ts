import type { PageExample } from '../discover/page-examples';
import { findTrail } from '../docs/sidebar';
import type { SocialCard } from '../social/cards';
import { siteConfig } from '../site-config';
import { getAuthors, posts, tagLabels } from './blog';
import { docsReleases, viewReleases } from '../docs/release-view';
import { cheatSheetDescription, cheatSheetPath } from './cheat-sheet';
import { galleryPath } from '../gallery/address';
import { CURRENT_RELEASE, docsRoot } from '../docs/versions';
import { figureOfItem, getDocs, getIndexCategories, sidebarOf } from './docs';
import { siteGallery } from './gallery';
import { pageData } from './page-data';
import { getPage } from './pages';
import { allPagePaths } from './routes';

/** The social card of every page in the sitemap, built from the content. Server-side only. */

/** Title and description of the pages that are not content files; their metadata reads them from here. */
export const listingPages = {
  '/docs': { title: 'Documentation', description: 'All Lilaq documentation: getting started, tutorials, examples and the API reference.' },
  '/search': { title: 'Search the documentation', description: 'Search the Lilaq guides, tutorials, examples and API reference.' },
  '/gallery': {
    title: 'Gallery',
    description: 'Every Lilaq figure on this site as a thumbnail linked to its example, with tags for plot type, scale, legend, colour bar and what is new in 0.5.',
  },
  '/compare': {
    title: 'What changed in Lilaq',
    description: "Every release's new definitions and parameters, changed defaults and breaking changes, read from Lilaq's own source.",
  },
  '/blog': { title: 'News', description: 'Release notes and talks about Lilaq, the Typst plotting library.' },
  '/blog/archive': { title: 'Archive', description: 'Every Lilaq news post, by year.' },
  '/blog/authors': { title: 'Authors', description: 'The people who write Lilaq news.' },
  '/blog/tags': { title: 'Tags', description: 'Lilaq news by topic.' },
} as const;

/** Title and description of another release's gallery (`/gallery/0.6.0`). */
export function releaseGalleryPage(release: string): { title: string; description: string } {
  return {
    title: `Gallery for Lilaq ${release}`,
    description: `Every figure of the Lilaq ${release} docs as a thumbnail linked to its example, drawn by Lilaq ${release}.`,
  };
}

export const authorPageTitle = (name: string) => `Posts by ${name}`;
export const tagPageTitle = (label: string) => `Posts tagged “${label}”`;

const firstFigure = (examples: readonly PageExample[]) => examples.find((e) => e.figure)?.figure?.light;

function docsSection(url: string, release: string): string {
  return findTrail(sidebarOf(release), url)[0]?.label ?? 'Docs';
}

/** A card of another release's docs names the release beside the section. */
const releaseSection = (section: string, release: string) => (release === CURRENT_RELEASE ? section : `${section} · Lilaq ${release}`);

function contentCards(): SocialCard[] {
  const home = getPage('home');
  const pages = ['cheat-sheet', 'themes'].map((slug) => getPage(slug));
  return [
    {
      path: '/',
      title: siteConfig.title,
      section: siteConfig.tagline,
      description: siteConfig.description,
      figure: firstFigure(pageData(home).examples),
    },
    ...pages.map((page) => ({
      path: `/${page.slug}`,
      title: page.title,
      section: page.title,
      description: page.description,
      figure: firstFigure(pageData(page).examples),
    })),
    // Another release's cheat sheet (/cheat-sheet/0.6.0), from the same source.
    ...viewReleases.map((release) => {
      const page = getPage('cheat-sheet', release);
      return {
        path: cheatSheetPath(release),
        title: `${page.title} for Lilaq ${release}`,
        section: `${page.title} · Lilaq ${release}`,
        description: cheatSheetDescription(page.description, release),
        figure: firstFigure(pageData(page).examples),
      };
    }),
    ...docsReleases.flatMap((release) => [
      ...getDocs(release).map((doc) => {
        const { definition, examples } = pageData(doc);
        return {
          path: doc.url,
          title: definition ? `lq.${definition.call}` : doc.title,
          section: releaseSection(docsSection(doc.url, release), release),
          description: doc.description,
          figure: firstFigure(examples),
        };
      }),
      ...getIndexCategories(release).map((category) => ({
        path: category.href,
        title: category.label,
        section: releaseSection(category.topLevel ? 'Docs' : docsSection(category.href, release), release),
        description: category.description,
        figure: category.items.map((item) => figureOfItem(item, release)).find((f) => f)?.light,
      })),
      // Another release's docs root (/docs/0.6.0).
      ...(release === CURRENT_RELEASE
        ? []
        : [{ path: docsRoot(release), title: `Documentation for Lilaq ${release}`, section: `Docs · Lilaq ${release}`, description: `Guides, tutorials, recipes and the API reference of Lilaq ${release}.` }]),
    ]),
    ...posts.map((post) => ({
      path: post.url,
      title: post.title,
      section: 'News',
      description: post.description,
      figure: firstFigure(pageData(post).examples),
    })),
  ];
}

function listingCards(): SocialCard[] {
  const latest = posts.find((post) => firstFigure(pageData(post).examples));
  const section = (path: string) => (path.startsWith('/blog') ? 'News' : path === '/search' ? 'Search' : 'Docs');
  return [
    ...Object.entries(listingPages).map(([path, meta]) => ({
      path,
      ...meta,
      section: section(path),
      ...(path === '/blog' && latest ? { figure: firstFigure(pageData(latest).examples) } : {}),
      ...(path === '/gallery' ? { figure: siteGallery().groups[0]?.items[0]?.figure.light } : {}),
    })),
    ...viewReleases.map((release) => ({
      path: galleryPath(release),
      ...releaseGalleryPage(release),
      section: `Docs · Lilaq ${release}`,
      figure: siteGallery(release).groups[0]?.items[0]?.figure.light,
    })),
    ...getAuthors().map((author) => ({ path: author.url_path, title: authorPageTitle(author.name), section: 'News', description: author.bio })),
    ...Object.entries(tagLabels).map(([tag, { label, description }]) => ({
      path: `/blog/tags/${tag}`,
      title: tagPageTitle(label),
      section: 'News',
      description,
    })),
  ];
}

/** One card per sitemap page; throws naming any page that has none. */
export function socialCards(): SocialCard[] {
  const byPath = new Map([...contentCards(), ...listingCards()].map((card) => [card.path, card]));
  return allPagePaths().map((path) => {
    const card = byPath.get(path);
    if (!card) throw new Error(`No social card for ${path}: add it to lib/content/social.ts`);
    return card;
  });
}
