import { describe, expect, it } from 'vitest';
import { readingTimeMinutes } from './reading-time';

describe('readingTimeMinutes', () => {
  it('is at least one minute', () => {
    expect(readingTimeMinutes('Short.')).toBe(1);
  });
  it('counts words at 200 per minute, ignoring punctuation-only tokens', () => {
    expect(readingTimeMinutes(`${'word '.repeat(1000)} - — *`)).toBe(5);
  });
});
