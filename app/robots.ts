import type { MetadataRoute } from 'next';
import { withBase } from '@/lib/base-path';
import { absoluteUrl } from '@/lib/site-url';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: withBase('/') }, sitemap: absoluteUrl('/sitemap.xml') };
}
