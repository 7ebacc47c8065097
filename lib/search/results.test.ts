import { describe, expect, it } from 'vitest';
import { createSearchEngine } from './engine';
import { fixtureDefinitions, fixtureDocs } from './fixtures/docs';
import { buildRecords } from './records';
import { countLabel, groupHits, toResultItem } from './results';

const engine = createSearchEngine(buildRecords(fixtureDocs, fixtureDefinitions), () => 0);

describe('search page results', () => {
  it('groups hits by page in order of appearance', () => {
    const { hits } = engine.search({ query: 'axis', attributesToSnippet: ['content:20'] });
    const groups = groupHits(hits);
    expect(groups[0]).toMatchObject({ url: '/docs/tutorials/axis', section: 'Tutorials', titleHtml: '<mark>Axis</mark>' });
    expect(groups[0]?.summaryHtml).toBe('Secondary <mark>axes</mark>, twin <mark>axes</mark> and <mark>axis</mark> styling.');
    expect(new Set(groups.map((g) => g.url)).size).toBe(groups.length);
    const pageHits = hits.filter((h) => h.type === 'lvl1').length;
    expect(groups.flatMap((g) => g.items)).toHaveLength(hits.length - pageHits);
  });
  it('titles a section hit with its heading path', () => {
    const hit = engine.search({ query: 'fonts' }).hits.find((h) => h.anchor === 'fonts');
    expect(hit && toResultItem(hit).titleHtml).toBe('Installing › Requirements › <mark>Fonts</mark>');
  });
  it('keeps snippets escaped', () => {
    const hit = engine.search({ query: 'markup', attributesToSnippet: ['content:20'] }).hits[0];
    expect(hit && toResultItem(hit).snippetHtml).toBe('<mark>Markup</mark> like &lt;b&gt;this&lt;/b&gt; in text &amp; more.');
  });
  it('counts results', () => {
    expect(countLabel(1)).toBe('1 result');
    expect(countLabel(0)).toBe('0 results');
  });
});
