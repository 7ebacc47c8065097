/**
 * "Used in" as HTML (hast): the tiles of the examples that use a reference name, and the page of
 * all of them that the reference page's "Show N more" loads (app/used-in/[file]/route.ts). Pure:
 * the usages come from lib/content/usage.ts.
 *
 * The reference page carries the first tiles only. `lq.diagram` has over 150 examples, and each
 * tile is in the page twice (its HTML and React's flight data): the rest, nearly a third of that
 * page's bytes, cost it about 250 ms of blocking time at 8x CPU (lib/tooling/bench/README.md, "What the heavy reference
 * pages carry"). They load when the reader opens the list, and without JavaScript the list's link
 * opens this page.
 */
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import { figureTile, siteLink, type Element } from '../html/elements';
import type { Usage, UsageExample } from './back-references';
import { USED_IN_GRID } from './used-in-links';

/** Tiles on the reference page itself; the rest wait in "Show N more". */
export const FIRST_TILES = 12;

export interface UsedInTile extends UsageExample {
  pageTitle: string;
}

/** Every example of every page, in the order of the usages. */
export function usedInTiles(usages: readonly Usage[]): UsedInTile[] {
  return usages.flatMap((usage) => usage.examples.map((example) => ({ ...example, pageTitle: usage.title })));
}

export function usedInGrid(tiles: readonly UsedInTile[]): Element {
  return h(
    `ul.figure-tiles.${USED_IN_GRID}`,
    tiles.map((tile) => h('li', [figureTile(tile)])),
  );
}

/**
 * The stylesheet of the page of all tiles. It is read without the site's CSS (the link that opens it
 * works without JavaScript), so it is small and whole: a grid of tiles, the figure of the system's
 * colour scheme.
 */
const PAGE_STYLE = [
  // The site's colours (app/globals.css): page, text, muted text, link.
  ':root{color-scheme:light dark;font:16px/1.5 system-ui,sans-serif;background:light-dark(#fff,#1b1b1d);color:light-dark(#1c1e21,#e3e3e3)}',
  'a{color:light-dark(#5b34a8,#c4a7f8)}',
  'body{max-width:70rem;margin:0 auto;padding:1rem}',
  'h1{font-size:1.6rem;line-height:1.25}',
  'ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:.6rem;list-style:none;padding:0}',
  'li a{display:block;box-sizing:border-box;height:100%;padding:.45rem;border:1px solid #8886;border-radius:6px;font-size:.85rem;line-height:1.3;text-decoration:none;color:light-dark(#525860,#b0b3b8)}',
  'li img{display:block;width:100%;height:84px;object-fit:contain;margin-bottom:.4rem;background:light-dark(#fff,#1b1b1d)}',
  'li img:nth-child(2){display:none}',
  'strong{display:block;color:light-dark(#5b34a8,#c4a7f8)}',
  '@media (prefers-color-scheme:dark){li img:first-child{display:none}li img:nth-child(2){display:block}}',
].join('');

/**
 * The page of every example that uses `lq.CALL`: a title, a link back to the reference page, and
 * the grid. Its links and images carry the base path, as the reference page's do.
 */
export function usedInPage(call: string, referenceHref: string, tiles: readonly UsedInTile[]): string {
  const title = `Examples that use lq.${call}`;
  const page = h('html', { lang: 'en' }, [
    h('head', [
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'robots', content: 'noindex' }),
      h('title', `${title} · Lilaq`),
      h('style', PAGE_STYLE),
    ]),
    h('body', [
      h('main', [
        h('h1', [h('code', `lq.${call}`), ': every example that uses it']),
        h('p', [`${tiles.length} examples. `, siteLink(referenceHref, {}, ['Back to the reference of ', h('code', `lq.${call}`)])]),
        usedInGrid(tiles),
      ]),
    ]),
  ]);
  return `<!doctype html>${toHtml(page)}`;
}
