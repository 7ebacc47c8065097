import { siteConfig } from '@/lib/site-config';
import { configFromPage, createAlgoliaSearchClient, type AlgoliaConfig } from './algolia';
import { createLocalSearchClient, type LocalSearchClient } from './client';

/** Which search the modal and the /search page use on this page: the hosted service or the local index. */
export interface SearchService {
  client: LocalSearchClient;
  indexName: string;
  /** The hosted service's configuration, or null for the local index. */
  algolia: AlgoliaConfig | null;
}

let shared: SearchService | null = null;

/** The service shared by the modal and the search page (one index download per visit). */
export function getSearchService(): SearchService {
  if (shared) return shared;
  const algolia = typeof document === 'undefined' ? null : configFromPage(document);
  shared = algolia
    ? { client: createAlgoliaSearchClient(algolia), indexName: algolia.indexName, algolia }
    : { client: createLocalSearchClient(), indexName: siteConfig.search.indexName, algolia: null };
  return shared;
}
