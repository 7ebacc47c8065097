import { siteConfig } from './site-config';

/**
 * Everything the site keeps in localStorage, with the parsers that turn a stored string into a
 * value. A corrupted or foreign value parses to `null`, which callers treat as "use the default".
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

export const knownVersions: readonly string[] = siteConfig.docs.versions.map((v) => v.name);

export function parsePreferredVersion(raw: string | null, known: readonly string[] = knownVersions): string | null {
  return raw !== null && known.includes(raw) ? raw : null;
}

/**
 * Whether the announcement bar starts dismissed: only when the stored flag is exactly "true" and
 * was stored for the current bar id. Anything else shows the bar.
 */
export function isAnnouncementDismissed(storedId: string | null, storedFlag: string | null, currentId: string): boolean {
  return storedId === currentId && storedFlag === 'true';
}

const keys = siteConfig.storageKeys;

/**
 * A tiny script for <head> that runs before the page paints: it removes stored values the site
 * cannot use (so next-themes and the widgets start from defaults), resets the announcement
 * dismissal when the bar's id changed, and marks <html> so a dismissed bar never flashes.
 */
export function storageGuardScript(): string {
  const config = {
    theme: keys.theme,
    themes: colorModes,
    version: keys.preferredVersion(siteConfig.docs.pluginId),
    versions: knownVersions,
    dismiss: keys.announcementDismiss,
    id: keys.announcementId,
    current: siteConfig.announcement.id,
  };
  return `(function(c){try{var s=window.localStorage;var t=s.getItem(c.theme);if(t!==null&&c.themes.indexOf(t)<0)s.removeItem(c.theme);var v=s.getItem(c.version);if(v!==null&&c.versions.indexOf(v)<0)s.removeItem(c.version);if(s.getItem(c.id)!==c.current){s.setItem(c.id,c.current);s.setItem(c.dismiss,'false');}var d=s.getItem(c.dismiss);if(d!=='true'&&d!=='false')s.setItem(c.dismiss,'false');if(s.getItem(c.dismiss)==='true')document.documentElement.setAttribute('data-announcement-dismissed','true');}catch(e){}})(${JSON.stringify(config)})`;
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
