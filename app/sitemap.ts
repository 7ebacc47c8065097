import type { MetadataRoute } from 'next';
import { allPagePaths } from '@/lib/content/routes';
import { absoluteUrl } from '@/lib/site-url';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return allPagePaths().map((path) => ({ url: absoluteUrl(path) }));
}
