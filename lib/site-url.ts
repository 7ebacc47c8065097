import { basePath, withBase } from './base-path';
import { siteConfig } from './site-config';

/** The origin the site is deployed at (SITE_URL, default lilaq.org), used for absolute URLs in feeds, sitemap and metadata. */
export function parseSiteOrigin(raw: string | undefined): string {
  const value = (raw ?? '').trim() || siteConfig.url;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL such as https://example.org, got ${JSON.stringify(raw)}.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SITE_URL must be an absolute http(s) URL such as https://example.org, got ${JSON.stringify(raw)}.`);
  if (url.pathname !== '/') throw new Error(`SITE_URL is an origin only (${url.origin}); put the path ${url.pathname} in BASE_PATH.`);
  return url.origin;
}

export const siteOrigin: string = parseSiteOrigin(process.env.NEXT_PUBLIC_SITE_URL ?? process.env.SITE_URL);

/** The absolute URL of a site path, base path included. */
export function absoluteUrl(path: string, origin: string = siteOrigin, base: string = basePath): string {
  return `${origin}${withBase(path, base)}`;
}

/** The deployed site's root as an absolute URL without trailing slash: origin plus base path. */
export const siteRoot: string = `${siteOrigin}${basePath}`;
