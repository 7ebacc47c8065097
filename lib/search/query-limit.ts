import { siteConfig } from '../site-config';

/** The longest query the search reads (spec: the search input accepts at most 64 characters). */
export const MAX_QUERY_LENGTH = siteConfig.search.maxQueryLength;

/** Query as the engine sees it: at most `MAX_QUERY_LENGTH` characters. */
export function truncateQuery(query: string): string {
  return Array.from(query).slice(0, MAX_QUERY_LENGTH).join('');
}
