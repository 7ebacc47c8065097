import { describe, expect, it } from 'vitest';
import { scriptHash } from './csp';
import { chunkScripts, chunksAfterPaint, LOADER_ID } from './first-paint';
import { hardenPage } from './harden';

const page = (body: string) => `<html><head><meta charSet="utf-8"/></head><body>${body}<script>go()</script></body></html>`;

describe('hardenPage', () => {
  it('counts the hashed scripts and writes the policy', () => {
    const result = hardenPage(page('<p>hi</p>'), '/docs/intro', 'site-route', {});
    expect(result.hashes).toBe(1);
    expect(result.html).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'/);
  });
  it('fails on inline event handlers, which the policy would silently block', () => {
    expect(() => hardenPage(page('<img src="/a.svg" onerror="x()">'), '/', 'site-route', {})).toThrow(/inline event handler/);
  });
  it('does not mistake text or code that mentions handlers for markup', () => {
    expect(() => hardenPage(page('<code>&lt;img onerror=x&gt;</code><p>a one = b</p>'), '/', 'site-route', {})).not.toThrow();
  });
  it('moves chunks behind the first paint and preloads math fonts before hashing, so the loader is allowed', () => {
    const html = page('<span class="katex">x</span>').replace(
      '</head>',
      '<script src="/_next/static/chunks/a.js" async=""></script></head>',
    );
    const result = hardenPage(html, '/', 'site-route', {}, ['/m/main.woff2']);
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
    const result = hardenPage(html, '/', 'site-route', {}, [], new Map([['/_next/static/chunks/a.js', 'sha256-bmV3']]));
    expect(chunkScripts(result.html)).toEqual([{ src: '/_next/static/chunks/a.js', integrity: 'sha256-bmV3' }]);
    const loader = new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`).exec(result.html)?.[1] ?? '';
    expect(loader).toContain('sha256-bmV3');
    expect(result.html).toContain(`'${scriptHash(loader)}'`);
  });
  it('fails on a page whose chunks it does not know how to move', () => {
    const html = page('<p>hi</p>').replace('<script>go()</script>', '<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(() => hardenPage(html, '/', 'site-route', {})).toThrow(/self\.__next_f/);
  });
});
