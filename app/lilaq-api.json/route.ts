import { buildLilaqApi } from '@/lib/live/lilaq-api';
import { definitions } from '@/lib/content/reference';
import { documentedFacts } from '@/lib/reference/documented-facts';
import { contentPages } from '@/lib/content/site-pages';
import { errorLinks } from '@/lib/errors';
import { docsReleases } from '@/lib/docs/release-view';

/**
 * What the live editor completes and explains (names, parameters, summaries, error entries of each
 * release's error index: the editor links the one of the release it compiled with), written to
 * `out/lilaq-api.json` by the static export and downloaded on the first Edit, never with a page.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(JSON.stringify(buildLilaqApi(documentedFacts, definitions, errorLinks(contentPages(), docsReleases))), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}
