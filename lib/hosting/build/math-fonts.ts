/**
 * KaTeX sets math in its own fonts. When they arrive after the first layout, every formula
 * changes width and the text around it moves (a layout shift). Nearly all of the site's math
 * uses two faces, upright and italic, so pages with math preload those two: they are in by the
 * time the formulas are laid out. Other faces (big operators, script letters) still load on use.
 */
import type { Edit, PageScan } from './page-scan';

/** The faces most formulas need: digits, operators and upright text; italic variables. */
export const mathFontFaces = ['KaTeX_Main-Regular', 'KaTeX_Math-Italic'] as const;

/**
 * The URL of each face's woff2 file in a stylesheet, resolved against the stylesheet's own URL.
 * `null` when the stylesheet has no such face (for example when KaTeX is loaded from a CDN).
 */
export function mathFontUrls(css: string, stylesheetUrl: string): string[] | null {
  const urls: string[] = [];
  for (const face of mathFontFaces) {
    const match = new RegExp(`url\\(\\s*["']?([^"')]*${face}[^"')]*\\.woff2)["']?\\s*\\)`).exec(css);
    if (!match?.[1]) return null;
    urls.push(new URL(match[1], new URL(stylesheetUrl, 'http://site')).pathname);
  }
  return urls;
}

/**
 * A font preload for each URL, before the first stylesheet (or, without one, before `</head>`),
 * when the page shows math and does not preload it already.
 */
export function mathFontEdits(scan: PageScan, fontUrls: readonly string[]): Edit[] {
  if (fontUrls.length === 0 || !scan.hasMath) return [];
  const linked = new Set(scan.links.map((link) => link.attributes.href));
  const links = fontUrls
    .filter((url) => !linked.has(url))
    .map((url) => `<link rel="preload" as="font" type="font/woff2" crossorigin="" href="${url}"/>`)
    .join('');
  const at = scan.links.find((link) => link.attributes.rel === 'stylesheet')?.start ?? scan.headClose;
  return links === '' || at === null ? [] : [{ start: at, end: at, text: links }];
}
