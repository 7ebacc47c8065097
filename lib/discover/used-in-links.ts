/**
 * Where the page of all "Used in" tiles of a reference name lives, and how the reference page's
 * "Show N more" reads its tiles back (components/docs-used-in-more.client.tsx). Browser-safe: no
 * HTML building here (that is used-in.ts, on the server).
 */
import { withBase } from '../base-path';

/** The class of the grid, on the reference page and on the page of all tiles. */
export const USED_IN_GRID = 'used-in__grid';

/** The file of all the tiles of a name (`scale.log` → `scale.log.html` under /used-in), as the route writes it. */
export function usedInFile(name: string): string {
  return `${name}.html`;
}

/** The page of all the tiles, as a link points to it (a clean URL, like every page of the site). */
export function usedInHref(name: string): string {
  return `/used-in/${name}`;
}

/** The same page as the browser requests it (with the base path). */
export function usedInRequest(name: string): string {
  return withBase(usedInHref(name));
}

/**
 * The tiles past the first `first`, read from the page of all tiles. Empty when the document is
 * not that page (a 404 page, a proxy's error page), so the caller can say the list did not load.
 */
export function laterTiles(page: Document, first: number): HTMLLIElement[] {
  const grid = page.querySelector(`ul.${USED_IN_GRID}`);
  return grid ? [...grid.querySelectorAll<HTMLLIElement>(':scope > li')].slice(first) : [];
}
