import { stripBase, withBase } from '@/lib/base-path';
import { siteConfig } from '@/lib/site-config';
import { safeStorage } from '@/lib/storage';
import { RELEASE_PARAM, readerRelease } from './reader-release';
import { configFromPage, createAlgoliaSearchClient, type AlgoliaConfig } from './algolia';
import { createLocalSearchClient, type LocalSearchClient } from './client';

/** Which search the modal and the /search page use on this page: the hosted service or the local index. */
export interface SearchService {
  client: LocalSearchClient;
  indexName: string;
  /** The hosted service's configuration, or null for the local index. */
  algolia: AlgoliaConfig | null;
}

const shared = new Map<string, SearchService>();

/** The release whose docs this reader searches (reader-release.ts), in the browser; the current one elsewhere. */
export function currentReaderRelease(): string {
  if (typeof window === 'undefined') return siteConfig.version;
  return readerRelease(
    stripBase(window.location.pathname),
    safeStorage.get(siteConfig.storageKeys.preferredVersion(siteConfig.docs.pluginId)),
    new URLSearchParams(window.location.search).get(RELEASE_PARAM),
  );
}

/**
 * The service shared by the modal and the search page for the reader's release (one index download
 * per visit and release): another release's readers search its docs shard (`/search-index/VERSION.json`)
 * and the shared second shard.
 */
export function getSearchService(release: string = currentReaderRelease()): SearchService {
  const known = shared.get(release);
  if (known) return known;
  const algolia = typeof document === 'undefined' ? null : configFromPage(document);
  const service = algolia
    ? { client: createAlgoliaSearchClient(algolia), indexName: algolia.indexName, algolia }
    : {
        client: createLocalSearchClient(release === siteConfig.version ? {} : { indexUrl: withBase(`/search-index/${release}.json`) }),
        indexName: siteConfig.search.indexName,
        algolia: null,
      };
  shared.set(release, service);
  return service;
}
