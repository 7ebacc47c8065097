import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  headerDirectives,
  inlineScripts,
  liveOrigins,
  pageDirectives,
  policyEdits,
  scriptHash,
  scriptHashes,
  serializePolicy,
} from './csp';
import { applyEdits, scanPage } from './page-scan';

const injectPolicy = (html: string, policy: string, route: string | null, name: string) =>
  applyEdits(html, policyEdits(scanPage(html), policy, route, name));
const inlineScriptHashes = (html: string) => scriptHashes(inlineScripts(html));

const page = (head: string, body = '') => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

describe('inline scripts', () => {
  it('takes the raw text of scripts without src, entities and all', () => {
    const html = page(
      '<script>a&amp;b</script><script src="/_next/static/x.js" async=""></script>',
      '<script type="application/ld+json">{"a":1}</script><script>self.__next_f.push([1,"<\\/p>"])</script>',
    );
    expect(inlineScripts(html)).toEqual(['a&amp;b', '{"a":1}', 'self.__next_f.push([1,"<\\/p>"])']);
  });
  it('hashes the UTF-8 bytes, once per distinct script', () => {
    const text = 'document.title="é"';
    const expected = `sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}`;
    expect(scriptHash(text)).toBe(expected);
    expect(inlineScriptHashes(page(`<script>${text}</script><script>${text}</script>`))).toEqual([expected]);
  });
});

describe('policies', () => {
  it('allow page scripts only from the origin and by hash, never unsafe-inline', () => {
    const policy = serializePolicy(pageDirectives(['sha256-abc']));
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc'");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    // Browsers ignore frame-ancestors in <meta> and log an error for it.
    expect(policy).not.toContain('frame-ancestors');
  });
  it('in headers, forbid framing and leave scripts to each page', () => {
    const policy = serializePolicy(headerDirectives());
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/script-src|default-src|unsafe-eval/);
  });
  it('admit a CDN for styles and fonts only when asked', () => {
    expect(serializePolicy(pageDirectives([]))).toContain("connect-src 'self';");
    expect(serializePolicy(headerDirectives({ connectOrigins: ['https://app-dsn.algolia.net'] }))).toContain(
      "connect-src 'self' https://app-dsn.algolia.net;",
    );
    expect(serializePolicy(pageDirectives([]))).not.toContain('cdn.jsdelivr.net');
    expect(liveOrigins('https://packages.typst.org', '/live/fonts-0.7.0')).toEqual(['https://packages.typst.org']);
    expect(liveOrigins('https://mirror.example/typst', 'https://mirror.example/fonts')).toEqual(['https://mirror.example']);
    const policy = serializePolicy(pageDirectives([], { styleOrigins: ['https://cdn.jsdelivr.net'] }));
    expect(policy).toContain("style-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net");
    expect(policy).toContain("font-src 'self' data: https://cdn.jsdelivr.net");
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
  });
});

describe('injectPolicy', () => {
  it('puts the policy and the route right after <meta charset>, ahead of every script', () => {
    const html = injectPolicy(page('<script>1</script>'), "default-src 'self'", '/docs/intro', 'site-route');
    expect(html).toContain(`<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"`);
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script>'));
    expect(html).toContain('<meta name="site-route" content="/docs/intro" data-site-csp=""/>');
  });
  it('replaces what an earlier run wrote, so running twice is safe', () => {
    const once = injectPolicy(page(''), 'a', '/x', 'site-route');
    const twice = injectPolicy(once, 'b', '/x', 'site-route');
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain('content="b"');
  });
  it('refuses pages where a script would run before the policy', () => {
    expect(() => injectPolicy('<html><script>1</script><head><meta charSet="utf-8"/></head></html>', 'a', null, 'm')).toThrow(/before/);
    expect(() => injectPolicy('<p>no head</p>', 'a', null, 'm')).toThrow(/no <head>/);
  });
});
