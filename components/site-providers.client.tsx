'use client';

import { ThemeProvider } from 'next-themes';
import { type ReactNode, useEffect } from 'react';
import { colorModes } from '@/lib/storage';
import { DrawerProvider } from './site-drawer.client';

/** Client-side context for the whole site: colour mode and the mobile drawer. */
export interface ThemeSettings {
  storageKey: string;
  defaultTheme: string;
  enableSystem: boolean;
}

export function Providers({
  theme,
  desktopBreakpoint,
  children,
}: {
  theme: ThemeSettings;
  desktopBreakpoint: number;
  children: ReactNode;
}) {
  // Marks the document once React has taken over (used by the e2e tests to avoid racing hydration).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <ThemeProvider
      attribute="class"
      storageKey={theme.storageKey}
      themes={colorModes.filter((mode) => mode !== 'system')}
      defaultTheme={theme.defaultTheme}
      enableSystem={theme.enableSystem}
    >
      <DrawerProvider desktopBreakpoint={desktopBreakpoint}>{children}</DrawerProvider>
    </ThemeProvider>
  );
}
