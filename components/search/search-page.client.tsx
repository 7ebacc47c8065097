'use client';

import { SiteLink } from '@/components/site-link';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { isSearchFetchError, SEARCH_ERROR_TEXT } from '@/lib/search/errors';
import { contextualFacetFilters, missingResultsUrl, partialMatchText, searchPageUrl } from '@/lib/search/docsearch';
import { truncateQuery } from '@/lib/search/query-limit';
import { parseHighlighted } from '@/lib/search/marked';
import { countLabel, groupBySection, groupHits } from '@/lib/search/results';
import type { SearchHit } from '@/lib/search/types';
import { siteConfig } from '@/lib/site-config';
import { SearchEmptyState } from './search-page-static';
import './search.css';

const { maxQueryLength, hitsPerPage, queryParam } = siteConfig.search;

/** Queries offered when a search finds nothing. */
const SUGGESTIONS = ['plot', 'axis', 'legend', 'ticks', 'scale', 'bar'];

type Status = 'idle' | 'loading' | 'ready' | 'error';

interface ResultsState {
  status: Status;
  query: string;
  /** No record had every word: the hits are partial matches. */
  partial: boolean;
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  loadingMore: boolean;
}

const idle: ResultsState = { status: 'idle', query: '', partial: false, hits: [], nbHits: 0, page: 0, nbPages: 0, loadingMore: false };

async function fetchPage(query: string, page: number) {
  // The engine (or the hosted-service client) loads with the first query, not with the page.
  const { getSearchService } = await import('@/lib/search/service');
  const { client, indexName } = getSearchService();
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
        facetFilters: contextualFacetFilters,
        attributesToSnippet: ['content:30'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        snippetEllipsisText: '…',
      },
    ],
  });
  const result = results[0];
  if (!result) throw new Error('The search returned no result set.');
  return result;
}

/** Highlighted text from the engine rendered as text and <mark> elements, never as HTML. */
function Marked({ html }: { html: string }) {
  return (
    <>
      {parseHighlighted(html).map((segment, i) =>
        segment.marked ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
      )}
    </>
  );
}

/** Writes `?q=` into the address bar without a navigation (Next syncs useSearchParams with it). */
function replaceQueryInUrl(query: string) {
  window.history.replaceState(null, '', searchPageUrl(query));
}

/**
 * The /search page body: a search field bound to `?q=`, results grouped by page (20 at a time,
 * with "Load more"), and the empty, no-results and error states. Must render inside <Suspense>
 * because it reads the URL's search parameters in a static export.
 */
export function SearchPageClient() {
  const searchParams = useSearchParams();
  const urlQuery = truncateQuery(searchParams.get(queryParam) ?? '');
  const [input, setInput] = useState(urlQuery);
  const [syncedQuery, setSyncedQuery] = useState(urlQuery);
  const [attempt, setAttempt] = useState(0);
  const [results, setResults] = useState<ResultsState & { key: string }>({ ...idle, key: '' });
  const inputId = useId();
  const statusId = useId();

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

  // While the next answer is on its way, the previous results stay (no flicker while typing).
  const state: ResultsState = !query ? idle : results.key === key ? results : { ...results, status: 'loading' };

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

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = truncateQuery(event.target.value);
    setInput(value);
    replaceQueryInUrl(value);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    replaceQueryInUrl(input);
  };

  const groups = groupHits(state.hits);
  const hasMore = state.status === 'ready' && state.page + 1 < state.nbPages;

  let announcement = '';
  if (state.status === 'loading') announcement = 'Searching…';
  else if (state.status === 'ready')
    announcement =
      state.nbHits === 0
        ? `No results for “${state.query}”`
        : state.partial
          ? `${partialMatchText(state.query)}: ${countLabel(state.nbHits)}`
          : `${countLabel(state.nbHits)} for “${state.query}”`;
  else if (state.status === 'error') announcement = SEARCH_ERROR_TEXT;

  return (
    <div className="search-page">
      <form className="search-page__form" role="search" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          Search the documentation
        </label>
        <input
          id={inputId}
          className="search-page__input"
          type="search"
          name={queryParam}
          value={input}
          onChange={onChange}
          maxLength={maxQueryLength}
          placeholder="Search docs"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={statusId}
          autoFocus={!urlQuery}
        />
      </form>

      <p id={statusId} className="search-page__status" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>

      {state.status === 'idle' && !query ? <SearchEmptyState /> : null}

      {state.status === 'error' ? (
        <div className="search-page__error">
          <p>{SEARCH_ERROR_TEXT}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </button>
        </div>
      ) : null}

      {state.status === 'ready' && state.nbHits === 0 ? <NoResults query={state.query} /> : null}

      {groups.length > 0 && state.status !== 'error'
        ? groupBySection(groups).map((part) => (
            <section key={part.section} aria-label={part.section}>
              <h2 className="search-page__part-title">{part.section}</h2>
              <ol className="search-page__results">
                {part.groups.map((group) => (
                  <li key={group.url} className="search-page__group">
                    <h3 className="search-page__group-title">
                      <SiteLink href={group.url}>
                        <Marked html={group.titleHtml} />
                      </SiteLink>
                    </h3>
                    {group.summaryHtml ? (
                      <p className="search-page__snippet">
                        <Marked html={group.summaryHtml} />
                      </p>
                    ) : null}
                    {group.items.length > 0 ? (
                      <ul className="search-page__hits">
                        {group.items.map((item) => (
                          <li key={item.objectID} className="search-page__hit">
                            <SiteLink href={item.url} className="search-page__hit-title">
                              <Marked html={item.titleHtml} />
                            </SiteLink>
                            {item.snippetHtml ? (
                              <p className="search-page__snippet">
                                <Marked html={item.snippetHtml} />
                              </p>
                            ) : null}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ol>
            </section>
          ))
        : null}

      {hasMore ? (
        <p className="search-page__more">
          <button type="button" className="button" onClick={loadMore} disabled={state.loadingMore} aria-busy={state.loadingMore}>
            {state.loadingMore ? 'Loading…' : 'Load more results'}
          </button>
        </p>
      ) : null}
    </div>
  );
}

function NoResults({ query }: { query: string }) {
  return (
    <div className="search-page__empty">
      <p>
        No results for <strong>“{query}”</strong>.
      </p>
      <p>Try searching for:</p>
      <ul className="search-page__suggestions">
        {SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <SiteLink href={searchPageUrl(suggestion)}>{suggestion}</SiteLink>
          </li>
        ))}
      </ul>
      <p>
        Believe this query should return results?{' '}
        <a href={missingResultsUrl} target="_blank" rel="noopener noreferrer">
          Let us know.
        </a>
      </p>
    </div>
  );
}
