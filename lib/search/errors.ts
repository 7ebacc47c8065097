/**
 * The search's failure, in a module of its own so that pages can name it without loading the
 * engine.
 */

/** DocSearch's error screen text, split as DocSearch shows it (title, then help). */
export const SEARCH_ERROR_TITLE = 'Unable to fetch results.';
export const SEARCH_ERROR_HELP = 'You might want to check your network connection.';
export const SEARCH_ERROR_TEXT = `${SEARCH_ERROR_TITLE} ${SEARCH_ERROR_HELP}`;

/**
 * The index could not be loaded. Its `name` is `RetryError` because that is the error DocSearch
 * recognises (Algolia's transporter throws it when every host failed): DocSearch then shows its
 * "Unable to fetch results" screen.
 */
export class SearchFetchError extends Error {
  override name = 'RetryError';
  constructor(readonly reason?: unknown) {
    super(SEARCH_ERROR_TEXT);
  }
}

export function isSearchFetchError(error: unknown): error is SearchFetchError {
  return error instanceof SearchFetchError || (error instanceof Error && error.name === 'RetryError');
}
