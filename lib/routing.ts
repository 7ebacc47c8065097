/**
 * Clean URL of a path: `/docs/intro.html` → `/docs/intro`, `/blog/index.html` → `/blog`,
 * `/docs/` → `/docs`. Query and hash are kept by the caller.
 */
export function normalizePathname(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** True for same-site links that the client router handles. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
