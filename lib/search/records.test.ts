import { describe, expect, it } from 'vitest';
import { fixtureDefinitions, fixtureDocs } from './fixtures/docs';
import { buildRecords, buildSearchIndex, InvalidSearchIndexError, referenceText, sectionOf, unpackIndex } from './records';

describe('sectionOf', () => {
  it('maps URLs to the lvl0 sections', () => {
    expect(sectionOf('/docs/reference/plot')).toBe('Reference');
    expect(sectionOf('/docs/tutorials/axis')).toBe('Tutorials');
    expect(sectionOf('/docs/examples')).toBe('Examples');
    expect(sectionOf('/docs/examples/climograph')).toBe('Examples');
    expect(sectionOf('/docs/quickstart')).toBe('Docs');
    expect(sectionOf('/docs/recipes')).toBe('Recipes');
    expect(sectionOf('/docs/recipes/grouped-bar-chart')).toBe('Recipes');
    expect(sectionOf('/docs/recipes-and-more')).toBe('Docs');
  });
});

describe('referenceText', () => {
  it('strips code spans, cross-references and emphasis', () => {
    expect(referenceText('See [`lq.mark`](/docs/reference/mark), [`diagram.cycle`](/docs/reference/diagram#cycle) and `x` *here*.')).toBe(
      'See lq.mark, diagram.cycle and x here.',
    );
  });
});

describe('buildRecords', () => {
  const records = buildRecords(fixtureDocs, fixtureDefinitions);

  it('gives every record the DocSearch shape and facets', () => {
    for (const record of records) {
      expect(record.language).toBe('en');
      expect(record.docusaurus_tag).toBe('docs-default-current');
      expect(record.url.startsWith(record.url_without_anchor)).toBe(true);
      expect(record.hierarchy.lvl5).toBeNull();
    }
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });
  it('has a page record with the description', () => {
    const page = records.find((r) => r.url === '/docs/intro' && r.type === 'lvl1');
    expect(page?.hierarchy).toMatchObject({ lvl0: 'Docs', lvl1: 'Introduction', lvl2: null });
    expect(page?.content).toBe('What Lilaq is and what it draws.');
  });
  it('has heading records with anchors and content records below them', () => {
    const heading = records.find((r) => r.type === 'lvl3' && r.anchor === 'requirements');
    expect(heading?.url).toBe('/docs/intro#requirements');
    expect(heading?.hierarchy).toMatchObject({ lvl2: 'Installing', lvl3: 'Requirements', lvl4: null });
    const item = records.find((r) => r.content === 'A text editor');
    expect(item?.type).toBe('content');
    expect(item?.url).toBe('/docs/intro#requirements');
  });
  it('has one record per reference parameter', () => {
    const mark = records.find((r) => r.url === '/docs/reference/plot#mark');
    expect(mark).toMatchObject({
      type: 'lvl3',
      anchor: 'mark',
      hierarchy: { lvl0: 'Reference', lvl1: 'plot', lvl2: 'Parameters', lvl3: 'mark' },
    });
    expect(records.find((r) => r.url === '/docs/reference/plot#parameters')).toBeUndefined();
    expect(mark?.content).toBe('The marker drawn at each point, see lq.mark and diagram.cycle.');
    expect(records.find((r) => r.url === '/docs/reference/plot#x')).toBeDefined();
  });
  it('finds the page of a definition through the reference frontmatter', () => {
    const page = records.find((r) => r.url === '/docs/reference/scale.log' && r.type === 'lvl1');
    expect(page?.hierarchy.lvl1).toBe('scale.log');
    expect(records.find((r) => r.url === '/docs/reference/scale.log#base')?.content).toBe('Base of the logarithm.');
  });
  it('skips definitions without a page (no dead links)', () => {
    const withoutDocs = buildRecords([], fixtureDefinitions);
    expect(withoutDocs).toEqual([]);
  });
  it('sorts sections into Reference, Tutorials, Recipes and Examples', () => {
    expect(records.find((r) => r.url === '/docs/tutorials/axis')?.hierarchy.lvl0).toBe('Tutorials');
    expect(records.find((r) => r.url === '/docs/examples/climograph')?.hierarchy.lvl0).toBe('Examples');
    expect(records.find((r) => r.url === '/docs/recipes/grouped-bar-chart')?.hierarchy.lvl0).toBe('Recipes');
  });
  it("puts a recipe's questions on its page record only, whitespace collapsed", () => {
    const recipe = records.filter((r) => r.url_without_anchor === '/docs/recipes/grouped-bar-chart');
    expect(recipe.find((r) => r.type === 'lvl1')?.questions).toEqual([
      'How do I draw a clustered bar chart?',
      'bars next to each other for every category',
    ]);
    expect(recipe.filter((r) => r.questions !== undefined)).toHaveLength(1);
    expect(records.filter((r) => r.questions !== undefined)).toHaveLength(1);
  });
});

describe('packed index', () => {
  const facets = { language: 'en', docusaurus_tag: 'docs-default-current' };
  const hierarchy = (lvl0: string, lvl1: string, lvl2: string | null = null) => ({
    lvl0,
    lvl1,
    lvl2,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });

  it("keeps a page's questions in its page entry, after its tag (null: the file's)", () => {
    const index = buildSearchIndex(fixtureDocs, fixtureDefinitions);
    expect(index.pages.find((page) => page[0] === '/docs/recipes/grouped-bar-chart')).toEqual([
      '/docs/recipes/grouped-bar-chart',
      'Recipes',
      'Grouped bar chart',
      null,
      ['How do I draw a clustered bar chart?', 'bars next to each other for every category'],
    ]);
    expect(index.pages.find((page) => page[0] === '/docs/intro')).toEqual(['/docs/intro', 'Docs', 'Introduction']);
  });

  it('is compact JSON without facet repetition', () => {
    const json = JSON.stringify(buildSearchIndex(fixtureDocs, fixtureDefinitions));
    expect(json).not.toContain('docs-default-current","docs');
    expect(json.match(/docs-default-current/g)).toHaveLength(1);
  });

  it('decodes to the records a reader of the page expects: its description, each heading and each paragraph', () => {
    const records = unpackIndex(JSON.parse(JSON.stringify(buildSearchIndex(fixtureDocs, fixtureDefinitions))));
    const page = '/docs/tutorials/axis';
    const record = (ordinal: number, type: string, anchor: string | null, lvl2: string | null, content: string | null) => ({
      objectID: `${page}:${ordinal}`,
      url: anchor ? `${page}#${anchor}` : page,
      url_without_anchor: page,
      anchor,
      type,
      hierarchy: hierarchy('Tutorials', 'Axis', lvl2),
      content,
      ...facets,
    });
    expect(records.filter((r) => r.url_without_anchor === page)).toEqual([
      record(0, 'lvl1', null, null, 'Secondary axes, twin axes and axis styling.'),
      record(1, 'lvl2', 'twin-axes', 'Twin axes', null),
      record(2, 'content', 'twin-axes', 'Twin axes', 'A second y axis shares the x axis.'),
      record(3, 'lvl2', 'log-scale', 'Log scale', null),
      record(4, 'content', 'log-scale', 'Log scale', 'Set a logarithmic scale on an axis.'),
    ]);
  });

  it('decodes a hand-written file: page-relative ids, anchors joined to URLs, empty fields as null', () => {
    const file = {
      v: 1,
      language: 'en',
      docusaurus_tag: 'tag',
      pages: [
        ['/a', 'Docs', 'A'],
        ['/b', 'Reference', 'B'],
      ],
      records: [
        [0, 0],
        [1, 1, 'x', 'X', '', '', 'About x.'],
        [0, 4, '', '', '', '', 'Text.'],
      ],
    };
    expect(unpackIndex(file)).toEqual([
      {
        objectID: '/a:0',
        url: '/a',
        url_without_anchor: '/a',
        anchor: null,
        type: 'lvl1',
        hierarchy: hierarchy('Docs', 'A'),
        content: null,
        language: 'en',
        docusaurus_tag: 'tag',
      },
      {
        objectID: '/b:0',
        url: '/b#x',
        url_without_anchor: '/b',
        anchor: 'x',
        type: 'lvl2',
        hierarchy: hierarchy('Reference', 'B', 'X'),
        content: 'About x.',
        language: 'en',
        docusaurus_tag: 'tag',
      },
      {
        objectID: '/a:1',
        url: '/a',
        url_without_anchor: '/a',
        anchor: null,
        type: 'content',
        hierarchy: hierarchy('Docs', 'A'),
        content: 'Text.',
        language: 'en',
        docusaurus_tag: 'tag',
      },
    ]);
  });
  it('rejects malformed files', () => {
    expect(() => unpackIndex({ v: 2 })).toThrow(InvalidSearchIndexError);
    expect(() => unpackIndex('<html>')).toThrow(InvalidSearchIndexError);
    expect(() => unpackIndex({ v: 1, language: 'en', docusaurus_tag: 't', pages: [], records: [[3, 0]] })).toThrow(InvalidSearchIndexError);
  });
});
