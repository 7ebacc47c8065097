import { buildLilaqApi } from '@/lib/live/lilaq-api';
import { definitions, documentedFacts } from '@/lib/reference/index';

/**
 * What the live editor completes and explains (names, parameters, summaries), written to
 * `out/lilaq-api.json` by the static export and downloaded on the first Edit, never with a page.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(JSON.stringify(buildLilaqApi(documentedFacts, definitions)), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}
