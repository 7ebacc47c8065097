import { siteSearchShards } from '@/lib/content/search-index';

/**
 * The second shard of the local search index (blog, home, cheat-sheet and themes pages, the
 * translation table), written to `out/search-index-more.json`. The search client fetches it right
 * after its first answer from /search-index.json, or before it for a query that needs it.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(JSON.stringify(siteSearchShards().more), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}
