import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { anchorHeading, figureThumb } from './elements';

describe('static markup as HTML trees', () => {
  it('gives a heading the permalink that MDX headings get, naming what it links to', () => {
    expect(toHtml(anchorHeading('h2', 'used-in', 'Used in', [], 'Used in'))).toBe(
      '<h2 id="used-in" class="anchor-heading">Used in<a class="hash-link" href="#used-in" aria-label="Direct link to Used in">#</a></h2>',
    );
  });

  it('writes text as text: markup in a title cannot become elements', () => {
    expect(toHtml(anchorHeading('h3', 'x', 'x', ['api'], '<script>alert(1)</script>'))).toContain('&#x3C;script>alert(1)&#x3C;/script>');
  });

  it('shows both colour variants of a figure, lazily and without alt text of its own', () => {
    const html = toHtml(figureThumb({ light: '/figures/a-light.svg', dark: '/figures/a-dark.svg', width: 40, height: 30 }, 'small'));
    expect(html).toBe(
      '<span class="figure-thumb figure-thumb--small"><img class="figure-thumb__light" src="/figures/a-light.svg" width="40" height="30" alt="" loading="lazy" decoding="async"><img class="figure-thumb__dark" src="/figures/a-dark.svg" width="40" height="30" alt="" loading="lazy" decoding="async"></span>',
    );
  });
});
