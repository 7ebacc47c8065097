import { describe, expect, it } from 'vitest';
import { compareVersions, covers, CURRENT_RELEASE, docsRoot, inRelease, splitDocsPath } from './versions';

describe('docs paths by release', () => {
  it('keeps the specification routes for the current release and puts another under its version', () => {
    expect(CURRENT_RELEASE).toBe('0.5.0');
    expect(docsRoot('0.5.0')).toBe('/docs');
    expect(docsRoot('0.6.0')).toBe('/docs/0.6.0');
  });
  it('splits a docs path into release and page, anchor included', () => {
    expect(splitDocsPath('/docs/0.6.0/reference/bar#width')).toEqual({ release: '0.6.0', rest: '/reference/bar#width' });
    expect(splitDocsPath('/docs/reference/bar')).toEqual({ release: '0.5.0', rest: '/reference/bar' });
    expect(splitDocsPath('/docs/0.6.0')).toEqual({ release: '0.6.0', rest: '' });
    expect(splitDocsPath('/docs')).toEqual({ release: '0.5.0', rest: '' });
    expect(splitDocsPath('/docsearch')).toBeNull();
    expect(splitDocsPath('/blog/release-0.6.0')).toBeNull();
  });
  it('moves a path to the same page of another release, and back', () => {
    expect(inRelease('/docs/reference/bar#width', '0.6.0')).toBe('/docs/0.6.0/reference/bar#width');
    expect(inRelease('/docs/0.6.0/recipes/violin-plot', '0.5.0')).toBe('/docs/recipes/violin-plot');
    expect(inRelease('/docs/0.6.0/intro', '0.6.0')).toBe('/docs/0.6.0/intro');
    expect(inRelease('/gallery', '0.6.0')).toBe('/gallery');
  });
  it('orders versions by number, not by text, and reads ranges inclusively', () => {
    expect(compareVersions('0.10.0', '0.9.0')).toBeGreaterThan(0);
    expect(compareVersions('0.6.0', '0.6.0')).toBe(0);
    expect(covers({ since: '0.6.0' }, '0.5.0')).toBe(false);
    expect(covers({ since: '0.6.0' }, '0.6.0')).toBe(true);
    expect(covers({ until: '0.5.0' }, '0.6.0')).toBe(false);
    expect(covers({ until: '0.5.0' }, '0.5.0')).toBe(true);
    expect(covers({}, '0.6.0')).toBe(true);
  });
});
