import { describe, expect, it } from 'vitest';
import { readerRelease } from './reader-release';

describe("the release a reader's search answers from", () => {
  it("is the docs page's release, whatever the preference", () => {
    expect(readerRelease('/docs/0.6.0/reference/violin', 'current')).toBe('0.6.0');
    expect(readerRelease('/docs/reference/bar', '0.6.0')).toBe('0.5.0');
  });
  it('is the preferred version elsewhere, and the current release without a known one', () => {
    expect(readerRelease('/blog', '0.6.0')).toBe('0.6.0');
    expect(readerRelease('/search', 'current')).toBe('0.5.0');
    expect(readerRelease('/gallery', null)).toBe('0.5.0');
    // A stored value the site does not know (an old or forged one) counts as none.
    expect(readerRelease('/', '<img src=x>')).toBe('0.5.0');
    expect(readerRelease(null, '0.9.9')).toBe('0.5.0');
  });
  it('is the release the search address names, over the preference, when the site knows it', () => {
    expect(readerRelease('/search', 'current', '0.6.0')).toBe('0.6.0');
    expect(readerRelease('/search', '0.6.0', '0.5.0')).toBe('0.5.0');
    // A docs page still answers for its own release.
    expect(readerRelease('/docs/reference/bar', null, '0.6.0')).toBe('0.5.0');
    // Markup or an unknown release in the address is ignored.
    expect(readerRelease('/search', '0.6.0', '<script>')).toBe('0.6.0');
    expect(readerRelease('/search', null, '9.9.9')).toBe('0.5.0');
  });
});
