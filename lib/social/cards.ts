/**
 * Social cards: one Open Graph / Twitter image per page, rendered at build time
 * (lib/tooling/cli/social-cards.tsx) into out/og/. This module is the pure part: where a page's image
 * lives and the metadata that points at it.
 */
import type { Metadata } from 'next';
import { siteConfig } from '../site-config';

export const OG_SIZE = { width: 1200, height: 630 } as const;

export interface SocialCard {
  /** The page's path on the site. */
  path: string;
  title: string;
  /** Where the page sits: "Reference", "Tutorials", "News", … */
  section: string;
  description: string;
  /** URL of the page's first figure (light variant), if it has one. */
  figure?: string;
}

/** Where a page's card is served: /og/docs/intro.png, /og/index.png for the home page. */
export function ogImagePath(path: string): string {
  return path === '/' ? '/og/index.png' : `/og${path}.png`;
}

/**
 * Canonical URL, og:url and the card image for a page. Relative URLs become absolute through the
 * one site-URL setting (`metadataBase` in the root layout, from siteConfig.url).
 */
export function socialMetadata(
  path: string,
  {
    title,
    description,
    canonical = path,
    publishedTime,
  }: { title: string; description?: string; canonical?: string; publishedTime?: string },
): Pick<Metadata, 'alternates' | 'openGraph' | 'twitter'> {
  const image = { url: ogImagePath(path), ...OG_SIZE, alt: title };
  const common = {
    url: path,
    siteName: siteConfig.title,
    locale: siteConfig.locale.id,
    title,
    ...(description ? { description } : {}),
    images: [image],
  };
  return {
    alternates: { canonical },
    openGraph: publishedTime ? { ...common, type: 'article', publishedTime } : { ...common, type: 'website' },
    twitter: { card: 'summary_large_image', title, ...(description ? { description } : {}), images: [image] },
  };
}
