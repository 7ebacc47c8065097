import { describe, expect, it } from 'vitest';
import { median, missedBudgets, overweightPages, type SitePageResult, siteBudgets } from './budgets';

const good: SitePageResult = {
  page: '/docs/intro',
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1200,
  tbt: 20,
  cls: 0,
  jsGzip: 120 * 1024,
  cssGzip: 12 * 1024,
};

describe('missedBudgets', () => {
  it('passes a page within every budget', () => {
    expect(missedBudgets([good])).toEqual([]);
  });

  it('names the page, the figure and the limit of each miss', () => {
    const slow = { ...good, page: '/themes', performance: 91, lcp: 2600, cls: 0.12, jsGzip: 146 * 1024 };
    expect(missedBudgets([good, slow])).toEqual([
      '/themes: performance 91 (budget ≥ 98)',
      '/themes: LCP 2600 ms (budget ≤ 2000 ms)',
      '/themes: CLS 0.120 (budget ≤ 0)',
      '/themes: first-load JS 146.0 KB (budget ≤ 140.0 KB gzip)',
    ]);
  });

  it('holds accessibility, best practices and SEO at 100', () => {
    expect(missedBudgets([{ ...good, seo: 92 }])).toEqual(['/docs/intro: SEO 92 (budget ≥ 100)']);
    expect(missedBudgets([{ ...good, bestPractices: 96 }], { ...siteBudgets, minOtherScores: 95 })).toEqual([]);
  });

  it('counts CSS and TBT against their limits', () => {
    expect(missedBudgets([{ ...good, tbt: 101, cssGzip: 31 * 1024 }])).toEqual([
      '/docs/intro: TBT 101 ms (budget ≤ 100 ms)',
      '/docs/intro: CSS 31.0 KB (budget ≤ 30.0 KB gzip)',
    ]);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe('overweightPages', () => {
  it('names every page of the export over the JS or CSS budget, and only those', () => {
    expect(
      overweightPages([
        { page: '/docs/intro', jsGzip: 139 * 1024, cssGzip: 12 * 1024 },
        { page: '/search', jsGzip: 141 * 1024, cssGzip: 31 * 1024 },
      ]),
    ).toEqual(['/search: first-load JS 141.0 KB (budget ≤ 140.0 KB gzip)', '/search: CSS 31.0 KB (budget ≤ 30.0 KB gzip)']);
  });
});
