import { allDocs } from 'contentlayer/generated';
import { definitions } from '@/lib/reference';
import { buildSearchIndex } from '@/lib/search/records';

/**
 * The local search index, written to `out/search-index.json` by the static export and fetched by
 * the search modal and the /search page on first use (GET, same origin).
 */
export const dynamic = 'force-static';

export function GET(): Response {
  const index = buildSearchIndex(allDocs, definitions);
  return new Response(JSON.stringify(index), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}
