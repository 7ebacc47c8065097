import { describe, expect, it } from 'vitest';
import { clientNavigationTarget, type LinkClick, prefetchTarget } from './navigation';

const here = new URL('https://lilaq.org/docs/intro');
const click = (overrides: Partial<LinkClick>): LinkClick => ({
  href: '/docs/quickstart',
  target: '',
  download: false,
  button: 0,
  modified: false,
  defaultPrevented: false,
  ...overrides,
});

describe('clientNavigationTarget', () => {
  it('routes plain clicks on internal page links, keeping query and hash', () => {
    expect(clientNavigationTarget(click({}), here)).toBe('/docs/quickstart');
    expect(clientNavigationTarget(click({ href: '/docs/reference/axis#subticks' }), here)).toBe('/docs/reference/axis#subticks');
    expect(clientNavigationTarget(click({ href: '/search?q=plot' }), here)).toBe('/search?q=plot');
    expect(clientNavigationTarget(click({ href: 'https://lilaq.org/blog' }), here)).toBe('/blog');
    expect(clientNavigationTarget(click({ href: 'quickstart' }), here)).toBe('/docs/quickstart');
  });

  it('leaves new tabs, downloads, modified and secondary clicks to the browser', () => {
    expect(clientNavigationTarget(click({ target: '_blank' }), here)).toBeNull();
    expect(clientNavigationTarget(click({ download: true }), here)).toBeNull();
    expect(clientNavigationTarget(click({ modified: true }), here)).toBeNull();
    expect(clientNavigationTarget(click({ button: 1 }), here)).toBeNull();
    expect(clientNavigationTarget(click({ defaultPrevented: true }), here)).toBeNull();
    expect(clientNavigationTarget(click({ target: '_self' }), here)).toBe('/docs/quickstart');
  });

  it('leaves other sites, files and in-page anchors to the browser', () => {
    expect(clientNavigationTarget(click({ href: 'https://github.com/lilaq-project/lilaq' }), here)).toBeNull();
    expect(clientNavigationTarget(click({ href: '//example.org/x' }), here)).toBeNull();
    expect(clientNavigationTarget(click({ href: '/blog/rss.xml' }), here)).toBeNull();
    expect(clientNavigationTarget(click({ href: '/figures/abc-light.svg' }), here)).toBeNull();
    expect(clientNavigationTarget(click({ href: '/docs/intro.md' }), here)).toBeNull();
    expect(clientNavigationTarget(click({ href: '#next-steps' }), here)).toBeNull();
    expect(clientNavigationTarget(click({ href: '/docs/intro#next-steps' }), here)).toBeNull();
    expect(clientNavigationTarget(click({ href: 'http://[bad' }), here)).toBeNull();
  });
});

describe('under a base path', () => {
  const sub = new URL('https://user.github.io/lilaq-docs/docs/intro');
  it('hands the router site paths and leaves paths outside the base to the browser', () => {
    expect(clientNavigationTarget(click({ href: '/lilaq-docs/docs/quickstart#x' }), sub, '/lilaq-docs')).toBe('/docs/quickstart#x');
    expect(clientNavigationTarget(click({ href: '/lilaq-docs' }), sub, '/lilaq-docs')).toBe('/');
    expect(clientNavigationTarget(click({ href: '/other-project/' }), sub, '/lilaq-docs')).toBeNull();
    expect(prefetchTarget('/lilaq-docs/blog', sub, '/lilaq-docs')).toBe('/blog');
    expect(prefetchTarget('/blog', sub, '/lilaq-docs')).toBeNull();
  });
});

describe('prefetchTarget', () => {
  it('names other pages of the site, without hash or query', () => {
    expect(prefetchTarget('/docs/reference/plot#every', here)).toBe('/docs/reference/plot');
    expect(prefetchTarget('/docs/intro#x', here)).toBeNull();
    expect(prefetchTarget('/blog/atom.xml', here)).toBeNull();
    expect(prefetchTarget('https://typst.app/docs', here)).toBeNull();
  });
});
