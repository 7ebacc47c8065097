'use client';

import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * A value that only exists in the browser (storage, media queries): `serverValue` during server
 * rendering and hydration, then the browser's value. Avoids setState-in-effect re-renders.
 */
export function useClientValue<T>(read: () => T, serverValue: T, subscribe: (onChange: () => void) => () => void = subscribeNever): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}

/** True once the component runs in the browser after hydration. */
export function useHydrated(): boolean {
  return useClientValue(() => true, false);
}
