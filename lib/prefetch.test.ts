import { describe, expect, it } from 'vitest';
import { shouldPrefetch } from './prefetch';

describe('shouldPrefetch', () => {
  it('prefetches on ordinary and unknown connections', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
  });
  it('does not prefetch with data saver or on 2G', () => {
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
  });
});
