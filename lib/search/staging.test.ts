import { describe, expect, it, vi } from 'vitest';
import { createLocalSearchClient } from './client';
import { createSearchEngine } from './engine';
import { fixtureDefinitions, fixtureDocs, fixtureSections } from './fixtures/docs';
import { buildSearchIndex, buildSearchShards, type IndexableDoc } from './records';
import { unpackIndex } from './packed';
import { looksLikeOtherToolsName, needsRest } from './staging';
import type { SearchRecord, TranslationEntry } from './types';

const pages: IndexableDoc[] = [
  {
    title: 'Lilaq 0.5.0',
    description: 'Dates on axes and a new tick module.',
    url: '/blog/release-0.5.0',
    sections: fixtureSections('## Dates and times on your axes\n\nThe datetime scale places ticks on days and months.\n'),
  },
];
const translations: TranslationEntry[] = [
  { tool: 'matplotlib', name: 'ax.set_ylim', group: 'Axes', lilaq: 'lq.diagram(ylim: (a, b))', href: '/docs/reference/plot#mark-size' },
  { tool: 'matplotlib', name: 'imshow', group: 'Axes', lilaq: 'lq.colormesh', href: '/docs/tutorials/axis' },
  { tool: 'ggplot2', name: 'geom_violin', group: 'geoms', lilaq: 'no violin plots', href: '/docs/intro', missing: true },
  { tool: 'matplotlib', name: 'clustered', group: 'Axes', lilaq: 'a word of a recipe question', href: '/docs/intro' },
  { tool: 'plotly', name: 'go.Nowhere', group: 'traces', lilaq: 'a page that is not indexed', href: '/docs/nowhere' },
];
const options = { pages, translations };
const shards = JSON.parse(JSON.stringify(buildSearchShards(fixtureDocs, fixtureDefinitions, options)));
const whole = unpackIndex(JSON.parse(JSON.stringify(buildSearchIndex(fixtureDocs, fixtureDefinitions, options))));
const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const request = (query: string) => ({ indexName: 'lilaq', query, facetFilters: filters, hitsPerPage: 50 });
const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });
const byId = (records: readonly SearchRecord[]) => new Map(records.map((record) => [record.objectID, record]));

describe('the index in two shards', () => {
  it('puts docs and reference in the first shard, the blog and the translation rows in the second', () => {
    const docs = unpackIndex(shards.docs);
    const more = unpackIndex(shards.more);
    expect(docs.every((record) => record.url_without_anchor.startsWith('/docs/') && !record.translation)).toBe(true);
    expect(more.some((record) => record.url_without_anchor === '/blog/release-0.5.0')).toBe(true);
    expect(more.filter((record) => record.translation).map((record) => record.translation?.name)).toEqual([
      'ax.set_ylim',
      'imshow',
      'geom_violin',
      'clustered',
    ]);
    expect(shards.more.rest).toBeUndefined();
  });
  it('together hold the records of the one-file index, with the same facets and hierarchy', () => {
    const staged = byId([...unpackIndex(shards.docs), ...unpackIndex(shards.more)]);
    expect(staged.size).toBe(whole.length);
    for (const record of whole) expect(staged.get(record.objectID), record.objectID).toEqual(record);
  });
  it('names the words only other tools have, so a query for them waits for the second shard', () => {
    const words = new Set<string>(shards.docs.rest.words);
    expect(words.has('imshow')).toBe(true);
    expect(words.has('violin')).toBe(true);
    expect(words.has('ggplot2')).toBe(true);
    // Words the docs have are answered from the docs shard.
    expect(words.has('plot')).toBe(false);
    expect(words.has('axis')).toBe(false);
    // Nor those of a recipe's questions.
    expect(words.has('clustered')).toBe(false);
  });
  it('ranks the same once the second shard is added to the engine', () => {
    const engine = createSearchEngine(unpackIndex(shards.docs), () => 0);
    engine.add(unpackIndex(shards.more));
    const reference = createSearchEngine(whole, () => 0);
    for (const query of ['twin', 'datetime months', 'set_ylim', 'imshow', 'axis', 'plot size']) {
      const urls = (e: typeof engine) => e.search(request(query)).hits.map((hit) => hit.url);
      expect(urls(engine), query).toEqual(urls(reference));
    }
  });
});

describe("another release's own translation rows", () => {
  const own: TranslationEntry[] = [
    { tool: 'matplotlib', name: 'plt.violinplot', group: 'pyplot', lilaq: 'lq.violin(..data)', href: '/docs/tutorials/axis' },
    { tool: 'matplotlib', name: 'np.nowhere', group: 'numpy', lilaq: 'a page only the second shard has', href: '/blog/release-0.5.0' },
  ];
  // As lib/content/search-index.ts builds another release's docs shard: its own tag, its own rows.
  const release = JSON.parse(
    JSON.stringify(buildSearchShards(fixtureDocs, fixtureDefinitions, { docusaurusTag: 'docs-default-0.6.0', docsTranslations: own })),
  );

  it("go in the docs shard when their page is there, beside the shared second shard's rows under ids of their own", () => {
    const docs = unpackIndex(release.docs);
    expect(docs.filter((record) => record.translation).map((record) => [record.translation?.name, record.url])).toEqual([
      ['plt.violinplot', '/docs/tutorials/axis'],
    ]);
    const ids = [...docs, ...unpackIndex(shards.more)].map((record) => record.objectID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('are answered by the docs shard: their words do not wait for the second one', () => {
    expect(release.docs.rest.words).not.toContain('violinplot');
    expect(shards.docs.rest.words).toContain('violin');
  });
});

describe('which queries need the second shard', () => {
  const words = new Set(['imshow', 'violin']);
  it("those that look like another tool's name", () => {
    for (const query of ['set_ylim', 'ax.set_ylim', 'plt.xlim', 'ymode=log', 'LogFormatter', 'np.linspace'])
      expect(looksLikeOtherToolsName(query), query).toBe(true);
    for (const query of ['legend', 'mark-size', 'scale.log', 'lq.plot', 'tick-locate.months', 'log scale'])
      expect(looksLikeOtherToolsName(query), query).toBe(false);
  });
  it("those with a word only other tools' names have", () => {
    expect(needsRest('imshow', words)).toBe(true);
    expect(needsRest('violin plot', words)).toBe(true);
    expect(needsRest('scatter plot', words)).toBe(false);
  });
  it('those that ask when something changed: the release posts are in the rest', () => {
    expect(needsRest('when were themes added', words)).toBe(true);
    expect(needsRest('themes', words)).toBe(false);
  });
  it('a pasted error message: the pages of messages are in the rest', () => {
    expect(needsRest('error: unexpected argument: tip', words)).toBe(true);
    expect(needsRest('unexpected argument', words)).toBe(false);
  });
});

describe('the staged client', () => {
  function setup(failMore = () => false) {
    const tasks: Array<() => void> = [];
    const fetch = vi.fn(async (url: string) => {
      if (url === '/more.json') return failMore() ? new Response('gone', { status: 503 }) : json(shards.more);
      return json(shards.docs);
    });
    const client = createLocalSearchClient({
      fetch,
      indexUrl: '/docs.json',
      moreIndexUrl: '/more.json',
      schedule: (task) => tasks.push(task),
    });
    const runScheduled = async () => {
      for (const task of tasks.splice(0)) task();
      await vi.waitFor(() => expect(fetch.mock.results.every((result) => result.type !== 'incomplete')).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    const fetched = () => fetch.mock.calls.map(([url]) => url);
    return { client, fetch, fetched, tasks, runScheduled };
  }

  it('answers from the docs shard first and loads the rest after the answer', async () => {
    const { client, fetched, tasks, runScheduled } = setup();
    const { results } = await client.search({ requests: [request('twin')] });
    expect(results[0]?.hits.map((hit) => hit.url)).toEqual(['/docs/tutorials/axis', '/docs/tutorials/axis#twin-axes']);
    expect(fetched()).toEqual(['/docs.json']);
    expect(tasks).toHaveLength(1);
    await runScheduled();
    expect(fetched()).toEqual(['/docs.json', '/more.json']);
    // The whole site now: the blog answers, and nothing more is scheduled or fetched.
    const blog = await client.search({ requests: [request('datetime months')] });
    expect(blog.results[0]?.hits.some((hit) => hit.url_without_anchor === '/blog/release-0.5.0')).toBe(true);
    expect(tasks).toHaveLength(0);
    expect(fetched()).toHaveLength(2);
  });

  it("waits for the second shard for another tool's name", async () => {
    const { client, fetched } = setup();
    for (const query of ['geom_violin', 'imshow']) {
      const { results } = await client.search({ requests: [request(query)] });
      expect(results[0]?.hits[0]?.translation?.name, query).toBe(query);
    }
    expect(fetched()).toEqual(['/docs.json', '/more.json']);
  });

  it('waits for the second shard when the docs match only partially or not at all', async () => {
    const { client, fetched } = setup();
    const { results } = await client.search({ requests: [request('datetime days')] });
    expect(fetched()).toEqual(['/docs.json', '/more.json']);
    expect(results[0]?.hits[0]?.url_without_anchor).toBe('/blog/release-0.5.0');
  });

  it('answers from the docs when the second shard fails, and fetches it again later', async () => {
    let fail = true;
    const { client, fetched, tasks, runScheduled } = setup(() => fail);
    const { results } = await client.search({ requests: [request('geom_violin')] });
    // No translation row without the second shard, but the docs' own answer (partial) is there.
    expect(results[0]?.hits.some((hit) => hit.translation)).toBe(false);
    expect(fetched()).toEqual(['/docs.json', '/more.json']);
    expect(tasks).toHaveLength(1);
    fail = false;
    await runScheduled();
    expect(fetched()).toEqual(['/docs.json', '/more.json', '/more.json']);
    const again = await client.search({ requests: [request('geom_violin')] });
    expect(again.results[0]?.hits[0]?.translation).toMatchObject({ tool: 'ggplot2', name: 'geom_violin', missing: true });
  });

  it('loads the whole site before answering when asked (the /search page)', async () => {
    const { client, fetched, tasks } = setup();
    await client.loadWholeSite();
    expect(fetched()).toEqual(['/docs.json', '/more.json']);
    const { results } = await client.search({ requests: [request('datetime')] });
    expect(results[0]?.hits[0]?.url_without_anchor).toBe('/blog/release-0.5.0');
    expect(tasks).toHaveLength(0);
  });

  it('keeps the facets: the docs tag alone still leaves the blog out once the rest is in', async () => {
    const { client, runScheduled } = setup();
    await client.search({ requests: [request('twin')] });
    await runScheduled();
    const { results } = await client.search({
      requests: [{ ...request('datetime months'), facetFilters: ['language:en', 'docusaurus_tag:docs-default-current'] }],
    });
    expect(results[0]?.hits.some((hit) => hit.url_without_anchor.startsWith('/blog/'))).toBe(false);
    const both = await client.search({ requests: [request('datetime months')] });
    expect(both.results[0]?.hits.find((hit) => hit.url_without_anchor === '/blog/release-0.5.0')).toMatchObject({
      docusaurus_tag: 'default',
      language: 'en',
      hierarchy: { lvl0: 'Blog' },
    });
  });
});
