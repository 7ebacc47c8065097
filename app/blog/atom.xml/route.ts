import { siteFeed } from '@/lib/content/feed';

export const dynamic = 'force-static';

export function GET() {
  return new Response(siteFeed().atom1(), { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
