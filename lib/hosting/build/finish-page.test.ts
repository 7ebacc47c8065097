import { describe, expect, it } from 'vitest';
import { scriptHash } from './csp';
import { finishPage } from './finish-page';
import { chunkScripts as scriptsOf, chunksAfterPaint, LOADER_ID } from './first-paint';
import { scanPage } from './page-scan';

/** The page finished from its own read, as the build does it. */
const finishHtml = (html: string, ...rest: Tail<Parameters<typeof finishPage>>) => finishPage(scanPage(html), ...rest);
type Tail<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;
const chunkScripts = (html: string) => scriptsOf(scanPage(html));

const page = (body: string) => `<html><head><meta charSet="utf-8"/></head><body>${body}<script>go()</script></body></html>`;

describe('finishPage', () => {
  it('counts the hashed scripts and writes the policy', () => {
    const result = finishHtml(page('<p>hi</p>'), '/docs/intro', 'site-route', {});
    expect(result.hashes).toBe(1);
    expect(result.html).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'/);
  });
  it('fails on inline event handlers, which the policy would silently block', () => {
    expect(() => finishHtml(page('<img src="/a.svg" onerror="x()">'), '/', 'site-route', {})).toThrow(/inline event handler/);
  });
  it('does not mistake text or code that mentions handlers for markup', () => {
    expect(() => finishHtml(page('<code>&lt;img onerror=x&gt;</code><p>a one = b</p>'), '/', 'site-route', {})).not.toThrow();
  });
  it('moves chunks behind the first paint and preloads math fonts before hashing, so the loader is allowed', () => {
    const html = page('<span class="katex">x</span>').replace(
      '</head>',
      '<script src="/_next/static/chunks/a.js" async=""></script></head>',
    );
    const result = finishHtml(html, '/', 'site-route', {}, ['/m/main.woff2']);
    expect(result.html).not.toContain('<script src="/_next/static/chunks/a.js"');
    expect(result.html).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin="" href="/m/main.woff2"/>');
    expect(result.hashes).toBe(2);
    expect(chunksAfterPaint(result.html)).toEqual(['/_next/static/chunks/a.js']);
  });
  it('allows the loader with the integrity values the build recomputed, not the ones Next wrote', () => {
    const html = page('<p>hi</p>').replace(
      '</head>',
      '<script src="/_next/static/chunks/a.js" integrity="sha256-b2xk" async=""></script></head>',
    );
    const result = finishHtml(html, '/', 'site-route', {}, [], new Map([['/_next/static/chunks/a.js', 'sha256-bmV3']]));
    expect(chunkScripts(result.html)).toEqual([{ src: '/_next/static/chunks/a.js', integrity: 'sha256-bmV3' }]);
    const loader = new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`).exec(result.html)?.[1] ?? '';
    expect(loader).toContain('sha256-bmV3');
    expect(result.html).toContain(`'${scriptHash(loader)}'`);
  });
  it('fails on a page whose chunks it does not know how to move', () => {
    const html = page('<p>hi</p>').replace('<script>go()</script>', '<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(() => finishHtml(html, '/', 'site-route', {})).toThrow(/self\.__next_f/);
  });
});

describe('finishPage, as one splice over one read', () => {
  const nextPage = [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/k.css" data-precedence="next"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
    '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>',
    "<title>Plot &amp; co</title><script>document.documentElement.dataset.theme='dark'</script></head>",
    '<body><p  class=lead>Text &lt;b&gt; <span class="katex">x</span></p>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
  ].join('');

  it('leaves every byte outside the rewritten spots as Next wrote it', () => {
    const { html } = finishPage(scanPage(nextPage), '/docs/a', 'site-route', {}, ['/m/main.woff2']);
    const loader = new RegExp(`<script id="${LOADER_ID}">[\\s\\S]*?</script>`).exec(html)?.[0] ?? '';
    const added = [
      /<meta http-equiv="Content-Security-Policy"[^>]*\/>/,
      /<meta name="site-route"[^>]*\/>/,
      /<link rel="preload" as="font"[^>]*\/>/,
    ];
    const withoutAdded = added
      .reduce((text, pattern) => text.replace(pattern, ''), html)
      .replace(loader, '<script src="/_next/static/chunks/a.js" async=""></script>');
    expect(withoutAdded).toBe(
      nextPage
        .replace('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>', '')
        .replace('<script src="/_next/static/chunks/b.js" async=""></script>', ''),
    );
  });

  it('hashes the inline scripts in page order, the loader where the first chunk was', () => {
    const { html } = finishPage(scanPage(nextPage), '/docs/a', 'site-route', {});
    const loader = new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1] ?? '';
    const listed = /script-src 'self' 'wasm-unsafe-eval' ([^;]*)/.exec(html)?.[1];
    const inOrder = [loader, "document.documentElement.dataset.theme='dark'", '(self.__next_f=self.__next_f||[]).push([0])'];
    expect(listed).toBe(inOrder.map((text) => `'${scriptHash(text)}'`).join(' '));
  });

  it('gives the same page when the build runs again', () => {
    const once = finishPage(scanPage(nextPage), '/docs/a', 'site-route', {}, ['/m/main.woff2']).html;
    expect(finishPage(scanPage(once), '/docs/a', 'site-route', {}, ['/m/main.woff2']).html).toBe(once);
  });

  it('fails, saying what is missing, when Next stops writing a head or puts a script before the charset', () => {
    expect(() => finishPage(scanPage('<p>hi</p><script>go()</script>'), '/', 'site-route', {})).toThrow(
      /no <head> to put the Content-Security-Policy in/,
    );
    const early = nextPage.replace('<meta charSet="utf-8"/>', '<script>early()</script><meta charSet="utf-8"/>');
    expect(() => finishPage(scanPage(early), '/', 'site-route', {})).toThrow(/a script comes before the Content-Security-Policy <meta>/);
  });
});
