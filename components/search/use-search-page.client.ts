'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { isSearchFetchError } from '@/lib/search/errors';
import { facetFiltersFor, searchPageUrl } from '@/lib/search/docsearch';
import { truncateQuery } from '@/lib/search/query-limit';
import { askedRelease, RELEASE_PARAM } from '@/lib/search/reader-release';
import type { SearchHit } from '@/lib/search/types';
import { siteConfig } from '@/lib/site-config';

const { hitsPerPage, queryParam } = siteConfig.search;

type Status = 'idle' | 'loading' | 'ready' | 'error';

export interface ResultsState {
  status: Status;
  query: string;
  /** No record had every word: the hits are partial matches. */
  partial: boolean;
  /** The Lilaq release whose docs answered (reader-release.ts). */
  release?: string;
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  loadingMore: boolean;
}

const idle: ResultsState = { status: 'idle', query: '', partial: false, hits: [], nbHits: 0, page: 0, nbPages: 0, loadingMore: false };

async function fetchPage(query: string, page: number) {
  // The engine (or the hosted-service client) loads with the first query, not with the page.
  const { currentReaderRelease, getSearchService } = await import('@/lib/search/service');
  const release = currentReaderRelease();
  const { client, indexName } = getSearchService(release);
  // The page lists every part of the site and pages through the results: it waits for the whole
  // index, where the modal answers from the docs shard first (lib/search/README.md, "Speed").
  await client.loadWholeSite();
  const { results } = await client.search({
    requests: [
      {
        indexName,
        query,
        page,
        hitsPerPage,
        facetFilters: facetFiltersFor(release),
        attributesToSnippet: ['content:30'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        snippetEllipsisText: '…',
      },
    ],
  });
  const result = results[0];
  if (!result) throw new Error('The search returned no result set.');
  return { ...result, release };
}

/**
 * Writes `?q=` into the address bar without a navigation (Next syncs useSearchParams with it),
 * keeping the release the address names.
 */
function replaceQueryInUrl(query: string) {
  const release = askedRelease(new URLSearchParams(window.location.search).get(RELEASE_PARAM));
  window.history.replaceState(null, '', searchPageUrl(query, release ?? siteConfig.version));
}

export interface SearchPage {
  /** The query of the address (`?q=`), as it came. */
  urlQuery: string;
  /** The field's text. */
  input: string;
  /** The results of the query, or the previous ones (`loading`) while its answer is on its way. */
  state: ResultsState;
  /** There is no query: the page shows its empty state. */
  empty: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  retry: () => void;
  loadMore: () => void;
}

/**
 * The state of the /search page: the field bound to `?q=` (back and forward included), the answer
 * for the address's query with 20 hits a page, "Load more", and Retry after an error. Must run
 * inside <Suspense>, since it reads the URL's search parameters in a static export.
 */
export function useSearchPage(): SearchPage {
  const searchParams = useSearchParams();
  const urlQuery = truncateQuery(searchParams.get(queryParam) ?? '');
  const [input, setInput] = useState(urlQuery);
  const [syncedQuery, setSyncedQuery] = useState(urlQuery);
  const [attempt, setAttempt] = useState(0);
  const [results, setResults] = useState<ResultsState & { key: string }>({ ...idle, key: '' });

  // Back/forward (or a link to /search?q=...) changed the URL: the field follows it.
  if (syncedQuery !== urlQuery) {
    setSyncedQuery(urlQuery);
    if (input.trim() !== urlQuery.trim()) setInput(urlQuery);
  }

  const query = urlQuery.trim();
  const key = `${attempt}:${query}`;

  useEffect(() => {
    if (!query) return;
    let cancelled = false;
    fetchPage(query, 0).then(
      (result) => {
        if (!cancelled) {
          setResults({
            key,
            status: 'ready',
            query,
            partial: result.partial === true,
            release: result.release,
            hits: result.hits,
            nbHits: result.nbHits,
            page: 0,
            nbPages: result.nbPages,
            loadingMore: false,
          });
        }
      },
      (error: unknown) => {
        if (cancelled) return;
        if (!isSearchFetchError(error)) console.error(error);
        setResults({ ...idle, key, status: 'error', query });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [query, key]);

  const loadMore = useCallback(() => {
    const next = results.page + 1;
    const forKey = results.key;
    setResults((previous) => ({ ...previous, loadingMore: true }));
    fetchPage(results.query, next).then(
      (result) =>
        setResults((previous) =>
          previous.key !== forKey
            ? previous
            : { ...previous, hits: [...previous.hits, ...result.hits], page: next, nbPages: result.nbPages, loadingMore: false },
        ),
      () => setResults((previous) => (previous.key !== forKey ? previous : { ...previous, status: 'error', loadingMore: false })),
    );
  }, [results.page, results.key, results.query]);

  return {
    urlQuery,
    input,
    // While the next answer is on its way, the previous results stay (no flicker while typing).
    state: !query ? idle : results.key === key ? results : { ...results, status: 'loading' },
    empty: !query,
    onChange: (event) => {
      const value = truncateQuery(event.target.value);
      setInput(value);
      replaceQueryInUrl(value);
    },
    onSubmit: (event) => {
      event.preventDefault();
      replaceQueryInUrl(input);
    },
    retry: () => setAttempt((n) => n + 1),
    loadMore,
  };
}
