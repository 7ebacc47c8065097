'use client';

import '@docsearch/css/dist/modal.css';
import {
  DocSearchModal,
  type DocSearchHit,
  type DocSearchTransformClient,
  type InternalDocSearchHit,
  type StoredDocSearchHit,
} from '@docsearch/react';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { getSearchClient } from '@/lib/search/client';
import {
  contextualFacetFilters,
  escapeHitForDocSearch,
  isModifiedClick,
  missingResultsUrl,
  searchPageUrl,
} from '@/lib/search/docsearch';
import { siteConfig } from '@/lib/site-config';

export interface SearchModalProps {
  /** A key typed on the focused button, used to start the query. */
  initialQuery?: string;
  onClose: () => void;
}

/** A link that navigates with the app router, unless the visitor asks for a new tab or window. */
function useRouterClick(href: string, before?: () => void) {
  const router = useRouter();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (isModifiedClick(event)) return;
      event.preventDefault();
      before?.();
      router.push(href);
    },
    [router, href, before],
  );
}

function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) {
  const onClick = useRouterClick(hit.url);
  return (
    <a href={hit.url} onClick={onClick}>
      {children}
    </a>
  );
}

function SeeAllResults({ query, count, onClose }: { query: string; count: number; onClose: () => void }) {
  const href = searchPageUrl(query);
  const onClick = useRouterClick(href, onClose);
  return (
    <a href={href} onClick={onClick}>
      {`See all ${count} results`}
    </a>
  );
}

/** DocSearch's modal over the local index, portalled to document.body. Loaded on intent. */
export function SearchModal({ initialQuery, onClose }: SearchModalProps) {
  const router = useRouter();
  const client = getSearchClient();

  // Start downloading the index while the visitor types the first characters.
  useEffect(() => {
    void client.preload();
  }, [client]);

  const transformSearchClient = useCallback(
    // The local client implements the lite-client calls DocSearch makes; Algolia's generic
    // signatures are not expressible for a client with one fixed hit type, hence the cast.
    (): DocSearchTransformClient => client as unknown as DocSearchTransformClient,
    [client],
  );

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        router.push(itemUrl);
      },
      navigateNewTab({ itemUrl }: { itemUrl: string }) {
        window.open(itemUrl, '_blank', 'noopener');
      },
      navigateNewWindow({ itemUrl }: { itemUrl: string }) {
        window.open(itemUrl, '_blank', 'noopener');
      },
    }),
    [router],
  );

  const resultsFooterComponent = useCallback(
    ({ state }: { state: { query: string; context: Record<string, unknown> } }) => {
      const count = typeof state.context.nbHits === 'number' ? state.context.nbHits : 0;
      return count > 0 ? <SeeAllResults query={state.query} count={count} onClose={onClose} /> : null;
    },
    [onClose],
  );

  const transformItems = useCallback((items: DocSearchHit[]) => items.map(escapeHitForDocSearch), []);

  return createPortal(
    <DocSearchModal
      appId="local"
      apiKey="local"
      indexName={siteConfig.search.indexName}
      searchParameters={{ facetFilters: contextualFacetFilters }}
      transformSearchClient={transformSearchClient}
      transformItems={transformItems}
      hitComponent={Hit}
      resultsFooterComponent={resultsFooterComponent}
      navigator={navigator}
      getMissingResultsUrl={() => missingResultsUrl}
      maxResultsPerGroup={siteConfig.search.mobileResultsPerGroup}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      onClose={onClose}
    />,
    document.body,
  );
}
