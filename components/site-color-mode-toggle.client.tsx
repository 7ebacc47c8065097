'use client';

import { useTheme } from 'next-themes';
import { type ColorMode, nextColorMode, parseColorMode } from '@/lib/storage';
import { documentTransitionHost, withoutTransitions } from '@/lib/transitions';
import { useHydrated } from './use-client-value';

const icons: Record<ColorMode, string> = {
  light:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5 1 3h-2l1-3Zm0 20-1-3h2l-1 3ZM2 12l3-1v2l-3-1Zm20 0-3 1v-2l3 1ZM4.9 4.9l2.8 1.4-1.4 1.4-1.4-2.8Zm14.2 14.2-2.8-1.4 1.4-1.4 1.4 2.8Zm0-14.2-1.4 2.8-1.4-1.4 2.8-1.4ZM4.9 19.1l1.4-2.8 1.4 1.4-2.8 1.4Z',
  dark: 'M9.4 2.6A9.5 9.5 0 1 0 21.4 14.6 7.5 7.5 0 0 1 9.4 2.6Z',
  system: 'M3 4h18v12H3V4Zm2 2v8h14V6H5Zm3 12h8v2H8v-2Z',
};

const modeLabels: Record<ColorMode, string> = { light: 'light mode', dark: 'dark mode', system: 'system mode' };

/**
 * Cycles light → dark → system (light ↔ dark when the system preference is not respected).
 * next-themes stores the choice under `theme` and applies it before paint. Transitions are off
 * for the switch (here rather than next-themes' `disableTransitionOnChange`, which also restyles
 * the whole page once at load, where nothing switches).
 */
export function ColorModeToggle({
  respectPrefersColorScheme: respect,
  defaultMode,
}: {
  respectPrefersColorScheme: boolean;
  defaultMode: ColorMode;
}) {
  const { theme, setTheme } = useTheme();
  const mounted = useHydrated();

  const current: ColorMode = parseColorMode(theme ?? null) ?? (respect ? 'system' : defaultMode);
  const next = nextColorMode(current, respect);
  const shown: ColorMode = mounted ? current : 'light';

  return (
    <button
      type="button"
      className="navbar__icon-button color-mode-toggle"
      onClick={() => withoutTransitions(documentTransitionHost(document), () => setTheme(next))}
      disabled={!mounted}
      title={`Switch between dark and light mode (currently ${modeLabels[shown]})`}
      aria-label={`Switch between dark and light mode (currently ${modeLabels[shown]})`}
      aria-live="polite"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d={icons[shown]} />
      </svg>
    </button>
  );
}
