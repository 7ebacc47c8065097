/**
 * V8 compiles most functions lazily: the first call pays for the compile, on the main thread.
 * For the framework chunks a page starts with, that is nearly all of their functions, compiled one
 * by one inside the task that boots the app, the longest task of a first load on a phone.
 *
 * A file that starts with V8's explicit compile hint is compiled eagerly instead, while it streams
 * in, off the main thread (https://v8.dev/blog/explicit-compile-hints, Chrome 136 and later;
 * other engines read a comment). The build marks only the chunks some page loads first
 * (lazy chunks, such as the search modal, stay lazy), which takes the boot task on
 * /docs/reference/plot from about 150 ms to about 90 ms in Lighthouse's mobile model.
 */
import { stripBase } from '../../base-path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the hint as its first line (once, however often the build runs). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}${source}`;
}

/**
 * The export file behind a chunk URL from a page (`/base/_next/static/chunks/a.js` → `_next/static/chunks/a.js`),
 * or null for a URL outside the site's own chunks.
 */
export function chunkFile(url: string, base: string): string | null {
  const sitePath = stripBase(url.split(/[?#]/)[0] ?? '', base);
  if (sitePath === null || !sitePath.startsWith('/_next/static/') || !sitePath.endsWith('.js') || sitePath.includes('..')) return null;
  return sitePath.slice(1);
}
