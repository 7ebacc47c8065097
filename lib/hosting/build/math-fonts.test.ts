import { describe, expect, it } from 'vitest';
import { mathFontEdits, mathFontUrls } from './math-fonts';
import { applyEdits, scanPage } from './page-scan';

const preloadMathFonts = (html: string, urls: readonly string[]) => applyEdits(html, mathFontEdits(scanPage(html), urls));

const css =
  '@font-face{font-family:KaTeX_Main;src:url(../media/KaTeX_Main-Regular.abc.woff2) format("woff2"),url(../media/KaTeX_Main-Regular.abc.woff) format("woff")}' +
  '@font-face{font-family:KaTeX_Math;font-style:italic;src:url(../media/KaTeX_Math-Italic.def.woff2) format("woff2")}';

describe('mathFontUrls', () => {
  it("finds the woff2 file of each face, resolved against the stylesheet's URL", () => {
    expect(mathFontUrls(css, '/docs-base/_next/static/chunks/k.css')).toEqual([
      '/docs-base/_next/static/media/KaTeX_Main-Regular.abc.woff2',
      '/docs-base/_next/static/media/KaTeX_Math-Italic.def.woff2',
    ]);
  });

  it('gives null for a stylesheet without KaTeX faces', () => {
    expect(mathFontUrls('body{color:red}', '/_next/static/chunks/a.css')).toBeNull();
  });
});

describe('preloadMathFonts', () => {
  const urls = ['/m/main.woff2', '/m/math.woff2'];
  const page = (body: string) =>
    `<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/></head><body>${body}</body></html>`;

  it('preloads the faces before the first stylesheet on a page with math', () => {
    const html = preloadMathFonts(page('<span class="katex">x</span>'), urls);
    const preloads = [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin="" href="([^"]+)"\/>/g)].map(
      (m) => m[1],
    );
    expect(preloads).toEqual(urls);
    expect(html.indexOf('math.woff2')).toBeLessThan(html.indexOf('/a.css'));
  });

  it('leaves pages without math, and pages already preloading, as they are', () => {
    const plain = page('<p>No formulas</p>');
    expect(preloadMathFonts(plain, urls)).toBe(plain);
    const once = preloadMathFonts(page('<span class="katex">x</span>'), urls);
    expect(preloadMathFonts(once, urls)).toBe(once);
  });
});
