'use client';

import { SiteLink } from '@/components/site-link';
import { useId } from 'react';
import { SEARCH_ERROR_TEXT } from '@/lib/search/errors';
import { missingResultsUrl, partialMatchText, searchPageUrl } from '@/lib/search/docsearch';
import { parseHighlighted } from '@/lib/search/marked';
import { countLabel, groupBySection, groupHits } from '@/lib/search/results';
import type { SearchHit } from '@/lib/search/types';
import { siteConfig } from '@/lib/site-config';
import { SearchEmptyState } from './search-page-static';
import { useSearchPage, type ResultsState } from './use-search-page.client';
import './search.css';

const { maxQueryLength, queryParam } = siteConfig.search;

/** Queries offered when a search finds nothing. */
const SUGGESTIONS = ['plot', 'axis', 'legend', 'ticks', 'scale', 'bar'];

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

/**
 * The /search page body: a search field bound to `?q=`, results grouped by page (20 at a time,
 * with "Load more"), and the empty, no-results and error states. Must render inside <Suspense>
 * because it reads the URL's search parameters in a static export.
 */
export function SearchPageClient() {
  const { urlQuery, input, state, empty, onChange, onSubmit, retry, loadMore } = useSearchPage();
  const inputId = useId();
  const statusId = useId();
  const hasMore = state.status === 'ready' && state.page + 1 < state.nbPages;

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
        {announcement(state)}
      </p>

      {state.status === 'idle' && empty ? <SearchEmptyState /> : null}

      {state.status === 'error' ? (
        <div className="search-page__error">
          <p>{SEARCH_ERROR_TEXT}</p>
          <button type="button" className="button" onClick={retry}>
            Retry
          </button>
        </div>
      ) : null}

      {state.status === 'ready' && state.nbHits === 0 ? <NoResults query={state.query} /> : null}

      {state.status !== 'error' ? <Results hits={state.hits} /> : null}

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

/** The hits grouped by part of the site, then by page, each page with its sections' hits. */
function Results({ hits }: { hits: readonly SearchHit[] }) {
  const groups = groupHits(hits);
  if (groups.length === 0) return null;
  return (
    <>
      {groupBySection(groups).map((part) => (
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
      ))}
    </>
  );
}

/** What the status line says (read out by screen readers as it changes). */
function announcement(state: ResultsState): string {
  if (state.status === 'loading') return 'Searching…';
  if (state.status === 'error') return SEARCH_ERROR_TEXT;
  if (state.status !== 'ready') return '';
  // Another release than the current one is said, so a reader sent here from its pages knows.
  const where = state.release && state.release !== siteConfig.version ? ` in the Lilaq ${state.release} docs` : '';
  if (state.nbHits === 0) return `No results for “${state.query}”${where}`;
  return state.partial
    ? `${partialMatchText(state.query)}: ${countLabel(state.nbHits)}${where}`
    : `${countLabel(state.nbHits)} for “${state.query}”${where}`;
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
