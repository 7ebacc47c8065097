import { usedInPageSources } from '@/lib/content/usage';
import { usedInPage } from '@/lib/discover/used-in';
import { usedInFile } from '@/lib/discover/used-in-links';

/**
 * The page of every example that uses one reference name, `out/used-in/NAME.html`, for the
 * reference pages whose "Used in" has more tiles than they show. The reference page's "Show N
 * more" fetches it when opened (components/docs-used-in-more.client.tsx), and links to it for
 * readers without JavaScript.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

const pages = new Map(usedInPageSources().map((source) => [usedInFile(source.name), source]));

export function generateStaticParams(): { file: string }[] {
  return [...pages.keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const source = pages.get((await params).file);
  if (!source) return new Response('Not found', { status: 404 });
  return new Response(usedInPage(source.call, source.url, source.tiles), {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}
