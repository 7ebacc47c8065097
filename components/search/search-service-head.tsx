import { algoliaHost, readAlgoliaConfig, SEARCH_SERVICE_META } from '@/lib/search/algolia';

/**
 * In <head> of every page when NEXT_PUBLIC_DOCSEARCH_APP_ID, _API_KEY and _INDEX_NAME are set at
 * build time: a preconnect hint for the search service's host (the first search saves the TLS
 * handshake) and the configuration the browser reads (lib/search/service.ts). Without them: nothing.
 */
export function SearchServiceHead({ env = process.env }: { env?: Readonly<Record<string, string | undefined>> }) {
  const config = readAlgoliaConfig(env);
  if (!config) return null;
  return (
    <>
      <link rel="preconnect" href={algoliaHost(config.appId)} crossOrigin="anonymous" />
      <meta name={SEARCH_SERVICE_META} content={JSON.stringify(config)} />
    </>
  );
}
