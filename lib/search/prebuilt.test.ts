import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { createSearchEngine, INDEX_FIELDS, loadSearchEngine, treeOf } from './engine';
import { fixtureDefinitions, fixtureDocs, fixtureSections } from './fixtures/docs';
import { unpackIndex } from './packed';
import { decodeNumbers, encodeNumbers, InvalidPrebuiltIndexError, packTermIndex, readTermIndex, type PackedTermIndex } from './prebuilt';
import { buildSearchShards, type IndexableDoc } from './records';
import type { PackedIndex } from './types';

const pages: IndexableDoc[] = [
  {
    title: 'Lilaq 0.5.0',
    description: 'Dates on axes and a new tick module.',
    url: '/blog/release-0.5.0',
    sections: fixtureSections(
      '## Dates and times on your axes\n\nThe datetime scale places ticks on days and months, colours and colors.\n',
    ),
  },
];
const translations = [
  { tool: 'matplotlib', name: 'ax.set_ylim', group: 'Axes', lilaq: 'lq.diagram(ylim: (a, b))', href: '/docs/reference/plot#mark-size' },
];
const shards = JSON.parse(JSON.stringify(buildSearchShards(fixtureDocs, fixtureDefinitions, { pages, translations }))) as {
  docs: PackedIndex & { index: PackedTermIndex };
  more: PackedIndex;
};
const docs = unpackIndex(shards.docs);
const rest = unpackIndex(shards.more);
const queries = ['twin', 'tw', 'plot', 'mark size', 'marksize', 'axs', 'axis lim', 'scater', 'datetime', 'ylim', 'ax.set_ylim', 'colour'];
const search = (engine: ReturnType<typeof createSearchEngine>, query: string) =>
  engine.search({ query, hitsPerPage: 100 }).hits.map((hit) => hit.url);

/** The shipped index with one of its parts replaced. */
const broken = (change: Partial<Record<keyof PackedTermIndex, unknown>>) => ({ ...shards.docs.index, ...change });

describe('numbers as base-45 text', () => {
  it('reads back what it wrote, one character for each number below 45', () => {
    const values = [0, 1, 44, 45, 46, 2024, 2025, 91124, 91125, 1_000_000, Number.MAX_SAFE_INTEGER];
    expect(decodeNumbers(encodeNumbers(values))).toEqual(values);
    expect(encodeNumbers([0, 1, 44])).toHaveLength(3);
    expect(encodeNumbers([45])).toHaveLength(2);
    // Nothing JSON has to escape.
    expect(JSON.stringify(encodeNumbers(values.concat(Array.from({ length: 2100 }, (_, i) => i))))).not.toMatch(/\\/);
  });
  it('refuses what is not a count, and text that is not its digits', () => {
    expect(() => encodeNumbers([-1])).toThrow();
    expect(() => encodeNumbers([1.5])).toThrow();
    expect(() => decodeNumbers(' ')).toThrow(InvalidPrebuiltIndexError);
    expect(() => decodeNumbers('\\#')).toThrow(InvalidPrebuiltIndexError);
    expect(() => decodeNumbers('~')).toThrow(InvalidPrebuiltIndexError);
    // A digit that says more follow, at the end.
    expect(() => decodeNumbers(encodeNumbers([45]).slice(0, 1))).toThrow(InvalidPrebuiltIndexError);
  });
});

describe('the prebuilt index', () => {
  it('comes with the docs shard only, for all of its records', () => {
    expect(shards.docs.index.documentCount).toBe(docs.length);
    expect(shards.docs.index.fields).toEqual(INDEX_FIELDS);
    expect(shards.more.index).toBeUndefined();
  });

  it('loads into the engine the records would build, statistics and term order included', () => {
    const built = createSearchEngine(docs);
    const loaded = loadSearchEngine(docs, shards.docs.index);
    expect(JSON.stringify(loaded.toJSON())).toBe(JSON.stringify(built.toJSON()));
    for (const query of queries) expect(search(loaded, query), query).toEqual(search(built, query));
    // The second shard added to each: the same again.
    built.add(rest);
    loaded.add(rest);
    expect(JSON.stringify(loaded.toJSON())).toBe(JSON.stringify(built.toJSON()));
    for (const query of queries) expect(search(loaded, query), query).toEqual(search(built, query));
    expect(search(loaded, 'ax.set_ylim')[0]).toBe('/docs/reference/plot#mark-size');
  });

  it('is less than half the size of MiniSearch’s own serialisation', () => {
    const own = JSON.stringify(createSearchEngine(docs).toJSON()).length;
    expect(JSON.stringify(shards.docs.index).length).toBeLessThan(own / 2);
  });

  it('loads its terms straight into MiniSearch’s tree (fails if a MiniSearch update moves it)', () => {
    const empty = readTermIndex(packTermIndex(new MiniSearch({ fields: [...INDEX_FIELDS] }).toJSON()), INDEX_FIELDS, 0);
    expect(empty.terms).toEqual([]);
    expect(treeOf(MiniSearch.loadJS(empty.header, { fields: [...INDEX_FIELDS] }))).not.toBeNull();
  });

  it('refuses a corrupt or foreign index with its own error', () => {
    const index = shards.docs.index;
    const cases: Record<string, unknown> = {
      nothing: null,
      'a string': 'index',
      'another version': broken({ v: 2 }),
      'other fields': broken({ fields: ['title', 'text'] }),
      'another record count': broken({ documentCount: docs.length + 1 }),
      'no field averages': broken({ averageFieldLength: [1, 2] }),
      'a missing part': broken({ gaps: undefined }),
      'documents cut short': broken({ gaps: index.gaps.slice(0, -3) }),
      'a number too many': broken({ gaps: `${index.gaps}#` }),
      'a character that is no digit': broken({ masks: ` ${index.masks.slice(1)}` }),
      'a field that does not exist': broken({ masks: encodeNumbers([64, ...decodeNumbers(index.masks).slice(1)]) }),
      'a record it does not have': broken({ gaps: encodeNumbers([docs.length + 5, ...decodeNumbers(index.gaps).slice(1)]) }),
      'a term twice': broken({
        shared: encodeNumbers([0, 0, ...decodeNumbers(index.shared).slice(2)]),
        suffixes: index.suffixes.replace(/^(\S+) \S+/, '$1 $1'),
      }),
      'field lengths of other records': broken({ fieldLength: index.fieldLength.slice(0, 10) }),
    };
    for (const [what, value] of Object.entries(cases)) {
      expect(() => loadSearchEngine(docs, value), what).toThrow(InvalidPrebuiltIndexError);
    }
    expect(() => loadSearchEngine(docs.slice(1), index)).toThrow(/counts \d+ records, not \d+/);
  });
});
