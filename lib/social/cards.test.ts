import { describe, expect, it } from 'vitest';
import { ogImagePath, socialMetadata } from './cards';

describe('social cards', () => {
  it('puts each page’s card under /og at its path', () => {
    expect(ogImagePath('/')).toBe('/og/index.png');
    expect(ogImagePath('/docs/reference/scale.log')).toBe('/og/docs/reference/scale.log.png');
  });

  it('gives a page its canonical URL, og:url and a large Open Graph and Twitter image', () => {
    const meta = socialMetadata('/docs/intro', { title: 'Introduction', description: 'About Lilaq.' });
    expect(meta.alternates).toEqual({ canonical: '/docs/intro' });
    expect(meta.openGraph).toMatchObject({
      url: '/docs/intro',
      type: 'website',
      images: [{ url: '/og/docs/intro.png', width: 1200, height: 630, alt: 'Introduction' }],
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: '/og/docs/intro.png' }] });
  });

  it('marks posts as articles with their date and keeps a different canonical when asked', () => {
    const post = socialMetadata('/blog/x', { title: 'X', publishedTime: '2025-01-01' });
    expect(post.openGraph).toMatchObject({ type: 'article', publishedTime: '2025-01-01' });
    expect(socialMetadata('/docs', { title: 'Docs', canonical: '/docs/intro' }).alternates).toEqual({ canonical: '/docs/intro' });
  });
});
