import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SearchServiceHead } from '@/components/search/search-service-head';
import { AnnouncementBar } from '@/components/site-announcement';
import { BaseBanner, BaseBannerHead } from '@/components/site-base-banner';
import { KatexCdnStylesheet } from '@/components/site-katex-stylesheet';
import { ChunkRecovery } from '@/components/site-chunk-recovery.client';
import { DevContentErrorNote } from '@/components/site-dev-content-error.client';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { SiteNavigation } from '@/components/site-navigation.client';
import { Providers } from '@/components/site-providers.client';
import { SkipLink } from '@/components/site-skip-link';
import { absoluteUrl } from '@/lib/site-url';
import { siteConfig } from '@/lib/site-config';
import { storageGuardScript } from '@/lib/storage-guard';
// KaTeX's stylesheet, bundled unless KATEX_CSS=cdn (see next.config.mjs); before the site's own styles.
import 'katex-stylesheet';
import './globals.css';
// Component stylesheets, after the tokens they use (see components.css for why they are gathered here).
import './components.css';

export const metadata: Metadata = {
  // Relative metadata URLs (canonical, feeds) resolve under the deployed origin and base path.
  metadataBase: new URL(absoluteUrl('/')),
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
        <SearchServiceHead />
        {/* Shows a banner when the export is served from a path it was not built for. */}
        <BaseBannerHead />
        <KatexCdnStylesheet />
      </head>
      <body>
        <BaseBanner />
        <Providers
          theme={{
            storageKey: siteConfig.storageKeys.theme,
            defaultTheme: siteConfig.colorMode.respectPrefersColorScheme ? 'system' : siteConfig.colorMode.defaultMode,
            enableSystem: siteConfig.colorMode.respectPrefersColorScheme,
          }}
          desktopBreakpoint={siteConfig.desktopBreakpoint}
        >
          <SkipLink />
          <div data-drawer-inert>
            <AnnouncementBar />
          </div>
          <SiteHeader />
          <SiteNavigation progressBarDelayMs={siteConfig.progressBarDelayMs} spinnerDelayMs={siteConfig.spinnerDelayMs} />
          <ChunkRecovery />
          {/* `npm run dev` only: a content compile that failed, shown where the author looks. */}
          {process.env.NODE_ENV === 'development' ? <DevContentErrorNote /> : null}
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
