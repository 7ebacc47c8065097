import { createSearchEngine, loadSearchEngine, type SearchEngine } from './engine';
import { withBase } from '../base-path';
import { unpackIndex } from './packed';
import { needsRest } from './staging';
import type { MultiSearchResponse, PackedIndex, SearchParams, SearchRequest } from './types';
import { SearchFetchError } from './errors';

export { isSearchFetchError, SEARCH_ERROR_HELP, SEARCH_ERROR_TEXT, SEARCH_ERROR_TITLE, SearchFetchError } from './errors';

/** Where the static export serves the packed index (see app/search-index.json/route.ts), before the base path. */
export const SEARCH_INDEX_PATH = '/search-index.json';
/** The second shard: blog, site pages and the translation table (app/search-index-more.json/route.ts). */
export const SEARCH_INDEX_MORE_PATH = '/search-index-more.json';

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
  /**
   * Loads the whole index before answering: for the /search page, which lists every part of the
   * site and pages through the results (the modal answers from the docs shard first).
   */
  loadWholeSite(): Promise<void>;
}

export interface LocalSearchClientOptions {
  /** URL of the packed index (its docs shard); defaults to `SEARCH_INDEX_PATH`. */
  indexUrl?: string;
  /** URL of the second shard; defaults to `SEARCH_INDEX_MORE_PATH`. */
  moreIndexUrl?: string;
  /** How the second shard is loaded after an answer; defaults to when the page is idle. Tests run it by hand. */
  schedule?: (task: () => void) => void;
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

/** Runs `task` when the page is idle (soon in any case), so it does not delay the answer being rendered. */
function whenIdle(task: () => void): void {
  if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(task, { timeout: 300 });
  else setTimeout(task, 0);
}

/** The docs shard's engine and whether the rest of the site is in it yet. */
interface Loaded {
  engine: SearchEngine;
  /** Folded words that only the second shard has (other tools' names). */
  restWords: ReadonlySet<string>;
  complete: boolean;
  /** Addresses of the shared shard this release has as its own pages (PackedIndex.moves). */
  moves: Readonly<Record<string, string>>;
}

/** A hit of the shared second shard on a page this release has too, sent to this release's page. */
export function movedHit<T extends { url: string; url_without_anchor: string }>(hit: T, moves: Readonly<Record<string, string>>): T {
  const url = Object.hasOwn(moves, hit.url) ? moves[hit.url] : undefined;
  if (url === undefined) return hit;
  return { ...hit, url, url_without_anchor: url.split('#')[0] as string };
}

/**
 * An Algolia-compatible client over the static index, in two shards (see README.md, "Speed"): the
 * docs shard is fetched on first use with the index the build made of it, and answers at once;
 * the rest of the site is fetched and added to the same engine right after the first answer, or
 * before it when the query needs it. A failed download is forgotten, so a later search fetches it
 * again.
 */
export function createLocalSearchClient(options: LocalSearchClientOptions = {}): LocalSearchClient {
  const indexUrl = options.indexUrl ?? withBase(SEARCH_INDEX_PATH);
  const moreUrl = options.moreIndexUrl ?? withBase(SEARCH_INDEX_MORE_PATH);
  const schedule = options.schedule ?? whenIdle;
  const doFetch = options.fetch ?? ((input: string, init?: RequestInit) => globalThis.fetch(input, init));
  let engine: Promise<Loaded> | null = null;
  let rest: Promise<void> | null = null;

  const download = async (url: string): Promise<unknown> => {
    const response = await doFetch(url, { method: 'GET', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return response.json();
  };

  const load = (): Promise<Loaded> => {
    if (engine) return engine;
    const attempt = (async () => {
      try {
        const data = await download(indexUrl);
        const downloaded = now();
        // The build ships the docs shard's index ready-made (prebuilt.ts): loading it is what the
        // first query pays for; a shard without one (an older file) is indexed here. A corrupt
        // index fails like a failed download.
        const records = unpackIndex(data);
        const prebuilt = (data as PackedIndex).index;
        const ready = prebuilt === undefined ? createSearchEngine(records) : loadSearchEngine(records, prebuilt);
        // For `npm run bench -- search`, which reports how much of the first query is loading the index.
        measure('search:index-build', downloaded, now());
        const words = (data as PackedIndex).rest?.words;
        const moves = (data as PackedIndex).moves;
        return {
          engine: ready,
          restWords: new Set(words ?? []),
          complete: words === undefined,
          moves: moves !== null && typeof moves === 'object' ? moves : {},
        };
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

  /** Fetches the second shard and adds it to the engine; once, unless it fails. */
  const loadRest = (loaded: Loaded): Promise<void> => {
    if (loaded.complete) return Promise.resolve();
    if (rest) return rest;
    const attempt = (async () => {
      const data = await download(moreUrl);
      const downloaded = now();
      loaded.engine.add(unpackIndex(data));
      loaded.complete = true;
      const done = now();
      measure('search:rest-build', downloaded, done);
      // For the bench: the moment the whole site is searchable.
      globalThis.performance?.mark?.('search:whole-site');
    })();
    rest = attempt;
    attempt.catch(() => {
      if (rest === attempt) rest = null;
    });
    return attempt;
  };
  /** The second shard, or the docs alone when it cannot be had now (a later search tries again). */
  const awaitRest = (loaded: Loaded) => loadRest(loaded).catch(() => undefined);

  const search = async (payload: SearchPayload): Promise<MultiSearchResponse> => {
    const requests = Array.isArray(payload) ? payload : (payload as { requests: readonly SearchRequest[] }).requests;
    const loaded = await load();
    const all = requests.map((request) => requestParams(request));
    const answer = () =>
      all.map((params, i) => {
        const result = loaded.engine.search(params, requests[i]?.indexName);
        return { ...result, hits: result.hits.map((hit) => movedHit(hit, loaded.moves)) };
      });
    const waits = !loaded.complete && all.some((params) => typeof params.query === 'string' && needsRest(params.query, loaded.restWords));
    if (waits) await awaitRest(loaded);
    let results = answer();
    // The docs shard matched only some of the words, or none: the rest of the site may have them all.
    // (Once per search: a download that just failed is tried again after this answer.)
    if (!waits && !loaded.complete && results.some((result) => result.query.trim() !== '' && (result.nbHits === 0 || result.partial))) {
      await awaitRest(loaded);
      if (loaded.complete) results = answer();
    }
    if (!loaded.complete) schedule(() => void awaitRest(loaded));
    return { results };
  };

  return {
    ...liteClientParts('lilaq-local-search', search),
    async clearCache() {
      engine = null;
      rest = null;
    },
    async preload() {
      await load().then(
        () => undefined,
        () => undefined,
      );
    },
    async loadWholeSite() {
      // A failed download is reported by the search that follows (the docs shard) or tried again
      // by a later search (the second shard).
      await load().then(awaitRest, () => undefined);
    },
  };
}
