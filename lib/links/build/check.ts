/**
 * The link gate: every internal link must reach a page of the export, and every #anchor an id
 * on that page. Pure: it works on a map of routes to page facts, so tests use fixtures.
 */

export interface PageFacts {
  ids: ReadonlySet<string>;
}

export interface LinkProblem {
  /** Where the link was written: an MDX file:line or an exported HTML file. */
  source: string;
  target: string;
  kind: 'broken link' | 'broken anchor' | 'no social image';
}

/** Internal path and fragment of a link, or null for external links, mailto:, and the like. */
export function splitInternal(href: string, fromRoute: string): { path: string; hash: string } | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return null;
  const url = new URL(href, `https://site.invalid${fromRoute}`);
  if (url.host !== 'site.invalid') return null;
  return { path: decodeURIComponent(url.pathname), hash: decodeURIComponent(url.hash.slice(1)) };
}

/** Route of a path as the CDN serves it: no trailing slash, no .html. */
export function routeOf(path: string): string {
  const clean = path
    .replace(/\/index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

/** Files the export serves besides pages (feeds, sitemap, figures, data) count as link targets. */
export function checkLink(
  source: string,
  fromRoute: string,
  href: string,
  pages: ReadonlyMap<string, PageFacts>,
  assets: ReadonlySet<string>,
): LinkProblem | null {
  const parts = splitInternal(href, fromRoute);
  if (!parts) return null;
  if (assets.has(parts.path)) return null;
  const route = routeOf(parts.path);
  const page = pages.get(route);
  if (!page) return { source, target: href, kind: 'broken link' };
  if (parts.hash && !page.ids.has(parts.hash)) return { source, target: href, kind: 'broken anchor' };
  return null;
}

export function formatProblem(problem: LinkProblem): string {
  return `${problem.source}: ${problem.kind} ${problem.target}`;
}
