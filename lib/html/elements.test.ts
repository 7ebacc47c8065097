import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { anchorHeading, figureTile } from './elements';

describe('static markup as HTML trees', () => {
  it('gives a heading the permalink that MDX headings get, naming what it links to', () => {
    expect(toHtml(anchorHeading('h2', 'used-in', 'Used in', [], 'Used in'))).toBe(
      '<h2 id="used-in" class="anchor-heading">Used in<a class="hash-link" href="#used-in" aria-label="Direct link to Used in">#</a></h2>',
    );
  });

  it('writes text as text: markup in a title cannot become elements', () => {
    expect(toHtml(anchorHeading('h3', 'x', 'x', ['api'], '<script>alert(1)</script>'))).toContain('&#x3C;script>alert(1)&#x3C;/script>');
  });

  it('makes a figure tile a link to the example: both colour variants, lazy and decorative, then the page and section', () => {
    const figure = { light: '/figures/a-light.svg', dark: '/figures/a-dark.svg', width: 40, height: 30 };
    const tile = { href: '/docs/tutorials/axis#ex-3', figure, pageTitle: 'Axis', label: 'Twin axes' };
    expect(toHtml(figureTile(tile))).toBe(
      '<a href="/docs/tutorials/axis#ex-3"><img src="/figures/a-light.svg" width="40" height="30" alt="" loading="lazy" decoding="async"><img src="/figures/a-dark.svg" width="40" height="30" alt="" loading="lazy" decoding="async"><strong>Axis</strong>Twin axes</a>',
    );
    // A description is said once, as the link's description: a hidden span it points to.
    expect(toHtml(figureTile({ ...tile, figure: undefined }, { id: 'gd3', text: 'Two y axes' }))).toBe(
      '<a aria-describedby="gd3" href="/docs/tutorials/axis#ex-3"><strong>Axis</strong>Twin axes<span id="gd3" hidden>Two y axes</span></a>',
    );
    expect(toHtml(figureTile({ ...tile, figure: undefined, label: '<b>x</b>' }))).toBe(
      '<a href="/docs/tutorials/axis#ex-3"><strong>Axis</strong>&#x3C;b>x&#x3C;/b></a>',
    );
  });
});
