/**
 * The sub-path the export is built for (`BASE_PATH=/lilaq-docs npm run build`), so that it can be
 * served from a project page such as `https://USER.github.io/lilaq-docs/`. Empty means the root.
 * next.config.mjs hands the value to Next (`basePath`, `assetPrefix`) and to client code as
 * NEXT_PUBLIC_BASE_PATH; every URL the site builds by hand goes through `withBase`.
 */

/** A base path as Next expects it: '' or '/segment[/segment…]', no trailing slash. Throws on anything else. */
export function parseBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(trimmed) || trimmed.split('/').some((part) => part === '.' || part === '..'))
    throw new Error(`BASE_PATH must look like /docs or /org/docs (letters, digits, . _ ~ -), got ${JSON.stringify(raw)}.`);
  return trimmed;
}

/** The base path of this build. Read statically so Next inlines it into client bundles. */
// Next inlines NEXT_PUBLIC_BASE_PATH (next.config.mjs); the build's own commands (Markdown export,
// social cards, link gate) run outside Next and read BASE_PATH itself. The server side of the
// build checks the value; the browser takes the checked value as inlined, without the checker.
export const basePath: string =
  typeof window === 'undefined'
    ? parseBasePath(process.env.NEXT_PUBLIC_BASE_PATH ?? process.env.BASE_PATH)
    : (process.env.NEXT_PUBLIC_BASE_PATH ?? '');

/** A site path ('/docs/intro') as the browser must request it. Leaves external and relative URLs alone. */
export function withBase(path: string, base: string = basePath): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  if (base === '') return path;
  return path === '/' ? base : `${base}${path}`;
}

/** The site path of a browser path, or null when the path is outside the base. */
export function stripBase(pathname: string, base: string = basePath): string | null {
  if (base === '') return pathname;
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : null;
}
