import { describe, expect, it } from 'vitest';
import { checkLink, formatProblem, routeOf, splitInternal } from './check';
import { readHtml } from './html';
import { parseMdx } from '../../mdx/tree';
import { linksOf } from '../source-links';

const pages = new Map([
  ['/docs/intro', { ids: new Set(['first-steps']) }],
  ['/', { ids: new Set<string>() }],
]);
const assets = new Set(['/blog/rss.xml']);

describe('link gate', () => {
  it('accepts existing pages, anchors, assets and external links', () => {
    expect(checkLink('a.mdx:1', '/', '/docs/intro#first-steps', pages, assets)).toBeNull();
    expect(checkLink('a.mdx:1', '/docs/intro', '#first-steps', pages, assets)).toBeNull();
    expect(checkLink('a.mdx:1', '/', '/blog/rss.xml', pages, assets)).toBeNull();
    expect(checkLink('a.mdx:1', '/', 'https://typst.app/docs', pages, assets)).toBeNull();
    expect(checkLink('a.mdx:1', '/', 'mailto:x@example.org', pages, assets)).toBeNull();
  });

  it('fails a link to a missing page, naming source and target', () => {
    const problem = checkLink('content/docs/intro.mdx:7', '/docs/intro', '/docs/nope', pages, assets);
    expect(problem && formatProblem(problem)).toBe('content/docs/intro.mdx:7: broken link /docs/nope');
  });

  it('fails a link to a missing anchor', () => {
    const problem = checkLink('out/index.html', '/', '/docs/intro#missing', pages, assets);
    expect(problem?.kind).toBe('broken anchor');
  });

  it('normalises .html and trailing slashes like the CDN', () => {
    expect(routeOf('/docs/intro.html')).toBe('/docs/intro');
    expect(routeOf('/docs/intro/')).toBe('/docs/intro');
    expect(routeOf('/index.html')).toBe('/');
    expect(splitInternal('//cdn.example/x', '/')).toBeNull();
  });
});

describe('readers', () => {
  it('collects ids and links from HTML', () => {
    const facts = readHtml('<h2 id="a">A</h2><a href="/x#y">x</a><a name="old"></a><link rel="stylesheet" href="/s.css">');
    expect([...facts.ids]).toEqual(['a', 'old']);
    expect(facts.links).toEqual(['/x#y']);
    expect(facts.noindex).toBe(false);
  });

  it('tells a page kept out of search engines', () => {
    expect(readHtml('<head><meta name="robots" content="noindex"></head>').noindex).toBe(true);
    expect(readHtml('<head><meta name="robots" content="index, follow"></head>').noindex).toBe(false);
  });

  it('collects Markdown and JSX links from MDX with their lines', () => {
    const links = linksOf(parseMdx('# T\n\nSee [plot](/docs/reference/plot).\n\n<Card href="/docs/nope" />\n\n[ref]: /docs/intro\n'));
    expect(links).toEqual([
      { href: '/docs/reference/plot', line: 3, column: 5 },
      { href: '/docs/nope', line: 5, column: 1 },
      { href: '/docs/intro', line: 7, column: 1 },
    ]);
  });

  it('collects the links of a reference page prose blocks, where the page keeps its parameter words', () => {
    const links = linksOf(parseMdx('<Param name="mark">\nSee [`diagram.cycle`](/docs/reference/diagram#cycle).\n</Param>\n'));
    expect(links).toEqual([{ href: '/docs/reference/diagram#cycle', line: 2, column: 5 }]);
  });
});
