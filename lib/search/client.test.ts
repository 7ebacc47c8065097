import { describe, expect, it, vi } from 'vitest';
import { createLocalSearchClient, isSearchFetchError, movedHit, requestParams, SEARCH_ERROR_TEXT, SearchFetchError } from './client';
import { fixtureDefinitions, fixtureDocs } from './fixtures/docs';
import { buildSearchIndex, buildSearchShards } from './records';
import type { PackedShards } from './types';

const index = buildSearchIndex(fixtureDocs, fixtureDefinitions);
const ok = () => new Response(JSON.stringify(index), { status: 200, headers: { 'content-type': 'application/json' } });

const docSearchRequest = {
  query: 'twin',
  indexName: 'lilaq',
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: false,
};

describe('local search client', () => {
  it('answers DocSearch requests from the fetched index, fetching it once', async () => {
    const fetch = vi.fn(async () => ok());
    const client = createLocalSearchClient({ fetch, indexUrl: '/search-index.json' });
    const { results } = await client.search({ requests: [docSearchRequest] });
    expect(results[0]).toMatchObject({ index: 'lilaq', nbHits: 2, hitsPerPage: 20 });
    expect(results[0]?.hits.map((hit) => hit.url)).toEqual(['/docs/tutorials/axis', '/docs/tutorials/axis#twin-axes']);
    await client.search({ requests: [{ ...docSearchRequest, query: 'plot' }, docSearchRequest] });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/search-index.json', expect.objectContaining({ method: 'GET' }));
  });

  it('accepts the v4 request shape with params as object or string', async () => {
    const client = createLocalSearchClient({ fetch: async () => ok() });
    const { results } = await client.search([
      { indexName: 'lilaq', params: { query: 'twin', hitsPerPage: 1 } },
      { indexName: 'lilaq', params: 'query=axis&hitsPerPage=2&facetFilters=%5B%22language%3Afr%22%5D' },
    ]);
    expect(results[0]?.hits).toHaveLength(1);
    expect(results[1]).toMatchObject({ hitsPerPage: 2, nbHits: 0 });
    expect(requestParams({ indexName: 'x', params: 'query=123' }).query).toBe('123');
  });

  it('fails with the DocSearch network error when the index cannot be fetched, then retries', async () => {
    let fail = true;
    const fetch = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return ok();
    });
    const client = createLocalSearchClient({ fetch });
    const error = await client.search({ requests: [docSearchRequest] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchFetchError);
    expect((error as Error).name).toBe('RetryError');
    expect((error as Error).message).toBe(SEARCH_ERROR_TEXT);
    expect(SEARCH_ERROR_TEXT).toBe('Unable to fetch results. You might want to check your network connection.');
    expect(isSearchFetchError(error)).toBe(true);
    fail = false;
    const { results } = await client.search({ requests: [docSearchRequest] });
    expect(results[0]?.nbHits).toBe(2);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('treats an HTTP error or a malformed file as a fetch failure', async () => {
    const notFound = createLocalSearchClient({ fetch: async () => new Response('nope', { status: 404 }) });
    await expect(notFound.search({ requests: [docSearchRequest] })).rejects.toBeInstanceOf(SearchFetchError);
    const html = createLocalSearchClient({ fetch: async () => new Response('<html></html>', { status: 200 }) });
    await expect(html.search({ requests: [docSearchRequest] })).rejects.toMatchObject({ name: 'RetryError' });
  });

  it('loads the docs shard with its prebuilt index, and fails on a corrupt one as on a failed download', async () => {
    const { docs } = JSON.parse(JSON.stringify(buildSearchShards(fixtureDocs, fixtureDefinitions))) as PackedShards;
    expect(docs.index).toBeDefined();
    const served = (value: unknown) => async () => new Response(JSON.stringify(value), { status: 200 });
    const prebuilt = createLocalSearchClient({ fetch: served(docs), schedule: () => undefined });
    const { results } = await prebuilt.search({ requests: [docSearchRequest] });
    expect(results[0]?.hits.map((hit) => hit.url)).toEqual(['/docs/tutorials/axis', '/docs/tutorials/axis#twin-axes']);
    // Cut short in transit, or from another build than its records: the network error screen, and a retry later.
    let corrupt = true;
    const fetch = vi.fn(async () => served(corrupt ? { ...docs, index: { ...docs.index, gaps: docs.index?.gaps.slice(0, -4) } } : docs)());
    const client = createLocalSearchClient({ fetch, schedule: () => undefined });
    const error = await client.search({ requests: [docSearchRequest] }).catch((e: unknown) => e);
    expect(isSearchFetchError(error)).toBe(true);
    expect((error as Error).message).toBe(SEARCH_ERROR_TEXT);
    corrupt = false;
    expect((await client.search({ requests: [docSearchRequest] })).results[0]?.nbHits).toBe(2);
  });

  it('has the lite-client methods DocSearch calls', async () => {
    const client = createLocalSearchClient({ fetch: async () => ok() });
    client.addAlgoliaAgent('docsearch', '3.9.0');
    client.transporter.algoliaAgent.add({ segment: 'docsearch-react', version: '3.9.0' });
    expect(client.transporter.algoliaAgent.value).toContain('docsearch (3.9.0)');
    expect(/docsearch.js \(.*\)/.test(client.transporter.algoliaAgent.value)).toBe(false);
    await client.preload();
    expect((await client.searchForHits({ requests: [docSearchRequest] })).results).toHaveLength(1);
    await client.clearCache();
  });

  it('swallows a failed preload (the search itself reports the error)', async () => {
    const client = createLocalSearchClient({ fetch: async () => Promise.reject(new Error('offline')) });
    await expect(client.preload()).resolves.toBeUndefined();
  });
});

describe('movedHit', () => {
  const moves: Record<string, string> = {
    '/docs/errors/axes#log-scale-needs-positive-limits': '/docs/0.6.0/errors/axes#log-scale-needs-positive-limits',
  };
  it("sends a hit of the shared shard to the reader's release's own entry", () => {
    const hit = { url: '/docs/errors/axes#log-scale-needs-positive-limits', url_without_anchor: '/docs/errors/axes', anchor: 'x' };
    expect(movedHit(hit, moves)).toEqual({ ...hit, url: moves[hit.url], url_without_anchor: '/docs/0.6.0/errors/axes' });
  });
  it('leaves other hits, and names Object.prototype has, alone', () => {
    const hit = { url: '/docs/reference/bar#width', url_without_anchor: '/docs/reference/bar' };
    expect(movedHit(hit, moves)).toBe(hit);
    expect(movedHit({ url: 'constructor', url_without_anchor: 'constructor' }, moves).url).toBe('constructor');
  });
});
