'use client';

import { parsePreferredVersion, safeStorage } from '@/lib/storage';
import { useClientValue } from './use-client-value';

/** Told when the preferred docs version changes in this page, so every reader of it updates at once. */
const CHANGED = 'lilaq:preferred-version';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  // Another tab chose a version.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The stored preferred docs version, if it is one of `known` (null before hydration and when unset or unknown). */
export function usePreferredVersion(storageKey: string, known: readonly string[]): string | null {
  return useClientValue(() => parsePreferredVersion(safeStorage.get(storageKey), known), null, subscribe);
}

/** Stores the preferred docs version and tells this page's readers of it. */
export function setPreferredVersion(storageKey: string, version: string): void {
  safeStorage.set(storageKey, version);
  window.dispatchEvent(new Event(CHANGED));
}
