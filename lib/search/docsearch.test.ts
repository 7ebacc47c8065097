import { describe, expect, it } from 'vitest';
import { contextualFacetFilters, escapeHitForDocSearch, isModifiedClick, missingResultsUrl, searchPageUrl } from './docsearch';

describe('docsearch helpers', () => {
  it('builds the search page URL with q and the 64-character limit', () => {
    expect(searchPageUrl('log scale')).toBe('/search?q=log%20scale');
    expect(searchPageUrl('   ')).toBe('/search');
    // From a page of another release, the search page answers for that release.
    expect(searchPageUrl('violin plot', '0.6.0')).toBe('/search?q=violin%20plot&version=0.6.0');
    expect(searchPageUrl('violin plot', '0.5.0')).toBe('/search?q=violin%20plot');
    const long = searchPageUrl('a'.repeat(500));
    expect(decodeURIComponent(long.split('=')[1] ?? '')).toHaveLength(64);
  });
  it('filters by language and the docs version tag', () => {
    expect(contextualFacetFilters).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  });
  it('points missing results to the repository issues', () => {
    expect(missingResultsUrl).toBe('https://github.com/lilaq-project/lilaq/issues');
  });
  it('escapes the raw fields DocSearch renders as HTML', () => {
    const hit = escapeHitForDocSearch({
      url: '/docs/x',
      hierarchy: { lvl0: 'Docs', lvl1: 'A <b> title', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: 'x < y & z',
    });
    expect(hit.hierarchy.lvl1).toBe('A &lt;b&gt; title');
    expect(hit.hierarchy.lvl2).toBeNull();
    expect(hit.content).toBe('x &lt; y &amp; z');
    expect(hit.url).toBe('/docs/x');
  });
  it('recognises modified clicks', () => {
    const base = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(isModifiedClick(base)).toBe(false);
    expect(isModifiedClick({ ...base, metaKey: true })).toBe(true);
    expect(isModifiedClick({ ...base, button: 1 })).toBe(true);
  });
});
