import { describe, expect, it } from 'vitest';
import { isInternalHref, normalizePathname } from './routing';

describe('normalizePathname', () => {
  it.each([
    ['/docs/intro.html', '/docs/intro'],
    ['/blog/index.html', '/blog'],
    ['/index.html', '/'],
    ['/docs/', '/docs'],
    ['/', '/'],
    ['/docs/reference/scale.log', '/docs/reference/scale.log'],
  ])('%s → %s', (input, output) => {
    expect(normalizePathname(input)).toBe(output);
  });
});

describe('isInternalHref', () => {
  it('accepts site paths and rejects protocol-relative and external URLs', () => {
    expect(isInternalHref('/docs/intro')).toBe(true);
    expect(isInternalHref('//evil.example')).toBe(false);
    expect(isInternalHref('https://typst.app')).toBe(false);
  });
});
