import fs from 'node:fs';
import path from 'node:path';
import { checkLink, type LinkProblem, type PageFacts, routeOf } from './check';
import { readHtml } from './html';
import { extractMarkdownLinks } from './markdown';
import type { SourceLink } from '../source-links';

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * An href from the exported HTML as a site path: with a base path, root-relative links carry it
 * (`/lilaq-docs/docs/intro`), so it is removed; null when such a link leaves the base.
 */
export function siteHref(href: string, base: string): string | null {
  if (base === '' || !href.startsWith('/') || href.startsWith('//')) return href;
  if (!href.startsWith(base)) return null;
  const rest = href.slice(base.length);
  if (rest === '') return '/';
  if (rest.startsWith('/')) return rest;
  return /^[?#]/.test(rest) ? `/${rest}` : null;
}

/** The links written in one MDX file, as the content index has them (contentlayer's `links` field). */
export interface LinkSource {
  /** The file, relative to the project root, for messages: `content/docs/intro.mdx`. */
  file: string;
  /** The page's route: `/docs/intro`. */
  route: string;
  links: readonly SourceLink[];
}

/**
 * Checks an exported site (built for `basePath`, '' for the root): first the links written in MDX
 * (`sources`, from the content index; reported as file:line), then every other link in the exported
 * HTML (reported with the HTML file). Returns all problems.
 */
export function checkSite({
  outDir,
  sources,
  basePath = '',
  siteUrl,
}: {
  outDir: string;
  sources: readonly LinkSource[];
  basePath?: string;
  /** The origin absolute links in Markdown exports and head meta point at. */
  siteUrl: string;
}): LinkProblem[] {
  const pages = new Map<
    string,
    PageFacts & { links: string[]; metaLinks: string[]; hasSocialImage: boolean; noindex: boolean; images: string[]; file: string }
  >();
  const assets = new Set<string>();
  for (const file of walk(outDir)) {
    const webPath = `/${path.relative(outDir, file).split(path.sep).join('/')}`;
    if (file.endsWith('.html')) {
      const facts = readHtml(fs.readFileSync(file, 'utf8'));
      pages.set(routeOf(webPath), { ...facts, file: path.relative(process.cwd(), file) });
    } else {
      assets.add(webPath);
    }
  }
  pages.delete('/404');
  pages.delete('/_not-found');

  const problems: LinkProblem[] = [];
  const fromMdx = new Map<string, Set<string>>();
  for (const { file, route, links } of sources) {
    fromMdx.set(route, new Set(links.map((l) => l.href)));
    for (const link of links) {
      const problem = checkLink(`${file}:${link.line}`, route, link.href, pages, assets);
      if (problem) problems.push(problem);
    }
  }
  // The Markdown exports (<path>.md, llms.txt, llms-full.txt) link with absolute site URLs.
  for (const file of walk(outDir).filter((f) => f.endsWith('.md') || /[/\\]llms(-full)?\.txt$/.test(f))) {
    const webPath = `/${path.relative(outDir, file).split(path.sep).join('/')}`;
    const where = path.relative(process.cwd(), file);
    for (const exported of new Set(extractMarkdownLinks(fs.readFileSync(file, 'utf8'), siteUrl))) {
      const href = siteHref(exported, basePath);
      const problem =
        href === null ? { source: where, target: exported, kind: 'broken link' as const } : checkLink(where, webPath, href, pages, assets);
      if (problem) problems.push(problem);
    }
  }
  // Head links (canonical, og:url, og:image, twitter:image) are absolute URLs on the site's origin.
  const origin = new URL(siteUrl).origin;
  for (const [, page] of pages) {
    // A page kept out of search engines (the pages of all "Used in" tiles) is not shared either.
    if (!page.hasSocialImage && !page.noindex) problems.push({ source: page.file, target: 'og:image', kind: 'no social image' });
    for (const href of new Set(page.metaLinks)) {
      const absolute = href.startsWith(`${origin}/`) || href === origin ? href.slice(origin.length) || '/' : href;
      const local = siteHref(absolute, basePath);
      const problem =
        local === null
          ? { source: page.file, target: href, kind: 'broken link' as const }
          : checkLink(page.file, '/', local, pages, assets);
      if (problem) problems.push(problem);
    }
  }
  for (const [route, page] of pages) {
    // Images (figures above all) must exist: a figure renamed by a re-render leaves a stale page broken.
    for (const src of new Set(page.images)) {
      if (src.startsWith('data:')) continue;
      const local = siteHref(src, basePath);
      const problem =
        local === null
          ? { source: page.file, target: src, kind: 'broken link' as const }
          : checkLink(page.file, route, local, pages, assets);
      if (problem) problems.push(problem);
    }
    const written = fromMdx.get(route) ?? new Set<string>();
    for (const exported of new Set(page.links)) {
      const href = siteHref(exported, basePath);
      if (href === null) {
        problems.push({ source: page.file, target: exported, kind: 'broken link' });
        continue;
      }
      if (written.has(href)) continue;
      const problem = checkLink(page.file, route, href, pages, assets);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}
