import { describe, expect, it } from 'vitest';
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
    // The chunks it starts with, for the build to mark for eager compiling.
    expect(result.chunks).toEqual(['/_next/static/chunks/a.js']);
  });
});
