import { describe, expect, it, vi } from 'vitest';
import { algoliaHost, algoliaRequests, configFromPage, createAlgoliaSearchClient, readAlgoliaConfig, SEARCH_SERVICE_META } from './algolia';
import { SearchFetchError } from './client';
import { contextualFacetFilters } from './docsearch';

const env = {
  NEXT_PUBLIC_DOCSEARCH_APP_ID: 'TESTAPP01',
  NEXT_PUBLIC_DOCSEARCH_API_KEY: '0123abcd',
  NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: 'lilaq_docs',
};
const config = { appId: 'TESTAPP01', apiKey: '0123abcd', indexName: 'lilaq_docs' };

function pageWith(content: string | null): Pick<Document, 'querySelector'> {
  return {
    querySelector: (selector: string) =>
      selector === `meta[name="${SEARCH_SERVICE_META}"]` && content !== null
        ? ({ getAttribute: () => content } as unknown as Element)
        : null,
  };
}

describe('hosted search configuration', () => {
  it('is on only when all three variables are set and well-formed', () => {
    expect(readAlgoliaConfig(env)).toEqual(config);
    expect(readAlgoliaConfig({})).toBeNull();
    expect(readAlgoliaConfig({ ...env, NEXT_PUBLIC_DOCSEARCH_API_KEY: '  ' })).toBeNull();
    expect(readAlgoliaConfig({ ...env, NEXT_PUBLIC_DOCSEARCH_APP_ID: 'evil.com/x?' })).toBeNull();
    expect(algoliaHost('TESTAPP01')).toBe('https://testapp01-dsn.algolia.net');
  });
  it('is read back from the page, ignoring a broken element', () => {
    expect(configFromPage(pageWith(JSON.stringify(config)))).toEqual(config);
    expect(configFromPage(pageWith(null))).toBeNull();
    expect(configFromPage(pageWith('{not json'))).toBeNull();
    expect(configFromPage(pageWith(JSON.stringify({ ...config, appId: '' })))).toBeNull();
  });
});

describe('hosted search client', () => {
  const request = { indexName: 'lilaq', query: 'legend', hitsPerPage: 20, facetFilters: contextualFacetFilters };
  const answer = { results: [{ hits: [], nbHits: 0 }] };

  it('sends one POST with every request: query, index name, hits per page and the facet filters', async () => {
    const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => new Response(JSON.stringify(answer)));
    const client = createAlgoliaSearchClient(config, fetch);
    client.addAlgoliaAgent('docsearch', '3.9.0');
    await expect(client.search({ requests: [request] })).resolves.toEqual(answer);
    const [url, init] = fetch.mock.calls[0] ?? [];
    const parsed = new URL(url ?? '');
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://testapp01-dsn.algolia.net/1/indexes/*/queries');
    expect(parsed.searchParams.get('x-algolia-application-id')).toBe('TESTAPP01');
    expect(parsed.searchParams.get('x-algolia-api-key')).toBe('0123abcd');
    expect(parsed.searchParams.get('x-algolia-agent')).toContain('docsearch (3.9.0)');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      requests: [{ indexName: 'lilaq_docs', query: 'legend', hitsPerPage: 20, facetFilters: contextualFacetFilters }],
    });
  });
  it('cuts the query to 64 characters', () => {
    expect(algoliaRequests([{ indexName: 'x', query: 'q'.repeat(100) }], 'i')[0]?.query).toHaveLength(64);
  });
  it('reports a network failure, an HTTP error or a malformed answer as the fetch error', async () => {
    for (const fetch of [
      async () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('{"message":"Invalid API key"}', { status: 403 }),
      async () => new Response('<html>', { status: 200 }),
      async () => new Response('{"results":[{"nope":1}]}', { status: 200 }),
    ]) {
      await expect(createAlgoliaSearchClient(config, fetch).search({ requests: [request] })).rejects.toBeInstanceOf(SearchFetchError);
    }
  });
});
