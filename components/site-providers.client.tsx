'use client';

import { ThemeProvider } from 'next-themes';
import { type ReactNode, useEffect } from 'react';
import { siteConfig } from '@/lib/site-config';
import { colorModes } from '@/lib/storage';
import { DrawerProvider } from './site-drawer.client';

/** Client-side context for the whole site: colour mode and the mobile drawer. */
export function Providers({ children }: { children: ReactNode }) {
  // Marks the document once React has taken over (used by the e2e tests to avoid racing hydration).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <ThemeProvider
      attribute="class"
      storageKey={siteConfig.storageKeys.theme}
      themes={colorModes.filter((mode) => mode !== 'system')}
      defaultTheme={siteConfig.colorMode.respectPrefersColorScheme ? 'system' : siteConfig.colorMode.defaultMode}
      enableSystem={siteConfig.colorMode.respectPrefersColorScheme}
      disableTransitionOnChange
    >
      <DrawerProvider>{children}</DrawerProvider>
    </ThemeProvider>
  );
}
