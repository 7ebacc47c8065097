import { describe, expect, it } from 'vitest';
import { comparableHtml, compareExports, comparison, firstDifference } from './compare-exports';

const page = (chunk: string, hash: string, body: string) =>
  `<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="script-src 'self' '${hash}'">` +
  `<link rel="stylesheet" href="/_next/static/css/${chunk}.css"><link rel="preload" as="script" href="/_next/static/chunks/${chunk}.js">` +
  `<script src="/_next/static/chunks/${chunk}.js" async=""></script></head><body>${body}<script>self.__next_f.push([1,"${chunk}"])</script></body></html>`;

describe('comparableHtml', () => {
  it('keeps what a reader gets and drops scripts, script preloads, chunk paths and script hashes', () => {
    const a = comparableHtml(page('a1b2', 'sha256-AAAA+/=', '<h1 id="x">Title</h1>'));
    expect(a).toBe(comparableHtml(page('c3d4', 'sha256-BBBB', '<h1 id="x">Title</h1>')));
    expect(a).toContain('<h1 id="x">Title</h1>');
    expect(a).toContain('<link rel="stylesheet" href="/_next/static/…">');
    expect(a).not.toMatch(/<script|as="script"|a1b2/);
  });
});

describe('comparison', () => {
  it('compares pages, data files and the site’s own text files, not chunks, flight data or figures', () => {
    expect(comparison('docs/intro.html')).toBe('html');
    expect(['search-index.json', 'lilaq-api.json', 'docs/intro.md', 'llms.txt', 'sitemap.xml'].map(comparison)).toEqual(
      Array(5).fill('exact'),
    );
    expect(['_next/static/chunks/a.js', 'docs/intro.txt', '__next._tree.txt', 'figures/a-light.svg'].map(comparison)).toEqual(
      Array(4).fill(null),
    );
  });
});

describe('compareExports', () => {
  it('names files on one side only and files whose comparable text differs, with where they part', () => {
    const a = new Map([
      ['index.html', page('a', 'sha256-A', '<p>Same</p>')],
      ['docs/x.html', page('a', 'sha256-A', '<p>Old words</p>')],
      ['search-index.json', '{"v":1}'],
      ['gone.md', '# Gone'],
      ['docs/x.txt', 'flight data a'],
    ]);
    const b = new Map([
      ['index.html', page('b', 'sha256-B', '<p>Same</p>')],
      ['docs/x.html', page('b', 'sha256-B', '<p>New words</p>')],
      ['search-index.json', '{"v":1}'],
      ['new.md', '# New'],
      ['docs/x.txt', 'flight data b'],
    ]);
    const result = compareExports(a, b);
    expect(result.onlyInA).toEqual(['gone.md']);
    expect(result.onlyInB).toEqual(['new.md']);
    expect(result.differ.map((d) => d.path)).toEqual(['docs/x.html']);
    expect(result.differ[0]?.a).toContain('<p>Old words</p>');
    expect(result.differ[0]?.b).toContain('<p>New words</p>');
  });

  it('finds where two texts part', () => {
    expect(firstDifference('abcdef', 'abcxef')).toBe(3);
    expect(firstDifference('abc', 'abcd')).toBe(3);
  });
});
