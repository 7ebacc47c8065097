import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AnnouncementBar } from '@/components/site-announcement.client';
import { ChunkRecovery } from '@/components/site-chunk-recovery.client';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { Providers } from '@/components/site-providers.client';
import { RouteProgress } from '@/components/site-route-progress.client';
import { SkipLink } from '@/components/site-skip-link';
import { siteConfig } from '@/lib/site-config';
import { storageGuardScript } from '@/lib/storage';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: `${siteConfig.title}: ${siteConfig.tagline}`, template: `%s | ${siteConfig.title}` },
  description: siteConfig.description,
  alternates: {
    types: {
      'application/rss+xml': [{ url: '/blog/rss.xml', title: 'Lilaq news (RSS)' }],
      'application/atom+xml': [{ url: '/blog/atom.xml', title: 'Lilaq news (Atom)' }],
    },
  },
  openGraph: { siteName: siteConfig.title, locale: 'en', type: 'website' },
  other: { docusaurus_locale: 'en', 'docsearch:language': 'en', generator: `Lilaq docs (framework ${siteConfig.frameworkVersion})` },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#1b1b1d' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={siteConfig.locale.htmlLang} dir={siteConfig.locale.direction} suppressHydrationWarning>
      <head>
        {/* Runs before paint: drops unusable stored values and hides a dismissed announcement. */}
        <script dangerouslySetInnerHTML={{ __html: storageGuardScript() }} />
      </head>
      <body>
        <Providers>
          <SkipLink />
          <div data-drawer-inert>
            <AnnouncementBar />
          </div>
          <SiteHeader />
          <RouteProgress />
          <ChunkRecovery />
          <div id="__main" className="main-wrapper" tabIndex={-1} data-drawer-inert>
            {children}
          </div>
          <div data-drawer-inert>
            <SiteFooter />
          </div>
        </Providers>
      </body>
    </html>
  );
}
