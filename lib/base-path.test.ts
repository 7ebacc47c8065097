import { describe, expect, it } from 'vitest';
import { parseBasePath, stripBase, withBase } from './base-path';
import { absoluteUrl, parseSiteOrigin } from './site-url';

describe('parseBasePath', () => {
  it('accepts empty, root and sub-paths, dropping trailing slashes', () => {
    expect(parseBasePath(undefined)).toBe('');
    expect(parseBasePath('')).toBe('');
    expect(parseBasePath('/')).toBe('');
    expect(parseBasePath('/lilaq-docs/')).toBe('/lilaq-docs');
    expect(parseBasePath(' /org/docs ')).toBe('/org/docs');
  });
  it('rejects paths Next or a browser would misread, naming the variable', () => {
    for (const bad of ['lilaq-docs', '/a b', '/a/../b', '/a//b', 'https://x.org/docs', '/docs?x=1'])
      expect(() => parseBasePath(bad), bad).toThrow(/BASE_PATH must look like/);
  });
});

describe('withBase', () => {
  it('prefixes site paths with the base', () => {
    expect(withBase('/figures/abc-light.svg', '/lilaq-docs')).toBe('/lilaq-docs/figures/abc-light.svg');
    expect(withBase('/', '/lilaq-docs')).toBe('/lilaq-docs');
    expect(withBase('/search-index.json', '')).toBe('/search-index.json');
  });
  it('leaves external, protocol-relative, relative and fragment URLs alone', () => {
    for (const url of ['https://typst.app/docs', '//cdn.example/x.css', 'intro', '#parameters', 'mailto:a@b.c'])
      expect(withBase(url, '/lilaq-docs')).toBe(url);
  });
});

describe('stripBase', () => {
  it('turns a browser path into a site path', () => {
    expect(stripBase('/lilaq-docs/docs/intro', '/lilaq-docs')).toBe('/docs/intro');
    expect(stripBase('/lilaq-docs', '/lilaq-docs')).toBe('/');
    expect(stripBase('/docs/intro', '')).toBe('/docs/intro');
  });
  it('returns null outside the base, including look-alike prefixes', () => {
    expect(stripBase('/docs/intro', '/lilaq-docs')).toBeNull();
    expect(stripBase('/lilaq-docsx/intro', '/lilaq-docs')).toBeNull();
  });
});

describe('absolute URLs', () => {
  it('join the origin, the base path and the site path', () => {
    expect(absoluteUrl('/blog/rss.xml', 'https://lilaq.org', '')).toBe('https://lilaq.org/blog/rss.xml');
    expect(absoluteUrl('/blog/rss.xml', 'https://me.github.io', '/lilaq-docs')).toBe('https://me.github.io/lilaq-docs/blog/rss.xml');
  });
  it('take the origin from SITE_URL, defaulting to the configured site', () => {
    expect(parseSiteOrigin(undefined)).toBe('https://lilaq.org');
    expect(parseSiteOrigin('https://me.github.io/')).toBe('https://me.github.io');
    expect(() => parseSiteOrigin('me.github.io')).toThrow(/SITE_URL must be an absolute/);
    expect(() => parseSiteOrigin('ftp://me.github.io')).toThrow(/SITE_URL must be an absolute/);
    expect(() => parseSiteOrigin('https://me.github.io/lilaq-docs')).toThrow(/put the path \/lilaq-docs in BASE_PATH/);
  });
});
