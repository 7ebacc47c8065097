import { siteSearchShards } from '@/lib/content/search-index';

/**
 * The first shard of the local search index (docs and reference, with the index the build made of
 * them: lib/search/prebuilt.ts), written to
 * `out/search-index.json` by the static export and fetched by the search modal and the /search
 * page on first use (GET, same origin). The rest of the site is in /search-index-more.json.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(JSON.stringify(siteSearchShards().docs), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}
