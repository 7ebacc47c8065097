import { describe, expect, it } from 'vitest';
import {
  type LighthouseFigures,
  median,
  medianFigures,
  missedBudgets,
  missedSlowCpuBudgets,
  missedStructureBudgets,
  overweightPages,
  type SitePageResult,
  type SlowCpuPageResult,
  siteBudgets,
  structureBudgets,
} from './budgets';

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

  it('is NaN when a run did not produce the figure, wherever the sort would put it', () => {
    expect(median([Number.NaN, 1, 2])).toBeNaN();
    expect(median([2, 1, Number.NaN])).toBeNaN();
  });
});

describe('medianFigures', () => {
  const run = (performance: number, lcp: number, tbt: number): LighthouseFigures => ({
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcp: 800,
    lcp,
    tbt,
    cls: 0,
  });

  it('takes each figure’s median on its own, not the figures of the median run', () => {
    expect(medianFigures([run(99, 1500, 90), run(97, 1300, 10), run(98, 1800, 40)])).toEqual(run(98, 1500, 40));
  });

  it('reports a figure missing from one run as not measured, and the budget as missed', () => {
    const figures = medianFigures([run(99, 1500, 90), run(98, Number.NaN, 10), run(98, 1800, 40)]);
    expect(figures.lcp).toBeNaN();
    expect(missedBudgets([{ ...good, ...figures }])).toEqual(['/docs/intro: LCP not measured (budget ≤ 2000 ms)']);
  });
});

describe('missedSlowCpuBudgets', () => {
  const slow: SlowCpuPageResult = { ...good, page: '/themes', cpuSlowdown: 8, performance: 90, tbt: 300 };

  it('passes a page at the limits', () => {
    expect(missedSlowCpuBudgets([slow])).toEqual([]);
  });

  it('names the slowdown with each miss just past a limit', () => {
    expect(missedSlowCpuBudgets([{ ...slow, performance: 89, tbt: 301 }])).toEqual([
      '/themes: performance at 8x CPU slowdown 89 (budget ≥ 90)',
      '/themes: TBT at 8x CPU slowdown 301 ms (budget ≤ 300 ms)',
    ]);
  });

  it('holds neither the 4x limits nor the other figures at 8x', () => {
    expect(missedSlowCpuBudgets([{ ...slow, lcp: 5000, cls: 0.2, seo: 80 }])).toEqual([]);
    expect(missedSlowCpuBudgets([{ ...slow, tbt: 250 }], { minPerformance: 90, maxTbtMs: 200 })).toEqual([
      '/themes: TBT at 8x CPU slowdown 250 ms (budget ≤ 200 ms)',
    ]);
  });
});

describe('missedStructureBudgets', () => {
  const atLimits = {
    page: '/docs/reference/plot',
    flightBytes: structureBudgets.maxFlightBytes,
    hydratedElements: structureBudgets.maxHydratedElements,
    stylesheets: structureBudgets.maxStylesheets,
  };

  it('passes a page at every limit and fails one just past each', () => {
    const { maxFlightBytes, maxHydratedElements, maxStylesheets } = structureBudgets;
    expect(missedStructureBudgets([atLimits])).toEqual([]);
    expect(missedStructureBudgets([{ ...atLimits, flightBytes: maxFlightBytes + 1 }])).toEqual([
      `/docs/reference/plot: flight data ${(maxFlightBytes / 1024).toFixed(1)} KB (budget ≤ ${(maxFlightBytes / 1024).toFixed(1)} KB)`,
    ]);
    expect(missedStructureBudgets([{ ...atLimits, hydratedElements: maxHydratedElements + 1 }])).toEqual([
      `/docs/reference/plot: hydrated elements ${maxHydratedElements + 1} (budget ≤ ${maxHydratedElements})`,
    ]);
    expect(missedStructureBudgets([{ ...atLimits, stylesheets: maxStylesheets + 1 }])).toEqual([
      `/docs/reference/plot: stylesheets ${maxStylesheets + 1} (budget ≤ ${maxStylesheets})`,
    ]);
  });

  it('names every page over a limit, in the order given, against the limits the caller passes', () => {
    const limits = { maxFlightBytes: 160 * 1024, maxHydratedElements: 900, maxStylesheets: 4 };
    const loads = [
      { page: '/docs/reference/plot', flightBytes: Math.round(192.3 * 1024), hydratedElements: 900, stylesheets: 4 },
      { page: '/docs/intro', flightBytes: 20 * 1024, hydratedElements: 300, stylesheets: 3 },
    ];
    expect(missedStructureBudgets(loads, limits)).toEqual(['/docs/reference/plot: flight data 192.3 KB (budget ≤ 160.0 KB)']);
    expect(missedStructureBudgets(loads, { maxFlightBytes: 256 * 1024, maxHydratedElements: 250, maxStylesheets: 2 })).toEqual([
      '/docs/reference/plot: hydrated elements 900 (budget ≤ 250)',
      '/docs/reference/plot: stylesheets 4 (budget ≤ 2)',
      '/docs/intro: hydrated elements 300 (budget ≤ 250)',
      '/docs/intro: stylesheets 3 (budget ≤ 2)',
    ]);
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
