import { truncateQuery } from './query-limit';
import { liteClientParts, SearchFetchError, type LocalSearchClient, type SearchPayload } from './client';
import type { MultiSearchResponse, SearchRequest } from './types';

/**
 * The hosted search service (Algolia DocSearch), used instead of the local index when the three
 * NEXT_PUBLIC_DOCSEARCH_* variables are set at build time. The layout then writes them into every
 * page (see components/search/search-service-head.tsx), and the modal and the /search page read
 * them from there, so one built page carries its own configuration.
 */
export interface AlgoliaConfig {
  appId: string;
  /** The public, search-only key (DocSearch keys are meant to be shipped to browsers). */
  apiKey: string;
  indexName: string;
}

/** Where the service answers for an application: `https://APPID-dsn.algolia.net`. */
export function algoliaHost(appId: string): string {
  return `https://${appId.toLowerCase()}-dsn.algolia.net`;
}

const APP_ID = /^[A-Za-z0-9]{1,32}$/;
const API_KEY = /^[A-Za-z0-9_-]{1,256}$/;
const INDEX_NAME = /^[\w.-]{1,256}$/;

/** The configuration from variables, or null when one is missing or malformed (then: local search). */
export function readAlgoliaConfig(env: Readonly<Record<string, string | undefined>>): AlgoliaConfig | null {
  const appId = env.NEXT_PUBLIC_DOCSEARCH_APP_ID?.trim() ?? '';
  const apiKey = env.NEXT_PUBLIC_DOCSEARCH_API_KEY?.trim() ?? '';
  const indexName = env.NEXT_PUBLIC_DOCSEARCH_INDEX_NAME?.trim() ?? '';
  if (!APP_ID.test(appId) || !API_KEY.test(apiKey) || !INDEX_NAME.test(indexName)) return null;
  return { appId, apiKey, indexName };
}

/** Name of the <meta> element in which the layout publishes the configuration to the browser. */
export const SEARCH_SERVICE_META = 'docsearch-service';

/** The configuration published in the page, or null (no element, or content that does not validate). */
export function configFromPage(doc: Pick<Document, 'querySelector'>): AlgoliaConfig | null {
  const content = doc.querySelector(`meta[name="${SEARCH_SERVICE_META}"]`)?.getAttribute('content');
  if (!content) return null;
  try {
    const value = JSON.parse(content) as Partial<AlgoliaConfig>;
    return readAlgoliaConfig({
      NEXT_PUBLIC_DOCSEARCH_APP_ID: value.appId,
      NEXT_PUBLIC_DOCSEARCH_API_KEY: value.apiKey,
      NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: value.indexName,
    });
  } catch {
    return null;
  }
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** v5 requests as Algolia's multi-query endpoint takes them: the query cut to the input limit. */
export function algoliaRequests(payload: SearchPayload, indexName: string): SearchRequest[] {
  const requests = Array.isArray(payload) ? payload : (payload as { requests: readonly SearchRequest[] }).requests;
  return requests.map((request) => ({
    ...request,
    indexName,
    query: truncateQuery(typeof request.query === 'string' ? request.query : ''),
  }));
}

function isMultiSearchResponse(value: unknown): value is MultiSearchResponse {
  const results = (value as { results?: unknown } | null)?.results;
  return Array.isArray(results) && results.every((result) => Array.isArray((result as { hits?: unknown } | null)?.hits));
}

/**
 * The client calls DocSearch and the /search page make, sent to the service: one POST of all
 * requests to `/1/indexes/*\/queries`. Credentials go in the query string and the body as
 * text/plain, as Algolia's browser clients do, so the browser sends no preflight request.
 */
export function createAlgoliaSearchClient(
  config: AlgoliaConfig,
  fetch: Fetch = (input, init) => globalThis.fetch(input, init),
): LocalSearchClient {
  const search = async (payload: SearchPayload): Promise<MultiSearchResponse> => {
    const url = new URL('/1/indexes/*/queries', algoliaHost(config.appId));
    url.searchParams.set('x-algolia-agent', parts.transporter.algoliaAgent.value);
    url.searchParams.set('x-algolia-api-key', config.apiKey);
    url.searchParams.set('x-algolia-application-id', config.appId);
    let body: unknown;
    try {
      const response = await fetch(url.toString(), {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ requests: algoliaRequests(payload, config.indexName) }),
      });
      if (!response.ok) throw new Error(`POST ${url.pathname} answered ${response.status}`);
      body = await response.json();
    } catch (error) {
      throw new SearchFetchError(error);
    }
    if (!isMultiSearchResponse(body)) throw new SearchFetchError(new Error('The search service answered in an unknown format.'));
    return body;
  };
  const parts = liteClientParts('lilaq-docs', search);
  return { ...parts, async clearCache() {}, async preload() {}, async loadWholeSite() {} };
}
