import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { withBaseInHtml } from './static-html';

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
    expect(based).toContain('href="/lilaq-docs/docs/intro"');
    expect(based).toContain('href="https://typst.app"');
    expect(based).toContain('href="#top"');
    expect(based).toContain('href="//cdn.example/x"');
  });

  it('puts the base path in front of images at site paths', () => {
    const img = toHtml(h('p', [h('img', { src: '/figures/a-light.svg', alt: 'a' }), h('img', { src: 'https://x.org/b.svg', alt: 'b' })]));
    const based = withBaseInHtml(img, '/lilaq-docs');
    expect(based).toContain('src="/lilaq-docs/figures/a-light.svg"');
    expect(based).toContain('src="https://x.org/b.svg"');
  });

  it('leaves code that shows a link as written', () => {
    expect(withBaseInHtml(html, '/lilaq-docs')).toContain('<code>&#x3C;a href="/docs/intro">');
  });

  it('changes nothing without a base path', () => {
    expect(withBaseInHtml(html, '')).toBe(html);
  });
});
