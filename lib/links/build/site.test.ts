import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mdxFileToRoute } from '../remark-file-links';
import { formatProblem } from './check';
import { parseMdx } from '../../mdx/tree';
import { linksOf } from '../source-links';
import { checkSite, siteHref, type LinkSource } from './site';

/** The fixture's MDX files as the content index lists them (the build reads contentlayer's `links`). */
function sources(contentDir: string): LinkSource[] {
  return fs
    .readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => {
      const file = path.join(contentDir, name);
      return {
        file: path.relative(process.cwd(), file),
        route: mdxFileToRoute(contentDir, file),
        links: linksOf(parseMdx(fs.readFileSync(file, 'utf8'))),
      };
    });
}

const fixture = (name: string) => ({
  outDir: path.join(import.meta.dirname, 'fixtures', name, 'out'),
  sources: sources(path.join(import.meta.dirname, 'fixtures', name, 'content')),
  siteUrl: 'https://lilaq.org',
});

describe('checkSite', () => {
  it('passes a site whose links all resolve (a noindex page needs no social image)', () => {
    expect(checkSite(fixture('good'))).toEqual([]);
  });

  it('names the MDX file and line for links written in content, the Markdown export, and the HTML file otherwise (head links, social images and figures included)', () => {
    const messages = checkSite(fixture('broken')).map(formatProblem);
    expect(messages).toEqual([
      'lib/links/build/fixtures/broken/content/docs/intro.mdx:7: broken anchor #missing',
      'lib/links/build/fixtures/broken/content/docs/intro.mdx:9: broken link /docs/gone',
      'lib/links/build/fixtures/broken/out/docs/intro.md: broken anchor /docs/intro#setup-gone',
      'lib/links/build/fixtures/broken/out/llms.txt: broken link /docs/gone.md',
      'lib/links/build/fixtures/broken/out/docs/intro.html: no social image og:image',
      'lib/links/build/fixtures/broken/out/index.html: broken link /og/index.png',
      'lib/links/build/fixtures/broken/out/index.html: broken link /figures/gone-light.svg',
      'lib/links/build/fixtures/broken/out/index.html: broken link /nowhere',
    ]);
  });
});

describe('siteHref', () => {
  it('removes the base path from exported links and keeps other links as they are', () => {
    expect(siteHref('/lilaq-docs/docs/intro#x', '/lilaq-docs')).toBe('/docs/intro#x');
    expect(siteHref('/lilaq-docs', '/lilaq-docs')).toBe('/');
    expect(siteHref('/lilaq-docs?q=a', '/lilaq-docs')).toBe('/?q=a');
    expect(siteHref('#top', '/lilaq-docs')).toBe('#top');
    expect(siteHref('https://typst.app', '/lilaq-docs')).toBe('https://typst.app');
    expect(siteHref('/docs/intro', '')).toBe('/docs/intro');
  });
  it('is null for root-relative links that leave the base path', () => {
    expect(siteHref('/docs/intro', '/lilaq-docs')).toBeNull();
    expect(siteHref('/lilaq-docsx/intro', '/lilaq-docs')).toBeNull();
  });
});
