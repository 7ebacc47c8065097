import { describe, expect, it } from 'vitest';
import { correctorFor, createSearchEngine, matchesFacetFilters, newestRelease, truncateQuery } from './engine';
import { fixtureDefinitions, fixtureDocs } from './fixtures/docs';
import { buildRecords } from './records';
import type { SearchRecord } from './types';

const records = buildRecords(fixtureDocs, fixtureDefinitions);
const engine = createSearchEngine(records, () => 0);
const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] as const;

describe('matching', () => {
  it('matches prefixes, case- and diacritic-insensitively', () => {
    expect(engine.search({ query: 'LOGARITH' }).nbHits).toBeGreaterThan(0);
    expect(engine.search({ query: 'ecoles facade' }).hits[0]?.content).toBe('Écoles and façades welcome diacritics.');
  });
  it('ranks records with every word first, then (when few pages have them all) records with some', () => {
    const urls = engine.search({ query: 'twin axes' }).hits.map((h) => h.url);
    expect(urls.slice(0, 1)).toEqual(['/docs/tutorials/axis']);
    expect(urls).toContain('/docs/tutorials/axis#twin-axes');
    const pages = engine.search({ query: 'twin climograph' }).hits.map((h) => h.url_without_anchor);
    expect(pages).toEqual(expect.arrayContaining(['/docs/tutorials/axis', '/docs/examples/climograph']));
  });
  it('tolerates a typo in longer words and matches the word being typed as a prefix', () => {
    expect(engine.search({ query: 'logarithmc' }).hits[0]?.url_without_anchor).toBe('/docs/reference/scale.log');
    expect(engine.search({ query: 'climog' }).hits[0]?.url).toBe('/docs/examples/climograph');
    // A finished word (followed by a space) is not a prefix any more: only the relaxed search,
    // which says its answer is partial, still finds the page.
    expect(engine.search({ query: 'climog' }).partial).toBeUndefined();
    expect(engine.search({ query: 'climog ' })).toMatchObject({ partial: true, hits: [{ url: '/docs/examples/climograph' }] });
  });
  it('finds British and American spellings and singular and plural alike', () => {
    const colour = createSearchEngine([record('c', 'Pick a color for each bar', 'content')], () => 0);
    expect(colour.search({ query: 'colours' }).hits[0]?._highlightResult.content?.value).toBe('Pick a <mark>color</mark> for each bar');
    expect(engine.search({ query: 'requirement' }).hits[0]?.url).toBe('/docs/intro#requirements');
  });
  it('searches Lilaq words for the reader vocabulary of the alias table', () => {
    const mesh = createSearchEngine([record('mesh', 'colormesh draws a grid of coloured cells', 'content')], () => 0);
    const hit = mesh.search({ query: 'heatmap' }).hits[0];
    expect(hit?.objectID).toBe('mesh');
    expect(hit?._highlightResult.content?.value).toBe('<mark>colormesh</mark> draws a grid of coloured cells');
  });
  it('finds reference parameters by name', () => {
    const hit = engine.search({ query: 'mark' }).hits.find((h) => h.url === '/docs/reference/plot#mark');
    expect(hit?.type).toBe('lvl3');
  });
  it('finds a recipe by the words of its questions, on its page record', () => {
    const hits = engine.search({ query: 'clustered' }).hits;
    expect(hits[0]).toMatchObject({ url: '/docs/recipes/grouped-bar-chart', type: 'lvl1' });
    expect(engine.search({ query: 'next to each other' }).hits[0]?.url).toBe('/docs/recipes/grouped-bar-chart');
  });
  it('weighs the words of questions above a heading and below a title', () => {
    const titled = (id: string, type: SearchRecord['type'], level: 'lvl1' | 'lvl2', title: string) => {
      const base = record(id, 'Shapes in a diagram.', type);
      return { ...base, hierarchy: { ...base.hierarchy, [level]: title } };
    };
    const question = { ...titled('q', 'lvl1', 'lvl1', 'Density outlines'), questions: ['violin plot?'] };
    const title = titled('t', 'lvl1', 'lvl1', 'Violin plot');
    const heading = titled('h', 'lvl2', 'lvl2', 'Violin plot');
    const ranked = createSearchEngine([heading, question, title], () => 0)
      .search({ query: 'violin plot' })
      .hits.map((h) => h.objectID);
    expect(ranked).toEqual(['t', 'q', 'h']);
  });
  it('does not index code blocks', () => {
    expect(engine.search({ query: 'secretcodeword' }).nbHits).toBe(0);
  });
});

describe('ranking', () => {
  it('puts a title equal to the query first', () => {
    expect(engine.search({ query: 'plot' }).hits[0]?.url).toBe('/docs/reference/plot');
  });
  it('prefers titles over headings over content', () => {
    const urls = engine.search({ query: 'axis' }).hits.map((h) => h.url);
    expect(urls[0]).toBe('/docs/tutorials/axis');
    const scaleUrls = engine.search({ query: 'scale' }).hits.map((h) => h.url);
    // "scale.log" (title) before "Log scale" (heading) before content mentions.
    expect(scaleUrls.indexOf('/docs/reference/scale.log')).toBeLessThan(scaleUrls.indexOf('/docs/tutorials/axis#log-scale'));
  });
  it('prefers exact words over prefixes', () => {
    const exact = createSearchEngine([record('a', 'Plotting', 'content'), record('b', 'Plot', 'content')], () => 0);
    expect(exact.search({ query: 'plot' }).hits.map((h) => h.objectID)).toEqual(['b', 'a']);
  });
  it('returns one hit per URL', () => {
    const hits = engine.search({ query: 'lilaq' }).hits;
    expect(new Set(hits.map((h) => h.url)).size).toBe(hits.length);
  });
  it('lists every page once before further hits of the same page, at most three per page', () => {
    const many = createSearchEngine(
      [
        ...['a', 'b', 'c', 'd'].map((anchor) => ({
          ...record('one', `stem ${anchor}`, 'content'),
          url: `/docs/one#${anchor}`,
          objectID: anchor,
        })),
        record('two', 'a stem plot', 'content'),
      ],
      () => 0,
    );
    const urls = many.search({ query: 'stem' }).hits.map((h) => h.url_without_anchor);
    expect(urls).toEqual(['/docs/one', '/docs/two', '/docs/one', '/docs/one']);
  });
  it('puts a section named only with query words before one that names more', () => {
    const caps = createSearchEngine(
      [
        param('errorbar', 'kind', 'Whether the bars are drawn as lines or as a filled band.'),
        param('errorbar', 'stroke', 'Stroke of the bars.'),
        param('errorbar', 'cap', 'Length of the short cross lines.'),
        param('errorbar', 'cap-stroke', 'Stroke of the caps; auto uses the bar stroke.'),
        param('plot', 'xerr', 'Horizontal errors, drawn as error bars.'),
        param('plot', 'mark', 'The mark at each point.'),
      ],
      () => 0,
    );
    expect(
      caps
        .search({ query: 'errorbar caps ' })
        .hits.slice(0, 2)
        .map((h) => h.url),
    ).toEqual(['/docs/errorbar#cap', '/docs/errorbar#cap-stroke']);
  });
  it("counts a word of a section's own heading once, not again in the page title above it or in its text", () => {
    // Records equal for "tick distance" but for the page title and a text that names the parameter
    // again: neither gives `tick-locate.linear` an advantage, so the order of the index stands.
    const ticks = createSearchEngine(
      [
        param('axis', 'tick-distance', 'Spacing between neighbouring ticks.'),
        param('tick-locate.linear', 'tick-distance', 'Spacing between neighbouring ticks; on an axis, set axis.tick-distance.'),
      ],
      () => 0,
    );
    expect(ticks.search({ query: 'tick distance' }).hits.map((h) => h.url_without_anchor)).toEqual([
      '/docs/axis',
      '/docs/tick-locate.linear',
    ]);
  });
  it('lists sections with some of the words under a page that has all of them', () => {
    const pages = ['a', 'b', 'c'].map((id) => record(id, 'A log axis with base 2.', 'content'));
    const log = createSearchEngine(
      [
        ...pages,
        { ...record('scale.log', 'Powers of 2 on a log axis line up at base 2.', 'lvl1'), objectID: 'log' },
        param('scale.log', 'base', 'The base of the powers on the log axis.'),
        record('other', 'The base of the log axis.', 'content'),
      ],
      () => 0,
    );
    const urls = log.search({ query: 'log base 2' }).hits.map((h) => h.url);
    expect(urls).toContain('/docs/scale.log#base');
    // Other pages with some of the words stay out while three pages have all of them.
    expect(urls).not.toContain('/docs/other');
  });
});

describe('did you mean', () => {
  const titled = (id: string, title: string, content: string): SearchRecord => ({
    ...record(id, content, 'lvl1'),
    hierarchy: { lvl0: 'Reference', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  });
  const site = createSearchEngine(
    [
      titled('scatter', 'scatter', 'Marks at points, each with its own size and colour.'),
      titled('plot', 'plot', 'A line through points; the scatter function draws marks alone, a plot draws lines.'),
      titled('stem', 'stem', 'A stem plot: a line from the base to each value.'),
      titled('same', 'Same scale on both axes', 'The same scale on x and y, so a circle stays round.'),
      titled('scope', 'Scope', 'The scope of a set rule.'),
    ],
    () => 0,
  );
  const first = (query: string) => site.search({ query }).hits[0]?.url;

  it('reads a word the index lacks as the indexed word one edit away, and ranks as if it were typed so', () => {
    expect(first('scater plot')).toBe(first('scatter plot'));
    expect(first('scater plot')).toBe('/docs/scatter');
    expect(site.search({ query: 'scater plot' }).partial).toBeUndefined();
    // Four letters: two neighbours swapped, not a letter replaced ("stme" is not "same").
    expect(first('stme plot')).toBe('/docs/stem');
  });

  it('leaves words alone that are words: short ones, and edits of the first letter', () => {
    // An index's terms, each with how many records have it (Levenshtein by brute force).
    const terms = new Map<string, number>([
      ['scope', 3],
      ['core', 9],
      ['same', 9],
      ['scale', 9],
      ['stem', 1],
      ['scatter', 2],
    ]);
    const distance = (a: string, b: string): number => {
      const row = Array.from({ length: b.length + 1 }, (_, j) => j);
      for (let i = 1; i <= a.length; i++) {
        let diagonal = row[0]!;
        row[0] = i;
        for (let j = 1; j <= b.length; j++) {
          const above = row[j]!;
          row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
          diagonal = above;
        }
      }
      return row[b.length]!;
    };
    const correct = correctorFor({
      records: (term) => terms.get(term) ?? 0,
      near: (term) => new Map([...terms].filter(([known]) => known !== term && distance(known, term) <= 1)),
      starts: (prefix) => [...terms.keys()].some((term) => term.startsWith(prefix) && term !== prefix),
    });
    expect(correct('scater')).toBe('scatter');
    expect(correct('stme')).toBe('stem');
    expect(correct('score')).toBe('score'); // not "scope" (a letter replaced in five) nor "core" (the first letter)
    expect(correct('sale')).toBe('sale'); // not "scale": four letters, no swap
    expect(correct('card')).toBe('card');
    expect(correct('same')).toBe('same');
    // Still being typed: "scatte" starts "scatter", so it is not read as another word yet.
    expect(correct('scale', true)).toBe('scale');
    expect(correct('scatte', true)).toBe('scatte');
    expect(correct('scatte')).toBe('scatter');
  });
});

describe('questions about releases', () => {
  const page = (url: string, lvl0: string, title: string, heading: string | null, content: string): SearchRecord => ({
    ...record(url, content, heading === null ? 'lvl1' : 'lvl2'),
    url: heading === null ? url : `${url}#${heading.toLowerCase().replace(/ /g, '-')}`,
    url_without_anchor: url,
    hierarchy: { lvl0, lvl1: title, lvl2: heading, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  });
  const site = createSearchEngine(
    [
      page('/docs/reference/hboxplot', 'Reference', 'hboxplot', null, 'Horizontal box plots: hboxplot draws the boxes sideways.'),
      page('/docs/reference/theme', 'Reference', 'Themes', null, 'Themes and theme_update style every diagram at once.'),
      page('/blog/release-0.3.0', 'Blog', 'Lilaq 0.3.0', 'Horizontal box plots', 'The new hboxplot draws box plots sideways.'),
      page('/blog/release-0.3.0', 'Blog', 'Lilaq 0.3.0', 'Themes', 'Themes style every diagram at once.'),
      page('/blog/release-0.10.0', 'Blog', 'Lilaq 0.10.0', null, 'This release brings dates on axes.'),
      page('/blog/release-0.9.0', 'Blog', 'Lilaq 0.9.0', null, 'This release brings colour maps.'),
      page('/blog/release-0.4.0', 'Blog', 'Lilaq 0.4.0', null, 'There is one difference to keep in mind.'),
    ],
    () => 0,
  );
  const pages = (query: string) => [...new Set(site.search({ query }).hits.map((hit) => hit.url_without_anchor))];

  it('answers "when", "added", "which release" with the release post, and the function alone with its page', () => {
    expect(pages('hboxplot')[0]).toBe('/docs/reference/hboxplot');
    expect(pages('hboxplot added in which release')[0]).toBe('/blog/release-0.3.0');
    expect(pages('when were themes added')[0]).toBe('/blog/release-0.3.0');
    // A post that has the word only as a typo-distance match ("there" for "theme") does not lead.
    expect(pages('when were themes added')[1]).toBe('/docs/reference/theme');
    expect(pages('themes')[0]).toBe('/docs/reference/theme');
  });

  it('reads release words as typed: a name with one inside is a name', () => {
    expect(pages('theme_update')[0]).toBe('/docs/reference/theme');
  });

  it('answers "latest release" with the newest post, by version, not by text order', () => {
    expect(pages('latest release')[0]).toBe('/blog/release-0.10.0');
    expect(newestRelease(['/blog/release-0.9.0', '/blog/release-0.10.0', '/docs/intro', '/blog/release-0.0.1'])).toBe(
      '/blog/release-0.10.0',
    );
    expect(newestRelease(['/docs/intro'])).toBeNull();
  });
});

describe('queries', () => {
  it('truncates the query to 64 characters', () => {
    const long = 'plot '.repeat(100);
    expect(long.length).toBe(500);
    const result = engine.search({ query: long });
    expect(result.query).toHaveLength(64);
    expect(result.nbHits).toBeGreaterThan(0);
    expect(truncateQuery('x'.repeat(500))).toHaveLength(64);
  });
  it('answers a query without words with no hits', () => {
    expect(engine.search({ query: '' }).nbHits).toBe(0);
    expect(engine.search({ query: '!!! ???' }).hits).toEqual([]);
  });
  it('treats regex characters, emoji and other scripts as text, never failing', () => {
    for (const query of ['.*+?^${}()|[]\\', '📈📉', '   ', '\t\n', 'constructor', 'график', '散布図']) {
      const result = engine.search({ query });
      expect(result.query).toBe(query);
      expect(result.nbHits).toBe(0);
    }
    // Object.prototype's names are words like others: "string" is found only as a partial match.
    expect(engine.search({ query: '__proto__ toString' }).partial).toBe(true);
    const greek = createSearchEngine([record('pi', 'Ticks at multiples of π', 'content')], () => 0);
    expect(greek.search({ query: 'π' }).hits[0]?.objectID).toBe('pi');
    expect(engine.search({ query: 'plot 📈' }).hits[0]?.url).toBe('/docs/reference/plot');
    expect(engine.search({ query: '(plot*' }).hits[0]?.url).toBe('/docs/reference/plot');
  });
  it('answers an unknown word with no results', () => {
    const result = engine.search({ query: 'zzzzqqq' });
    expect(result).toMatchObject({ nbHits: 0, nbPages: 0, hits: [], page: 0 });
  });
  it('never turns HTML in the query into markup', () => {
    const query = '<img src=x onerror=alert(1)>';
    const result = engine.search({ query });
    expect(result.query).toBe(query);
    for (const hit of result.hits) {
      expect(JSON.stringify(hit._highlightResult)).not.toMatch(/<img|<(?!\/?mark>)/);
    }
    const markup = engine.search({ query: 'markup <b>this</b>' });
    expect(markup.nbHits).toBe(1);
    const html = markup.hits[0]?._highlightResult.content?.value ?? '';
    // "this" is a question word (vocabulary.ts): the query does not need it, so it is not marked.
    expect(html).toBe('<mark>Markup</mark> like &lt;<mark>b</mark>&gt;this&lt;/<mark>b</mark>&gt; in text &amp; more.');
    expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });
});

describe('result fields', () => {
  it('has highlight and snippet results as DocSearch reads them', () => {
    const hit = engine
      .search({
        query: 'twin',
        attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:3'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      })
      .hits.find((h) => h.anchor === 'twin-axes');
    expect(hit?._highlightResult.hierarchy.lvl0?.value).toBe('Tutorials');
    expect(hit?._highlightResult.hierarchy.lvl2).toMatchObject({
      value: '<mark>Twin</mark> axes',
      matchLevel: 'full',
      matchedWords: ['twin'],
    });
    expect(hit?._snippetResult.hierarchy.lvl2?.value).toBe('<mark>Twin</mark> axes');
    expect(hit?._snippetResult.hierarchy.lvl1?.matchLevel).toBe('none');
  });
  it('snippets content to the requested number of words', () => {
    const hits = engine.search({ query: 'logarithmic', attributesToSnippet: ['content:3'], snippetEllipsisText: '…' }).hits;
    const hit = hits.find((h) => h.url === '/docs/tutorials/axis#log-scale');
    expect(hit?._snippetResult.content?.value).toBe('…a <mark>logarithmic</mark> scale…');
    expect(hits[0]?._snippetResult.content?.value).toBe('A <mark>logarithmic</mark> scale.');
  });
  it('ignores unsafe highlight tags', () => {
    const { hits } = engine.search({ query: 'twin', highlightPreTag: '<img src=x onerror=alert(1)>', highlightPostTag: '</x>' });
    const hit = hits.find((h) => h.anchor === 'twin-axes');
    expect(hit?._highlightResult.hierarchy.lvl2?.value).toBe('<mark>Twin</mark> axes');
  });
});

describe('facet filtering', () => {
  const other: SearchRecord = { ...record('fr', 'plot en français', 'content'), language: 'fr' };
  const blog: SearchRecord = { ...record('blog', 'plot news', 'content'), docusaurus_tag: 'blog_posts' };
  const mixed = createSearchEngine([...records, other, blog], () => 0);

  it('applies language and version tag filters (AND of ORs)', () => {
    const ids = mixed.search({ query: 'plot', facetFilters: filters, hitsPerPage: 100 }).hits.map((h) => h.objectID);
    expect(ids).not.toContain('fr');
    expect(ids).not.toContain('blog');
    const unfiltered = mixed.search({ query: 'plot', hitsPerPage: 100 }).hits.map((h) => h.objectID);
    expect(unfiltered).toEqual(expect.arrayContaining(['fr', 'blog']));
  });
  it('supports string filters and negation', () => {
    expect(matchesFacetFilters(other, 'language:fr')).toBe(true);
    expect(matchesFacetFilters(other, ['language:-fr'])).toBe(false);
    expect(matchesFacetFilters(other, ['-language:en'])).toBe(true);
    expect(matchesFacetFilters(other, [['language:en', 'language:fr']])).toBe(true);
    expect(matchesFacetFilters(other, ['nonsense'])).toBe(false);
  });
});

describe('paging', () => {
  const many = createSearchEngine(
    Array.from({ length: 45 }, (_, i) => record(`r${i}`, `figure number ${i}`, 'content')),
    () => 0,
  );
  it('pages with hitsPerPage (20 by default)', () => {
    const first = many.search({ query: 'figure' });
    expect(first).toMatchObject({ nbHits: 45, nbPages: 3, hitsPerPage: 20, page: 0 });
    expect(first.hits).toHaveLength(20);
    const last = many.search({ query: 'figure', page: 2 });
    expect(last.hits.map((h) => h.objectID)).toEqual(['r40', 'r41', 'r42', 'r43', 'r44']);
    expect(many.search({ query: 'figure', page: 9 }).hits).toEqual([]);
    expect(many.search({ query: 'figure', hitsPerPage: 5 }).nbPages).toBe(9);
  });
  it('reports the index and parameters', () => {
    const result = many.search({ query: 'figure' }, 'lilaq');
    expect(result.index).toBe('lilaq');
    expect(result.params).toContain('query=figure');
  });
});

describe('the troubleshooting page', () => {
  // The same words on a docs page and, said more briefly (a closer match), on the troubleshooting page.
  const docs = {
    ...record(
      'reference/bar',
      'Bars over dates stay empty when the width is not in seconds: the axis counts in those units, and the default of 0.8 is less than one.',
      'content',
    ),
    hierarchy: { lvl0: 'Reference', lvl1: 'Plot widths', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  };
  const problem = {
    ...record('errors/troubleshooting', 'Bars over dates stay empty when the width is not in seconds.', 'content'),
    hierarchy: { ...docs.hierarchy, lvl1: 'No message, wrong figure' },
  };
  const engine = createSearchEngine([docs, problem]);
  const first = (query: string) => engine.search({ query }).hits[0]?.url;

  it('comes after the pages about the words a query names', () => {
    for (const query of ['bars over dates', 'width in seconds']) expect(first(query), query).toBe('/docs/reference/bar');
  });

  it('weighs as a docs page where the query describes a problem, however it is typed', () => {
    for (const query of ['bars over dates stay EMPTY', 'why bars over dates', "bars over dates doesn't"]) {
      expect(first(query), query).toBe('/docs/errors/troubleshooting');
    }
  });
});

function record(id: string, content: string, type: SearchRecord['type']): SearchRecord {
  return {
    objectID: id,
    url: `/docs/${id}`,
    url_without_anchor: `/docs/${id}`,
    anchor: null,
    type,
    hierarchy: { lvl0: 'Docs', lvl1: `Page ${id}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  };
}

/** A reference parameter record: `page#name` under the heading "Parameters". */
function param(page: string, name: string, content: string): SearchRecord {
  const base = record(page, content, 'lvl3');
  return {
    ...base,
    objectID: `${page}#${name}`,
    url: `/docs/${page}#${name}`,
    anchor: name,
    hierarchy: { ...base.hierarchy, lvl1: page, lvl2: 'Parameters', lvl3: name },
  };
}
