/**
 * Everything the site keeps in localStorage, with the parsers that turn a stored string into a
 * value. A corrupted or foreign value parses to `null`, which callers treat as "use the default".
 * Browser code imports this module, so it takes the site's settings as arguments instead of
 * importing the whole site config.
 */

export const colorModes = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof colorModes)[number];

export function parseColorMode(raw: string | null): ColorMode | null {
  return colorModes.find((mode) => mode === raw) ?? null;
}

/** The next mode of the toggle: light → dark → system, or light ↔ dark without system. */
export function nextColorMode(current: ColorMode, respectPrefersColorScheme: boolean): ColorMode {
  if (!respectPrefersColorScheme) return current === 'dark' ? 'light' : 'dark';
  return current === 'light' ? 'dark' : current === 'dark' ? 'system' : 'light';
}

/** A stored docs version, when it is one of the `known` version names. */
export function parsePreferredVersion(raw: string | null, known: readonly string[]): string | null {
  return raw !== null && known.includes(raw) ? raw : null;
}

/** localStorage that never throws (private mode, disabled storage, quota). */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the choice lasts for this page view only.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};
