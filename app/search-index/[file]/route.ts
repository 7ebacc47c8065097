import { releaseSearchShard } from '@/lib/content/search-index';
import { releaseFileParams, releaseOfFile } from '@/lib/docs/release-view';

/**
 * The docs shard of each other release (`/search-index/0.6.0.json`), which a reader of that
 * release's docs searches in place of /search-index.json (lib/search/service.ts).
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = releaseFileParams;

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const release = releaseOfFile((await params).file);
  return new Response(JSON.stringify(releaseSearchShard(release)), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}
