import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { innerHtml } from '../html/elements';
import { withBaseInHtml } from './static-html';

// Written as the MDX pipeline writes it (lib/mdx/rehype-static-html.ts): unquoted where HTML allows.
const toHtml = innerHtml;

describe('withBaseInHtml', () => {
  const html = toHtml(
    h('p', [
      h('a', { href: '/docs/intro', className: ['x'] }, 'intro'),
      ' and ',
      h('a', { href: 'https://typst.app' }, 'Typst'),
      ' and ',
      h('a', { href: '#top' }, 'top'),
      ' and ',
      h('a', { href: '//cdn.example/x' }, 'cdn'),
      h('code', '<a href="/docs/intro">'),
    ]),
  );

  it('puts the base path in front of links to site paths only', () => {
    const based = withBaseInHtml(html, '/lilaq-docs');
    expect(based).toContain('href=/lilaq-docs/docs/intro class=x>');
    expect(based).toContain('href=https://typst.app>');
    expect(based).toContain('href=#top>');
    expect(based).toContain('href=//cdn.example/x>');
  });

  it('keeps a value quoted where it needs the quotes, and quotes one that comes to need them', () => {
    const spaced = toHtml(h('p', [h('a', { href: '/docs/a b' }, 'a'), h('a', { href: '/docs/c' }, 'c')]));
    expect(withBaseInHtml(spaced, '/lilaq-docs')).toBe('<p><a href="/lilaq-docs/docs/a b">a</a><a href=/lilaq-docs/docs/c>c</a>');
    expect(withBaseInHtml(spaced, '/my docs')).toContain('<a href="/my docs/docs/c">c</a>');
  });

  it('puts the base path in front of images at site paths', () => {
    const img = toHtml(h('p', [h('img', { src: '/figures/a-light.svg', alt: 'a' }), h('img', { src: 'https://x.org/b.svg', alt: 'b' })]));
    const based = withBaseInHtml(img, '/lilaq-docs');
    expect(based).toContain('src=/lilaq-docs/figures/a-light.svg ');
    expect(based).toContain('src=https://x.org/b.svg ');
  });

  it('leaves code that shows a link as written', () => {
    expect(withBaseInHtml(html, '/lilaq-docs')).toContain('<code>&#x3C;a href="/docs/intro">');
  });

  it('changes nothing without a base path', () => {
    expect(withBaseInHtml(html, '')).toBe(html);
  });
});
