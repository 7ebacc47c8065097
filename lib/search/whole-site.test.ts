import { describe, expect, it } from 'vitest';
import { presentTranslationHit, partialMatchText } from './docsearch';
import { createSearchEngine } from './engine';
import { fixtureDefinitions, fixtureDocs, fixtureSections } from './fixtures/docs';
import { cheatTileText } from './mdx-text';
import { buildSearchIndex, type IndexableDoc } from './records';
import { unpackIndex } from './packed';
import { groupBySection, groupHits } from './results';
import type { TranslationEntry } from './types';

/** The fixture docs plus a blog post, a site page and translation rows, through the packed JSON. */
const pages: IndexableDoc[] = [
  {
    title: 'Lilaq 0.5.0',
    description: 'Dates on axes and a new tick module.',
    url: '/blog/release-0.5.0',
    sections: fixtureSections('## Dates and times on your axes\n\nThe datetime scale places ticks on days and months.\n'),
  },
  {
    title: 'Cheat sheet',
    description: 'Lilaq on one sheet.',
    url: '/cheat-sheet',
    sections: fixtureSections(
      '## Plot functions\n\n<Cheat name="scatter" call="lq.scatter(x, y)">\n\nA figure.\n\n</Cheat>\n<Cheat name="scale.log" call=\'yscale: "log"\'>\n</Cheat>\n',
    ),
  },
];
const translations: TranslationEntry[] = [
  { tool: 'matplotlib', name: 'ax.set_ylim', group: 'Axes', lilaq: 'lq.diagram(ylim: (a, b))', href: '/docs/reference/plot#mark-size' },
  {
    tool: 'matplotlib',
    name: 'LogFormatter',
    group: 'ticker',
    lilaq: 'the log scale formats its ticks',
    href: '/docs/reference/scale.log',
  },
  { tool: 'pgfplots', name: 'ymode=log', group: 'axis keys', lilaq: 'yscale: "log"', href: '/docs/reference/scale.log' },
  { tool: 'ggplot2', name: 'geom_violin', group: 'geoms', lilaq: 'no violin plots; box plots instead', href: '/docs/intro', missing: true },
  { tool: 'plotly', name: 'go.Nowhere', group: 'traces', lilaq: 'a page that is not indexed', href: '/docs/nowhere' },
];
const index = JSON.parse(JSON.stringify(buildSearchIndex(fixtureDocs, fixtureDefinitions, { pages, translations })));
const records = unpackIndex(index);
const engine = createSearchEngine(records, () => 0);
const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const firstPages = (query: string) =>
  [...new Set(engine.search({ query, facetFilters: filters }).hits.map((hit) => hit.url_without_anchor))].slice(0, 3);

describe('the whole site in the index', () => {
  it('tags docs with the docs version and the blog and other pages with default, grouped by part of the site', () => {
    const post = records.find((record) => record.url_without_anchor === '/blog/release-0.5.0');
    expect(post).toMatchObject({ docusaurus_tag: 'default', language: 'en', hierarchy: { lvl0: 'Blog' } });
    expect(records.find((record) => record.url === '/cheat-sheet')).toMatchObject({
      docusaurus_tag: 'default',
      hierarchy: { lvl0: 'Pages' },
    });
    expect(records.find((record) => record.url === '/docs/intro')).toMatchObject({ docusaurus_tag: 'docs-default-current' });
    // Docusaurus' contextual filter asks for both tags; the docs tag alone leaves the blog out.
    expect(firstPages('datetime months')).toContain('/blog/release-0.5.0');
    const docsOnly = engine.search({ query: 'datetime months', facetFilters: ['language:en', 'docusaurus_tag:docs-default-current'] });
    expect(docsOnly.hits.some((hit) => hit.url_without_anchor.startsWith('/blog/'))).toBe(false);
  });
  it('indexes cheat-sheet tiles by their call', () => {
    expect(cheatTileText('Cheat', { name: 'scale.log', call: 'yscale: "log"' })).toBe('scale.log: yscale: "log"');
    expect(cheatTileText('Cheat', { name: 'plot', call: 'lq.plot(x, y)' })).toBe('lq.plot(x, y)');
    expect(cheatTileText('Admonition', { title: 'x' })).toBeNull();
    const tile = records.find((record) => record.content === 'lq.scatter(x, y)');
    expect(tile).toMatchObject({ url: '/cheat-sheet#plot-functions', type: 'content' });
  });
});

describe('translation records', () => {
  it('gives each row a record on its Lilaq page, and leaves out rows whose page is not indexed', () => {
    const rows = records.filter((record) => record.translation);
    expect(rows.map((record) => record.hierarchy.lvl2)).toEqual(['ax.set_ylim', 'LogFormatter', 'ymode=log', 'geom_violin']);
    expect(rows[0]).toMatchObject({
      url: '/docs/reference/plot#mark-size',
      url_without_anchor: '/docs/reference/plot',
      anchor: 'mark-size',
      type: 'lvl2',
      hierarchy: { lvl0: 'Reference', lvl1: 'plot' },
      content: 'lq.diagram(ylim: (a, b))',
      translation: { tool: 'matplotlib', name: 'ax.set_ylim', lilaq: 'lq.diagram(ylim: (a, b))' },
    });
    expect(rows[3]?.translation?.missing).toBe(true);
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });
  it('finds a row by the name as readers type it: dotted, snake_case, CamelCase, key=value, joined', () => {
    for (const query of ['ax.set_ylim', 'set_ylim', 'set ylim', 'plt.set_ylim']) expect(firstPages(query)[0]).toBe('/docs/reference/plot');
    for (const query of ['LogFormatter', 'log formatter', 'logformatter', 'ymode=log', 'ymode log']) {
      expect(firstPages(query)).toContain('/docs/reference/scale.log');
    }
    expect(firstPages('geom_violin')[0]).toBe('/docs/intro');
  });
  it('reads as "tool: name" over "→ page › section · Lilaq way" in the modal and on /search', () => {
    const hit = engine.search({ query: 'ax.set_ylim', facetFilters: filters }).hits.find((h) => h.translation);
    expect(hit).toBeDefined();
    const shown = presentTranslationHit(hit!);
    expect(shown._snippetResult.hierarchy.lvl2?.value).toBe('matplotlib: ax.<mark>set</mark>_<mark>ylim</mark>');
    expect(shown._snippetResult.hierarchy.lvl1?.value).toBe('→ plot › mark-size · lq.diagram(<mark>ylim</mark>: (a, b))');
    expect(shown.hierarchy.lvl2).toBe('matplotlib: ax.set_ylim');
    const group = groupHits([hit!])[0];
    expect(group).toMatchObject({ url: '/docs/reference/plot', section: 'Reference', titleHtml: 'plot' });
    expect(group?.items[0]?.titleHtml).toBe('matplotlib: ax.<mark>set</mark>_<mark>ylim</mark>');
    const missing = engine.search({ query: 'geom_violin' }).hits.find((h) => h.translation);
    expect(presentTranslationHit(missing!)._snippetResult.hierarchy.lvl1?.value).toContain('not in Lilaq 0.5.0: ');
  });
});

describe('no dead ends', () => {
  it('answers a query that no record matches in full with the records that have some of its words, marked partial', () => {
    const strict = engine.search({ query: 'datetime months' });
    expect(strict.partial).toBeUndefined();
    const some = engine.search({ query: 'datetime zzyzx' });
    expect(some.partial).toBe(true);
    expect(some.hits[0]?.url_without_anchor).toBe('/blog/release-0.5.0');
  });
  it('tries fuzzier words when no record has any of them, and keeps "no results" for nothing at all', () => {
    // "scatetr" is two neighbours swapped: read as "scatter" (did you mean), a full answer.
    expect(engine.search({ query: 'scatetr ' }).partial).toBeUndefined();
    expect(engine.search({ query: 'scatetr ' }).hits[0]?.content).toContain('scatter');
    // "scaetr" is two edits away (a letter left out and a swap): more than the strict search allows.
    const fuzzy = engine.search({ query: 'scaetr ' });
    expect(fuzzy.partial).toBe(true);
    const top = fuzzy.hits[0];
    expect(`${JSON.stringify(top?.hierarchy)} ${top?.content}`.toLowerCase()).toContain('scatter');
    expect(engine.search({ query: 'qqqqqqqq zzzzzzz' })).toMatchObject({ nbHits: 0, hits: [] });
    expect(engine.search({ query: 'qqqqqqqq zzzzzzz' }).partial).toBeUndefined();
  });
  it('says so in words', () => {
    expect(partialMatchText('datetime zzyzx')).toBe('No exact matches for “datetime zzyzx”; showing partial matches');
  });
});

describe('bad input keeps working', () => {
  const cases: Array<[string, string]> = [
    ['over 64 characters', `${'scale log '.repeat(10)}zzzz`],
    ['HTML', '<script>alert(1)</script> legend'],
    ['regex characters', 'mark-size (.*) [a-z]+ $^ \\d'],
    ['emoji', '📈 scatter 🎉'],
    ['non-Latin scripts', 'график 散布図 σ'],
    ['empty', ''],
    ['spaces only', '    '],
  ];
  for (const [name, query] of cases) {
    it(`answers ${name} without failing, with escaped highlights`, () => {
      const result = engine.search({ query, facetFilters: filters, hitsPerPage: 50 });
      expect(Array.from(result.query).length).toBeLessThanOrEqual(64);
      expect(result.nbHits).toBeGreaterThanOrEqual(result.hits.length);
      for (const hit of result.hits) expect(JSON.stringify(hit._highlightResult)).not.toMatch(/<(?!\/?mark>)/);
    });
  }
  it('finds the words it can read in them', () => {
    expect(engine.search({ query: `${'scale log '.repeat(10)}zzzz` }).hits[0]?.url_without_anchor).toBe('/docs/reference/scale.log');
    expect(engine.search({ query: '📈 scatter 🎉' }).hits.map((hit) => hit.url_without_anchor)).toContain('/cheat-sheet');
    expect(engine.search({ query: '' }).nbHits).toBe(0);
  });
});

describe('/search groups', () => {
  it('puts pages under their part of the site, parts in the order their best page ranks', () => {
    const hits = engine.search({ query: 'datetime', facetFilters: filters, hitsPerPage: 50 }).hits;
    const sections = groupBySection(groupHits(hits));
    expect(new Set(sections.map((part) => part.section)).size).toBe(sections.length);
    expect(sections.map((part) => part.section)).toContain('Blog');
    expect(sections[0]?.groups[0]?.url).toBe(groupHits(hits)[0]?.url);
  });
  it('lists recipes under a part of their own, found by the words of their questions', () => {
    const hits = engine.search({ query: 'clustered', facetFilters: filters, hitsPerPage: 50 }).hits;
    expect(groupBySection(groupHits(hits))[0]).toMatchObject({ section: 'Recipes', groups: [{ url: '/docs/recipes/grouped-bar-chart' }] });
  });
});
