import { createSearchEngine, type SearchEngine } from './engine';
import { withBase } from '../base-path';
import { unpackIndex } from './packed';
import type { MultiSearchResponse, SearchParams, SearchRequest } from './types';
import { SearchFetchError } from './errors';

export { isSearchFetchError, SEARCH_ERROR_HELP, SEARCH_ERROR_TEXT, SEARCH_ERROR_TITLE, SearchFetchError } from './errors';

/** Where the static export serves the packed index (see app/search-index.json/route.ts), before the base path. */
export const SEARCH_INDEX_PATH = '/search-index.json';

/** Multi-query payload: v5 `{ requests }` or the v4 array of `{ indexName, params }`. */
export type SearchPayload = { requests: readonly SearchRequest[] } | readonly SearchRequest[];

/**
 * The parts of Algolia's lite client that DocSearch uses (`search`, `addAlgoliaAgent`,
 * `transporter.algoliaAgent`), answered locally.
 */
export interface LocalSearchClient {
  search(payload: SearchPayload): Promise<MultiSearchResponse>;
  searchForHits(payload: SearchPayload): Promise<MultiSearchResponse>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: { algoliaAgent: { value: string; add(segment: { segment: string; version?: string }): void } };
  clearCache(): Promise<void>;
  /** Starts loading the index (e.g. when the modal is about to open). */
  preload(): Promise<void>;
}

export interface LocalSearchClientOptions {
  /** URL of the packed index; defaults to `SEARCH_INDEX_PATH`. */
  indexUrl?: string;
  /** The fetch to use (tests pass a fake); defaults to the global fetch. */
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
}

function decodeParams(params: string): SearchParams {
  const result: SearchParams = {};
  for (const [key, raw] of new URLSearchParams(params)) {
    let value: unknown = raw;
    if (/^[[{]/.test(raw) || /^-?\d+(\.\d+)?$/.test(raw) || raw === 'true' || raw === 'false') {
      try {
        value = JSON.parse(raw);
      } catch {
        value = raw;
      }
    }
    result[key] = key === 'query' ? raw : value;
  }
  return result;
}

/** Flattens a request of either API generation into one parameter object. */
export function requestParams(request: SearchRequest): SearchParams {
  const { params, ...rest } = request;
  const flat: SearchParams = { ...rest };
  delete flat.indexName;
  const nested = typeof params === 'string' ? decodeParams(params) : (params ?? {});
  return { ...nested, ...flat };
}

/**
 * The calls DocSearch makes besides `clearCache` and `preload`: `search`, `searchForHits` and the
 * user-agent list (`addAlgoliaAgent`, `transporter.algoliaAgent`), shared by both clients.
 */
export function liteClientParts(firstAgent: string, search: LocalSearchClient['search']) {
  const agents = [firstAgent];
  const algoliaAgent = {
    get value() {
      return agents.join('; ');
    },
    add({ segment, version }: { segment: string; version?: string }) {
      const entry = version ? `${segment} (${version})` : segment;
      if (!agents.includes(entry)) agents.push(entry);
    },
  };
  return {
    search,
    searchForHits: search,
    addAlgoliaAgent(segment: string, version?: string) {
      algoliaAgent.add({ segment, version });
    },
    transporter: { algoliaAgent },
  };
}

const now = () => globalThis.performance?.now() ?? Date.now();
function measure(name: string, start: number, end: number) {
  try {
    globalThis.performance?.measure(name, { start, end });
  } catch {
    // No User Timing here (an old browser): nothing to report.
  }
}

/** An Algolia-compatible client over the static index; the index is fetched once, on first use. */
export function createLocalSearchClient(options: LocalSearchClientOptions = {}): LocalSearchClient {
  const indexUrl = options.indexUrl ?? withBase(SEARCH_INDEX_PATH);
  let engine: Promise<SearchEngine> | null = null;

  const load = (): Promise<SearchEngine> => {
    if (engine) return engine;
    const doFetch = options.fetch ?? ((input: string, init?: RequestInit) => globalThis.fetch(input, init));
    const attempt = (async () => {
      let data: unknown;
      try {
        const response = await doFetch(indexUrl, { method: 'GET', credentials: 'same-origin' });
        if (!response.ok) throw new Error(`GET ${indexUrl} answered ${response.status}`);
        data = await response.json();
        const downloaded = now();
        const ready = createSearchEngine(unpackIndex(data));
        // For `npm run bench -- search`, which reports how much of the first query is indexing.
        measure('search:index-build', downloaded, now());
        return ready;
      } catch (error) {
        throw new SearchFetchError(error);
      }
    })();
    engine = attempt;
    // A failed load is forgotten, so the next search (or Retry) fetches again.
    attempt.catch(() => {
      if (engine === attempt) engine = null;
    });
    return attempt;
  };

  const search = async (payload: SearchPayload): Promise<MultiSearchResponse> => {
    const requests = Array.isArray(payload) ? payload : (payload as { requests: readonly SearchRequest[] }).requests;
    const ready = await load();
    return { results: requests.map((request) => ready.search(requestParams(request), request.indexName)) };
  };

  return {
    ...liteClientParts('lilaq-local-search', search),
    async clearCache() {
      engine = null;
    },
    async preload() {
      await load().then(
        () => undefined,
        () => undefined,
      );
    },
  };
}
