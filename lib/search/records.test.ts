import { describe, expect, it } from 'vitest';
import { fixtureDefinitions, fixtureDocs } from './fixtures';
import { buildRecords, buildSearchIndex, InvalidSearchIndexError, referenceText, sectionOf, unpackIndex } from './records';

describe('sectionOf', () => {
  it('maps URLs to the lvl0 sections', () => {
    expect(sectionOf('/docs/reference/plot')).toBe('Reference');
    expect(sectionOf('/docs/tutorials/axis')).toBe('Tutorials');
    expect(sectionOf('/docs/examples')).toBe('Examples');
    expect(sectionOf('/docs/examples/climograph')).toBe('Examples');
    expect(sectionOf('/docs/quickstart')).toBe('Docs');
  });
});

describe('referenceText', () => {
  it('strips code spans, cross-references and emphasis', () => {
    expect(referenceText('See [[mark]], [[diagram#cycle]] and `x` *here*.')).toBe('See mark, diagram.cycle and x here.');
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
    expect(mark?.content).toBe('The marker drawn at each point, see mark and diagram.cycle.');
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
  it('sorts sections into Reference, Tutorials and Examples', () => {
    expect(records.find((r) => r.url === '/docs/tutorials/axis')?.hierarchy.lvl0).toBe('Tutorials');
    expect(records.find((r) => r.url === '/docs/examples/climograph')?.hierarchy.lvl0).toBe('Examples');
  });
});

describe('packed index', () => {
  it('is compact JSON without facet repetition and round-trips', () => {
    const packed = buildSearchIndex(fixtureDocs, fixtureDefinitions);
    const json = JSON.stringify(packed);
    expect(json).not.toContain('docs-default-current","docs');
    expect(json.match(/docs-default-current/g)).toHaveLength(1);
    expect(unpackIndex(JSON.parse(json))).toEqual(buildRecords(fixtureDocs, fixtureDefinitions));
  });
  it('rejects malformed files', () => {
    expect(() => unpackIndex({ v: 2 })).toThrow(InvalidSearchIndexError);
    expect(() => unpackIndex('<html>')).toThrow(InvalidSearchIndexError);
    expect(() => unpackIndex({ v: 1, language: 'en', docusaurus_tag: 't', pages: [], records: [[3, 0]] })).toThrow(InvalidSearchIndexError);
  });
});
