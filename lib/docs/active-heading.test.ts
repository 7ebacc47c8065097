import { describe, expect, it } from 'vitest';
import { activeHeadingId } from './active-heading';

const headings = [
  { id: 'a', top: -400 },
  { id: 'b', top: 40 },
  { id: 'c', top: 600 },
];

describe('activeHeadingId', () => {
  it('picks the last heading above the offset', () => {
    expect(activeHeadingId(headings, 76, false)).toBe('b');
  });
  it('picks the first heading at the top of the page', () => {
    expect(
      activeHeadingId(
        headings.map((h) => ({ ...h, top: h.top + 1000 })),
        76,
        false,
      ),
    ).toBe('a');
  });
  it('picks the last heading at the bottom of the page', () => {
    expect(activeHeadingId(headings, 76, true)).toBe('c');
  });
  it('returns nothing without headings', () => {
    expect(activeHeadingId([], 76, false)).toBeUndefined();
  });
});
