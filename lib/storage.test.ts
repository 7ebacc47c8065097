import { describe, expect, it } from 'vitest';
import { siteConfig } from './site-config';
import { nextColorMode, parseColorMode, parsePreferredVersion } from './storage';
import { knownVersions, storageGuardScript } from './storage-guard';

function runGuard(initial: Record<string, string>) {
  const store = new Map(Object.entries(initial));
  const attributes = new Map<string, string>();
  const window = {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
  };
  const document = { documentElement: { setAttribute: (k: string, v: string) => void attributes.set(k, v) } };
  new Function('window', 'document', storageGuardScript())(window, document);
  return { store, attributes };
}

const keys = siteConfig.storageKeys;
const versionKey = keys.preferredVersion('default');

describe('colour mode', () => {
  it('accepts only light, dark and system', () => {
    expect(parseColorMode('dark')).toBe('dark');
    expect(parseColorMode('{"mode":"dark"}')).toBeNull();
    expect(parseColorMode(null)).toBeNull();
  });
  it('cycles light, dark, system when the system preference is respected', () => {
    expect(nextColorMode('light', true)).toBe('dark');
    expect(nextColorMode('dark', true)).toBe('system');
    expect(nextColorMode('system', true)).toBe('light');
  });
  it('only flips between light and dark otherwise', () => {
    expect(nextColorMode('light', false)).toBe('dark');
    expect(nextColorMode('dark', false)).toBe('light');
  });
});

describe('preferred docs version', () => {
  it('keeps known versions and rejects unknown ones', () => {
    expect(parsePreferredVersion('current', knownVersions)).toBe('current');
    expect(parsePreferredVersion('0.4.0', knownVersions)).toBeNull();
  });
});

describe('storage guard script', () => {
  it('removes corrupted theme and unknown version values', () => {
    const { store } = runGuard({ theme: '<script>', [versionKey]: '9.9.9' });
    expect(store.has('theme')).toBe(false);
    expect(store.has(versionKey)).toBe(false);
  });
  it('keeps valid values', () => {
    const { store } = runGuard({ theme: 'dark', [versionKey]: 'current' });
    expect(store.get('theme')).toBe('dark');
    expect(store.get(versionKey)).toBe('current');
  });
  it('resets the dismissal when the announcement id changes', () => {
    const { store, attributes } = runGuard({ [keys.announcementId]: 'older-bar', [keys.announcementDismiss]: 'true' });
    expect(store.get(keys.announcementDismiss)).toBe('false');
    expect(store.get(keys.announcementId)).toBe(siteConfig.announcement.id);
    expect(attributes.size).toBe(0);
  });
  it('shows the 0.6.0 bar again to a visitor who closed the 0.5.0 one', () => {
    expect(siteConfig.announcement).toMatchObject({ id: 'release-0.6.0', link: { href: '/blog/release-0.6.0' } });
    const { store, attributes } = runGuard({ [keys.announcementId]: 'release-0.5.0', [keys.announcementDismiss]: 'true' });
    expect(store.get(keys.announcementDismiss)).toBe('false');
    expect(store.get(keys.announcementId)).toBe('release-0.6.0');
    expect(attributes.has('data-announcement-dismissed')).toBe(false);
  });
  it('marks the page when the current bar was dismissed', () => {
    const { attributes } = runGuard({ [keys.announcementId]: siteConfig.announcement.id, [keys.announcementDismiss]: 'true' });
    expect(attributes.get('data-announcement-dismissed')).toBe('true');
  });
  it('treats a foreign dismissal value as not dismissed', () => {
    const { store, attributes } = runGuard({ [keys.announcementId]: siteConfig.announcement.id, [keys.announcementDismiss]: '1' });
    expect(store.get(keys.announcementDismiss)).toBe('false');
    expect(attributes.size).toBe(0);
  });
});
