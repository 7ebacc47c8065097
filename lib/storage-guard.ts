import { siteConfig } from './site-config';
import { colorModes } from './storage';

export const knownVersions: readonly string[] = siteConfig.docs.versions.map((v) => v.name);

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
