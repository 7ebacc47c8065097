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
import { useCallback, useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { isSearchFetchError, SEARCH_ERROR_HELP, SEARCH_ERROR_TITLE, type LocalSearchClient } from '@/lib/search/client';
import {
  facetFiltersFor,
  escapeHitForDocSearch,
  isModifiedClick,
  missingResultsUrl,
  partialMatchText,
  presentTranslationHit,
  searchPageUrl,
} from '@/lib/search/docsearch';
import { truncateQuery } from '@/lib/search/query-limit';
import type { SearchHit } from '@/lib/search/types';
import { currentReaderRelease, getSearchService } from '@/lib/search/service';
import { withBase } from '@/lib/base-path';
import { siteConfig } from '@/lib/site-config';

export interface SearchModalProps {
  /** A key typed on the focused button, used to start the query. */
  initialQuery?: string;
  onClose: () => void;
}

/**
 * One object for every render: DocSearch rebuilds its autocomplete (and forgets the typed query)
 * when this prop changes identity, and the modal re-renders when an answer turns partial.
 */

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
    <a href={withBase(hit.url)} onClick={onClick}>
      {children}
    </a>
  );
}

function SeeAllResults({ query, count, release, onClose }: { query: string; count: number; release: string; onClose: () => void }) {
  // The search page answers for the same release as the modal.
  const href = searchPageUrl(query, release);
  const onClick = useRouterClick(href, onClose);
  return (
    <a href={withBase(href)} onClick={onClick}>
      {`See all ${count} results`}
    </a>
  );
}

/** DocSearch's error screen icon and markup, so @docsearch/css styles it. */
function FetchErrorScreen() {
  return (
    <div className="DocSearch-ErrorScreen search-modal-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg
          width="40"
          height="40"
          viewBox="0 0 20 20"
          fill="none"
          fillRule="evenodd"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">{SEARCH_ERROR_TITLE}</p> <p className="DocSearch-Help">{SEARCH_ERROR_HELP}</p>
    </div>
  );
}

/**
 * DocSearch 3.9 flags a failed search ("RetryError") as an error, but autocomplete resets the status
 * to idle right after, so its error screen never stays up. This wrapper remembers the failure and
 * the modal shows the same screen in place of "No results" (see search.css), until a search works.
 */
function useFailureAwareClient(client: LocalSearchClient) {
  const [failed, setFailed] = useState(false);
  // Whether the last answer had only partial matches (the local engine says so; see engine.ts).
  const [partial, setPartial] = useState(false);
  const wrapped = useMemo<LocalSearchClient>(
    () => ({
      ...client,
      async search(payload) {
        try {
          const response = await client.search(payload);
          setFailed(false);
          setPartial(response.results.some((result) => result.partial === true));
          return response;
        } catch (error) {
          if (isSearchFetchError(error)) setFailed(true);
          throw error;
        }
      },
    }),
    [client],
  );
  return { client: wrapped, failed, partial };
}

/** DocSearch's modal over the local index or the hosted service, portalled to document.body. Loaded on intent. */
export function SearchModal({ initialQuery, onClose }: SearchModalProps) {
  const router = useRouter();
  // The reader's release (the docs page's, else the preferred version): its docs and their facet.
  const release = currentReaderRelease();
  const service = getSearchService(release);
  const searchParameters = useMemo(() => ({ facetFilters: facetFiltersFor(release) }), [release]);
  const { client, failed, partial } = useFailureAwareClient(service.client);

  // Start downloading the index while the visitor types the first characters.
  useEffect(() => {
    void client.preload();
  }, [client]);

  // Where the fetch error screen goes. A search can only fail once the modal is on screen, so
  // DocSearch's dropdown element exists by then.
  const dropdown = failed ? document.querySelector<HTMLElement>('.DocSearch-Modal .DocSearch-Dropdown') : null;

  const transformSearchClient = useCallback(
    // Both clients (local index, hosted service) implement the lite-client calls DocSearch makes;
    // Algolia's generic signatures are not expressible for one fixed hit type, hence the cast.
    (): DocSearchTransformClient => client as unknown as DocSearchTransformClient,
    [client],
  );

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        router.push(itemUrl);
      },
      navigateNewTab({ itemUrl }: { itemUrl: string }) {
        window.open(withBase(itemUrl), '_blank', 'noopener');
      },
      navigateNewWindow({ itemUrl }: { itemUrl: string }) {
        window.open(withBase(itemUrl), '_blank', 'noopener');
      },
    }),
    [router],
  );

  const resultsFooterComponent = useCallback(
    ({ state }: { state: { query: string; context: Record<string, unknown> } }) => {
      const count = typeof state.context.nbHits === 'number' ? state.context.nbHits : 0;
      if (count === 0) return null;
      const seeAll = <SeeAllResults query={state.query} count={count} release={release} onClose={onClose} />;
      // DocSearch has no slot above the results: the footer carries the line, and search.css
      // moves the footer above the hits while it does.
      return partial ? (
        <div className="search-modal-partial" role="status">
          <p>{partialMatchText(truncateQuery(state.query).trim())}.</p>
          {seeAll}
        </div>
      ) : (
        seeAll
      );
    },
    [onClose, partial, release],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) =>
      items.map((item) => escapeHitForDocSearch(presentTranslationHit(item as unknown as SearchHit)) as unknown as DocSearchHit),
    [],
  );

  return createPortal(
    <>
      <DocSearchModal
        appId={service.algolia?.appId ?? 'local'}
        apiKey={service.algolia?.apiKey ?? 'local'}
        indexName={service.indexName}
        searchParameters={searchParameters}
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
      />
      {failed && dropdown ? createPortal(<FetchErrorScreen />, dropdown) : null}
    </>,
    document.body,
  );
}
