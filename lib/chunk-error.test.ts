import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReloadAfterChunkError } from './chunk-error';

describe('chunk load failures', () => {
  it('recognises chunk errors and ignores others', () => {
    const chunk = new Error('Loading chunk 123 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads at most once a minute', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(shouldReloadAfterChunkError(storage, 1_000_000)).toBe(true);
    expect(shouldReloadAfterChunkError(storage, 1_030_000)).toBe(false);
    expect(shouldReloadAfterChunkError(storage, 1_061_000)).toBe(true);
  });
});
