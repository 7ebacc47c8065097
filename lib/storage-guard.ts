import { siteConfig } from './site-config';
import { colorModes } from './storage';

export const knownVersions: readonly string[] = siteConfig.docs.versions.map((v) => v.name);

const keys = siteConfig.storageKeys;

/** What the guard needs to know, passed to it as JSON. */
interface GuardConfig {
  theme: string;
  themes: readonly string[];
  version: string;
  versions: readonly string[];
  dismiss: string;
  id: string;
  current: string;
}

/**
 * Runs in <head> before the page paints (serialised with `toString()`, so it may use only its
 * argument and browser globals): it removes stored values the site cannot use (so next-themes and
 * the widgets start from defaults), resets the announcement dismissal when the bar's id changed,
 * and marks <html> so a dismissed bar never flashes.
 */
function guardStorage(c: GuardConfig): void {
  try {
    const s = window.localStorage;
    const theme = s.getItem(c.theme);
    if (theme !== null && !c.themes.includes(theme)) s.removeItem(c.theme);
    const version = s.getItem(c.version);
    if (version !== null && !c.versions.includes(version)) s.removeItem(c.version);
    if (s.getItem(c.id) !== c.current) {
      s.setItem(c.id, c.current);
      s.setItem(c.dismiss, 'false');
    }
    const dismissed = s.getItem(c.dismiss);
    if (dismissed !== 'true' && dismissed !== 'false') s.setItem(c.dismiss, 'false');
    if (s.getItem(c.dismiss) === 'true') document.documentElement.setAttribute('data-announcement-dismissed', 'true');
  } catch {
    // Storage disabled (private mode, browser policy): the page starts from its defaults.
  }
}

/** The inline <head> script: the guard called with the site's keys (its CSP hash is added at build). */
export function storageGuardScript(): string {
  const config: GuardConfig = {
    theme: keys.theme,
    themes: colorModes,
    version: keys.preferredVersion(siteConfig.docs.pluginId),
    versions: knownVersions,
    dismiss: keys.announcementDismiss,
    id: keys.announcementId,
    current: siteConfig.announcement.id,
  };
  return `(${guardStorage.toString()})(${JSON.stringify(config)})`;
}
