import fs from 'node:fs';

/** Paths listed in the exported sitemap (out/sitemap.xml). */
export function sitemapPaths(): string[] {
  const xml = fs.readFileSync('out/sitemap.xml', 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
}
