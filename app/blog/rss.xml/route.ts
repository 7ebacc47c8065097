import { siteFeed } from '@/lib/content/feed';

export const dynamic = 'force-static';

export function GET() {
  return new Response(siteFeed().rss2(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
