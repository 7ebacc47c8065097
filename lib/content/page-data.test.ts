import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import { describe, expect, it } from 'vitest';
import { builtForEachRelease, VIEWS_DIR, viewReleases } from '../docs/release-view';
import { allDocs, allPages, allPosts } from 'contentlayer/generated';
import { mdxParses } from '../mdx/tree';
import { pageData } from './page-data';
import { derivations, pageDataOf } from './remark-page-data';
import { remarkPlugins } from '../../contentlayer.config';

const contentDir = path.resolve(import.meta.dirname, '../../content');

describe('one parse per page', () => {
  it('derives every page of content/ in its compile: the content index has the page data of each MDX file', () => {
    const files = fs
      .readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => name.split(path.sep).join('/'))
      .filter((name) => !name.startsWith(`${VIEWS_DIR}/`));
    // Each docs file (and the cheat sheet) once per release (lib/docs/release-view.ts): itself, and through each other release's link.
    const compiles = [...files, ...viewReleases.flatMap((release) => files.filter(builtForEachRelease).map((name) => `${VIEWS_DIR}/${release}/${name}`))];
    const indexed = [...allDocs, ...allPosts, ...allPages];
    expect(indexed.map((doc) => doc._raw.sourceFilePath).sort()).toEqual(compiles.sort());
    for (const doc of indexed) {
      const data = pageData(doc);
      expect(Array.isArray(data.toc) && Array.isArray(data.sections) && Array.isArray(data.links), doc._raw.sourceFilePath).toBe(true);
      expect(data.markdown.type, doc._raw.sourceFilePath).toBe('root');
      // A page outside its release (since/until) is compiled empty, without its definition.
      expect(data.definition !== null, doc._raw.sourceFilePath).toBe(doc.type === 'Doc' && Boolean(doc.reference) && doc.included);
    }
  });

  it('parses nothing after the compile: the search index, Markdown export, social cards, reference and anchors read the content index', async () => {
    const before = mdxParses.count;
    const [{ siteSearchShards }, markdown, { socialCards }, { definitions }, { contentPages }] = await Promise.all([
      import('./search-index'),
      import('./markdown'),
      import('./social'),
      import('./reference'),
      import('./site-pages'),
    ]);
    expect(JSON.stringify(siteSearchShards()).length).toBeGreaterThan(0);
    expect(markdown.markdownFiles().length).toBeGreaterThan(allDocs.length);
    expect(markdown.llmsFullTxt().length).toBeGreaterThan(0);
    expect(socialCards().length).toBeGreaterThan(allDocs.length);
    expect(definitions.length).toBeGreaterThan(0);
    // Every page of every release (a page outside its release is no page there).
    expect(contentPages().size).toBe(allDocs.filter((doc) => doc.included).length + allPosts.length + allPages.length);
    expect(mdxParses.count - before).toBe(0);
  });

  it('derives a page once per compile, from the compile’s own tree and what its earlier steps read', async () => {
    const source = '---\ntitle: T\n---\n\n## First steps\n\nSee [intro](/docs/intro).\n\n```typ example alt="A line"\n// lib/content/page-data.test.ts: no figure\n#lq.diagram(lq.plot((1, 2), (3, 4)))\n```\n';
    const parses = mdxParses.count;
    const runs = derivations.count;
    // The example has no figure in the store: the compile fails after the page data step, in the
    // step that turns examples into components, and the page data holds the example prepared once.
    await expect(
      compile(
        { value: source, data: { rawDocumentData: { sourceFilePath: 'docs/fixture.mdx' } } },
        { remarkPlugins: [remarkFrontmatter, ...remarkPlugins] },
      ),
    ).rejects.toThrow('content/docs/fixture.mdx:9: Typst example has no current figure');
    expect(derivations.count - runs).toBe(1);
    expect(mdxParses.count - parses).toBe(0);
    const data = pageDataOf({ _raw: { sourceFilePath: 'docs/fixture.mdx' } });
    expect(data.toc).toEqual([{ id: 'first-steps', title: 'First steps', depth: 2 }]);
    expect(data.links).toEqual([{ href: '/docs/intro', line: 7, column: 5 }]);
    expect(data.examples).toMatchObject([{ id: 'ex-1', alt: 'A line', section: { id: 'first-steps' } }]);
    expect(data.definition).toBeNull();
  });

  it('compiles each MDX file of content/ with one compiler: no route or component imports one (a second compile by @next/mdx)', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const importers = ['app', 'components', 'lib']
      .flatMap((dir) =>
        fs
          .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
          .filter((name) => /\.(ts|tsx|mjs)$/.test(name))
          .map((name) => path.join(dir, name)),
      )
      .filter((file) => /from\s+['"][^'"]*content\/[^'"]*\.mdx['"]/.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(importers).toEqual([]);
  });
});
