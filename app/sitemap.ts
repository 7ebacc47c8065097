import type { MetadataRoute } from 'next';
import { allPagePaths } from '@/lib/content/routes';
import { siteConfig } from '@/lib/site-config';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return allPagePaths().map((path) => ({ url: `${siteConfig.url}${path === '/' ? '' : path}` }));
}
