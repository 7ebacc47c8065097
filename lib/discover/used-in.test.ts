import { describe, expect, it } from 'vitest';
import type { Usage } from './back-references';
import { FIRST_TILES, usedInGrid, usedInPage, usedInTiles } from './used-in';
import { usedInFile, usedInHref, usedInRequest } from './used-in-links';
import { toHtml } from 'hast-util-to-html';

const figure = (n: number) => ({ light: `/figures/f${n}-light.svg`, dark: `/figures/f${n}-dark.svg`, width: 300, height: 200 });

const usages: Usage[] = [
  {
    url: '/docs/tutorials/axis',
    title: 'Axis',
    examples: [
      { href: '/docs/tutorials/axis#ex-1', label: 'Limits', figure: figure(1) },
      { href: '/docs/tutorials/axis#ex-2', label: 'Example 2', figure: figure(2) },
    ],
  },
  { url: '/blog/release-0.5.0', title: 'Lilaq 0.5.0', examples: [{ href: '/blog/release-0.5.0#ex-1', label: 'Contours' }] },
];

describe('usedInTiles', () => {
  it('lists every example of every page in order, each with its page title', () => {
    expect(usedInTiles(usages).map((tile) => [tile.pageTitle, tile.href])).toEqual([
      ['Axis', '/docs/tutorials/axis#ex-1'],
      ['Axis', '/docs/tutorials/axis#ex-2'],
      ['Lilaq 0.5.0', '/blog/release-0.5.0#ex-1'],
    ]);
  });
});

describe('usedInGrid', () => {
  it('is a list of tile links, each with both figure variants and its page and section', () => {
    const html = toHtml(usedInGrid(usedInTiles(usages)));
    expect(html.startsWith('<ul class="figure-tiles used-in__grid"><li><a href="/docs/tutorials/axis#ex-1">')).toBe(true);
    expect(html).toContain('<img src="/figures/f1-light.svg"');
    expect(html).toContain('<img src="/figures/f1-dark.svg"');
    expect(html).toContain('<strong>Axis</strong>Limits</a>');
    expect(html.match(/<li>/g)).toHaveLength(3);
  });
});

describe('usedInPage', () => {
  const tiles = Array.from({ length: FIRST_TILES + 3 }, (_, n) => ({
    href: `/docs/examples/e${n}#ex-1`,
    label: `Section ${n}`,
    pageTitle: `Example ${n}`,
    figure: figure(n),
  }));
  const page = usedInPage('scale.log', '/docs/reference/scale.log', tiles);

  it('is a whole document that names the function and links back to its reference page', () => {
    expect(page.startsWith('<!doctype html><html lang="en"><head><meta charset="utf-8">')).toBe(true);
    expect(page).toContain('<title>Examples that use lq.scale.log · Lilaq</title>');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<a href="/docs/reference/scale.log">Back to the reference of <code>lq.scale.log</code></a>');
    expect(page).toContain(`${FIRST_TILES + 3} examples.`);
  });

  it('holds every tile, the first ones too, so it reads whole without the reference page', () => {
    expect(page.match(/<li>/g)).toHaveLength(FIRST_TILES + 3);
    expect(page).toContain('href="/docs/examples/e0#ex-1"');
    expect(page).toContain(`href="/docs/examples/e${FIRST_TILES + 2}#ex-1"`);
  });

  it('shows the figure of the system colour scheme with its own small stylesheet', () => {
    expect(page).toMatch(/<style>[^<]*prefers-color-scheme:dark[^<]*<\/style>/);
    expect(page).not.toContain('<script');
  });
});

describe('where the page of all tiles lives', () => {
  it('is one file per reference name under /used-in, linked by its clean URL', () => {
    expect(usedInFile('scale.log')).toBe('scale.log.html');
    expect(usedInHref('scale.log')).toBe('/used-in/scale.log');
    // The test run has no base path; the base-path build's e2e covers the other case.
    expect(usedInRequest('diagram')).toBe('/used-in/diagram');
  });
});
