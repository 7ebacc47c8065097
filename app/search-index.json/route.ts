import { siteSearchIndex } from '@/lib/search/site-index';

/**
 * The local search index, written to `out/search-index.json` by the static export and fetched by
 * the search modal and the /search page on first use (GET, same origin).
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(JSON.stringify(siteSearchIndex()), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}
