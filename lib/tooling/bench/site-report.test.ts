import { describe, expect, it } from 'vitest';
import type { LighthouseFigures, PageLoad } from './budgets';
import { formatSiteReport, type SiteReport } from './site-report';

const figures = (performance: number, lcp: number, tbt: number): LighthouseFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 1000,
  lcp,
  tbt,
  cls: 0,
});

const load = (page: string, flightKb: number, hydratedElements: number, stylesheets: number): PageLoad => ({
  page,
  htmlRaw: 80 * 1024,
  htmlGzip: 12 * 1024,
  jsGzip: 120 * 1024,
  cssGzip: 10 * 1024,
  stylesheets,
  flightBytes: flightKb * 1024,
  flightScripts: 4,
  hydratedElements,
  islands: 7,
});

const report: SiteReport = {
  runs: 3,
  cpuSlowdowns: { mobile: 4, slow: 8 },
  pages: [
    { page: '/themes', ...figures(99, 1500, 40), jsGzip: 120 * 1024, cssGzip: 10 * 1024 },
    { page: '/docs/intro', ...figures(100, 1200, 0), jsGzip: 120 * 1024, cssGzip: 10 * 1024 },
  ],
  slowCpu: [{ page: '/themes', cpuSlowdown: 8, ...figures(88, 2900, 250) }],
  perRun: [],
  export: { files: 10, bytes: 3 * 1024 * 1024 },
  loads: [load('/themes', 30, 400, 3), load('/docs/intro', 20, 300, 2), load('/docs/reference/api', 200, 2500, 2)],
};

const lines = formatSiteReport(report)
  .split('\n')
  .map((line) => line.trim().replace(/\s+/g, ' '));

describe('formatSiteReport', () => {
  it('puts both passes side by side in the Lighthouse table, a dash where a pass has no result', () => {
    expect(lines).toContain('page perf 4x perf 8x LCP 4x LCP 8x TBT 4x TBT 8x FCP CLS a11y bp seo');
    expect(lines).toContain('/themes 99 88 1500 ms 2900 ms 40 ms 250 ms 1000 ms 0.000 100 100 100');
    expect(lines).toContain('/docs/intro 100 – 1200 ms – 0 ms – 1000 ms 0.000 100 100 100');
  });

  it('lists what the files hold for the Lighthouse pages only, in their order', () => {
    const head = lines.indexOf('page HTML HTML gz JS gz CSS gz sheets flight pushes elements islands');
    expect(head).toBeGreaterThan(0);
    expect(lines.slice(head + 1, head + 3)).toEqual([
      '/themes 80.0 KB 12.0 KB 120.0 KB 10.0 KB 3 30.0 KB 4 400 7',
      '/docs/intro 80.0 KB 12.0 KB 120.0 KB 10.0 KB 2 20.0 KB 4 300 7',
    ]);
    expect(lines.some((line) => line.startsWith('/docs/reference/api 80.0 KB'))).toBe(false);
  });

  it('names the heaviest page of the whole export for each measure', () => {
    expect(lines).toContain('heaviest of all 3 pages:');
    expect(lines).toContain('flight data 200.0 KB /docs/reference/api');
    expect(lines).toContain('hydrated elements 2500 /docs/reference/api');
    expect(lines).toContain('stylesheets 3 /themes');
    expect(lines).toContain('export: 10 files, 3.0 MB');
  });
});
