import { describe, expect, it } from 'vitest';
import { headerRules, headersFor, IMMUTABLE, parseHeadersFile, renderHeadersFile, renderNginx, REVALIDATE } from './headers';

const entries = [
  '_next',
  '_next/static',
  '_next/BUILDID',
  'figures',
  'img',
  'docs',
  'docs.html',
  'index.html',
  'index.txt',
  '404.html',
  'search-index.json',
  'search-index-more.json',
  'blog',
  'blog.html',
  'sitemap.xml',
  '_headers',
  '_nginx.conf',
  '.nojekyll',
];
const policy = "object-src 'none'; frame-ancestors 'none'";

describe('header rules', () => {
  const rules = parseHeadersFile(renderHeadersFile(headerRules({ base: '', policy, entries }), 'generated\nsecond line'));

  it('send the security headers on every path', () => {
    for (const path of ['/', '/docs/intro', '/_next/static/chunks/a.js', '/figures/abc-light.svg', '/nope']) {
      const headers = headersFor(rules, path);
      expect(headers['Content-Security-Policy'], path).toBe(policy);
      expect(headers['X-Content-Type-Options'], path).toBe('nosniff');
      expect(headers['Referrer-Policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });
  it('cache hashed chunks and figures for a year, and revalidate pages, payloads, the index and feeds', () => {
    expect(headersFor(rules, '/_next/static/chunks/a.js')['Cache-Control']).toBe(IMMUTABLE);
    expect(headersFor(rules, '/figures/0123-dark.svg')['Cache-Control']).toBe(IMMUTABLE);
    expect(headersFor(rules, '/figures/data/ab12/temps.csv')['Cache-Control']).toBe(IMMUTABLE);
    for (const path of [
      '/',
      '/docs',
      '/docs/intro',
      '/docs/intro.txt',
      '/index.txt',
      '/search-index.json',
      '/search-index-more.json',
      '/blog/rss.xml',
      '/sitemap.xml',
      '/img/logo.svg',
      '/_next/BUILDID/x.txt',
    ])
      expect(headersFor(rules, path)['Cache-Control'], path).toBe(REVALIDATE);
  });
  it('never give one path two Cache-Control values, which hosts would join with a comma', () => {
    for (const path of ['/', '/docs', '/docs/a', '/blog', '/blog/rss.xml', '/_next/static/x.js', '/figures/a.svg'])
      expect(headersFor(rules, path)['Cache-Control'], path).not.toContain(', public');
  });
  it('carry the base path when the export is built for one', () => {
    const based = headerRules({ base: '/lilaq-docs', policy, entries });
    expect(based.map((rule) => rule.path)).toEqual(
      expect.arrayContaining(['/lilaq-docs/*', '/lilaq-docs/_next/static/*', '/lilaq-docs', '/lilaq-docs/docs/*']),
    );
    expect(headersFor(based, '/lilaq-docs/_next/static/a.js')['Cache-Control']).toBe(IMMUTABLE);
    expect(headersFor(based, '/_next/static/a.js')).toEqual({});
  });
  it('leave out the files that are not site content', () => {
    expect(rules.map((rule) => rule.path).filter((path) => /_headers|_nginx|nojekyll/.test(path))).toEqual([]);
  });
  it('reject a header line outside a path block', () => {
    expect(() => parseHeadersFile('  X-A: b\n')).toThrow(/line 1/);
  });
});

describe('nginx snippet', () => {
  it('repeats the security headers in every location and maps clean URLs', () => {
    const text = renderNginx(headerRules({ base: '/lilaq-docs', policy, entries }), '/lilaq-docs', 'generated');
    expect(text).toMatch(/^# generated\n/);
    expect(text).toContain('location ^~ /lilaq-docs/_next/static/ {');
    // The precompressed siblings are served there, and only there.
    expect(text.match(/gzip_static on;/g)).toHaveLength(1);
    expect(text).toMatch(/location \^~ \/lilaq-docs\/_next\/static\/ \{[^}]*gzip_static on;/);
    expect(text).toContain('location ^~ /lilaq-docs/figures/ {');
    expect(text).toContain('location ^~ /lilaq-docs/live/ {');
    expect(text).toContain('location /lilaq-docs {');
    expect(text.match(/add_header Content-Security-Policy "object-src 'none'; frame-ancestors 'none'" always;/g)).toHaveLength(4);
    expect(text).toContain(`add_header Cache-Control "${IMMUTABLE}" always;`);
    expect(text).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(text).toContain('error_page 404 /lilaq-docs/404.html;');
  });
});
