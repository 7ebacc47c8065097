import { buildLilaqApi } from '@/lib/live/lilaq-api';
import { definitionsOf } from '@/lib/content/reference';
import { contentPages } from '@/lib/content/site-pages';
import { releaseFileParams, releaseOfFile } from '@/lib/docs/release-view';
import { docsRoot } from '@/lib/docs/versions';
import { errorLinks } from '@/lib/errors';
import { factsOf } from '@/lib/reference/documented-facts';

/**
 * What the live editor completes and explains for another release's examples
 * (`/lilaq-api/0.6.0.json`): that release's names, parameters and reference pages. The error
 * index's entries are the shared ones of /lilaq-api.json.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = releaseFileParams;

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const release = releaseOfFile((await params).file);
  return new Response(
    JSON.stringify(buildLilaqApi(factsOf(release), definitionsOf(release), errorLinks(contentPages()), docsRoot(release))),
    {
      headers: { 'content-type': 'application/json; charset=utf-8' },
    },
  );
}
