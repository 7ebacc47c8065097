import type { MetadataRoute } from 'next';
import { absoluteUrl, withBase } from '@/lib/base-path';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: withBase('/') }, sitemap: absoluteUrl('/sitemap.xml') };
}
