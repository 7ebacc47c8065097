import { describe, expect, it } from 'vitest';
import { collapseDurationMs } from './collapse';

describe('collapseDurationMs', () => {
  it('grows with the height', () => {
    expect(collapseDurationMs(100, false)).toBeLessThan(collapseDurationMs(1000, false));
    expect(collapseDurationMs(360, false)).toBe(327);
  });
  it('is 1 ms under reduced motion', () => {
    expect(collapseDurationMs(1000, true)).toBe(1);
  });
  it('is 0 for empty content', () => {
    expect(collapseDurationMs(0, false)).toBe(0);
  });
});
