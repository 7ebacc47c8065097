/**
 * The documented Lilaq release: the site's version, the Typst import, source links and figure
 * hashes derive from it. It must be one of lib/releases.ts (releases.test.ts checks that it is and
 * that the tag and import agree); it is written out here rather than imported, so that pages do not
 * ship the list of releases with their packages to every browser.
 */
const LILAQ_VERSION = '0.5.0';

/**
 * Every site-wide constant in one typed module. Values come from the specification
 * (shared/spec.md sections 1, 3 and 9); components and tests import them from here.
 */
export const siteConfig = {
  title: 'Lilaq',
  tagline: 'Scientific data visualization in Typst',
  /** The site's own description (home page, meta tags, llms.txt). */
  description: 'Documentation, tutorials, examples and release notes for Lilaq, the data-plotting and diagram library for Typst.',
  url: 'https://lilaq.org',
  /** Version of the documented library and of this site (package.json's version; a test keeps them equal). */
  version: LILAQ_VERSION,
  /** Version of the docs framework whose behaviour the site follows. */
  frameworkVersion: '3.8.1',
  copyrightYear: 2025,
  locale: { id: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory' },
  /** At or below this width the navbar becomes a drawer. */
  desktopBreakpoint: 996,
  /** A path change starts the progress bar after this delay. */
  progressBarDelayMs: 200,
  /** The page-load spinner appears only after this delay, so fast loads never flash it. */
  spinnerDelayMs: 300,
  announcement: {
    /** Changing the id shows the bar again to visitors who dismissed an earlier one. */
    id: 'release-0.6.0',
    text: 'Lilaq 0.6.0 is out: violin plots, grids of aligned diagrams and fixed aspect ratios.',
    link: { href: '/blog/release-0.6.0', label: 'Read the release notes' },
    backgroundColor: 'var(--announcement-bg)',
    textColor: 'var(--announcement-fg)',
    isCloseable: true,
  },
  navbar: { hideOnScroll: true },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
  docs: {
    pluginId: 'default',
    mainDocId: 'intro',
    breadcrumbs: true,
    // The specification's one version (current, labelled Next: Lilaq 0.5.0), then every other
    // release, under /docs/VERSION (lib/docs/versions.ts); releases.test.ts checks them against lib/releases.ts.
    versions: [
      { name: 'current', label: 'Next', path: '/docs' },
      { name: '0.6.0', label: '0.6.0', path: '/docs/0.6.0' },
    ],
    /** Heading levels listed in a page's table of contents. */
    tocMinLevel: 2,
    tocMaxLevel: 4,
  },
  storageKeys: {
    theme: 'theme',
    announcementDismiss: 'docusaurus.announcement.dismiss',
    announcementId: 'docusaurus.announcement.id',
    preferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
  },
  search: {
    queryParam: 'q',
    maxQueryLength: 64,
    hitsPerPage: 20,
    mobileResultsPerGroup: 5,
    indexName: 'lilaq',
    /** The facet tag that the docs of the current version carry in the index. */
    docsTag: 'docs-default-current',
  },
  links: {
    repository: 'https://github.com/lilaq-project/lilaq',
    forum: 'https://forum.typst.app/tag/lilaq',
    universe: 'https://typst.app/universe/package/lilaq',
    typstDocs: 'https://typst.app/docs',
  },
  /** The tag at which source links point into the repository. */
  sourceTag: `v${LILAQ_VERSION}`,
  typstImport: `#import "@preview/lilaq:${LILAQ_VERSION}" as lq`,
  /** Shiki themes for code; github-dark-default keeps comments above 4.5:1 contrast. */
  codeThemes: { light: 'github-light', dark: 'github-dark-default' },
} as const;

export type SiteConfig = typeof siteConfig;
