import { describe, expect, it } from 'vitest';
import type { LighthouseFigures, PageLoad } from './budgets';
import { formatSiteReport, type PageRuns, type SiteReport } from './site-report';

const figures = (performance: number, lcp: number, tbt: number): LighthouseFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 1000,
  lcp,
  tbt,
  cls: 0,
  benchmarkIndex: 1200,
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

const runsOf = (page: string, pass: PageRuns['pass'], cpuSlowdown: number, tbts: number[], index = 1200): PageRuns => ({
  page,
  pass,
  runs: tbts.map((tbt) => ({ ...figures(99, 1500, tbt), benchmarkIndex: index, cpuSlowdown })),
});

const report: SiteReport = {
  runs: 3,
  cpuSlowdowns: { mobile: 4, slow: 8 },
  floor: {
    nextVersion: '16.4.6',
    runs: 7,
    mobile: { ...figures(97, 1400, 245), cpuSlowdown: 4 },
    slow: { ...figures(86, 1700, 664), cpuSlowdown: 8 },
    calibrated: { ...figures(98, 1400, 180), cpuSlowdown: 3.2 },
  },
  calibration: { targetIndex: 375, hostIndex: { median: 1200, min: 1010, max: 1302 }, multiplier: { median: 3.2, min: 2.69, max: 3.47 } },
  pages: [
    { page: '/themes', ...figures(99, 1500, 240), jsGzip: 120 * 1024, cssGzip: 10 * 1024 },
    { page: '/docs/intro', ...figures(100, 1200, 300), jsGzip: 120 * 1024, cssGzip: 10 * 1024 },
  ],
  slowCpu: [{ page: '/themes', cpuSlowdown: 8, ...figures(88, 2900, 800) }],
  calibrated: [{ page: '/themes', cpuSlowdown: 3.2, ...figures(99, 1500, 150) }],
  perRun: [
    runsOf('floor', 'mobile', 4, [245, 230, 260]),
    runsOf('/themes', 'mobile', 4, [240, 220, 251], 1000),
    runsOf('/themes', 'slow', 8, [800, 760, 900], 1100),
    runsOf('/themes', 'calibrated', 3.2, [150, 140, 170], 1300),
  ],
  seconds: 1260,
  loadAverage: { before: [0.31, 0.13, 0.46], after: [1.9, 1.52, 1.01], cores: 2 },
  export: { files: 10, bytes: 3 * 1024 * 1024 },
  loads: [load('/themes', 30, 400, 3), load('/docs/intro', 20, 300, 2), load('/docs/reference/api', 200, 2500, 2)],
};

const lines = formatSiteReport(report)
  .split('\n')
  .map((line) => line.trim().replace(/\s+/g, ' '));

describe('formatSiteReport', () => {
  it('names the floor, the host’s benchmark index and the calibrated multiplier above the tables', () => {
    expect(lines).toContain(
      'floor: a bare Next 16.4.6 page (static export, 40 paragraphs, no client component), 7 run(s) per pass between the pages',
    );
    expect(lines).toContain(
      'host benchmarkIndex: median 1200 (1010–1302) over every run; calibrated pass: target index 375, multiplier median 3.2x (2.69x–3.47x)',
    );
    expect(lines[0]).toContain('in 21 min');
    expect(lines).toContain('load average (1, 5, 15 min) on 2 cores: 0.31, 0.13, 0.46 before, 1.90, 1.52, 1.01 after');
  });

  it('puts the three passes side by side in the score table, the floor first, a dash where a pass has no result', () => {
    expect(lines).toContain('page perf 4x perf 8x perf cal LCP 4x LCP 8x FCP CLS a11y bp seo');
    expect(lines).toContain('floor 97 86 98 1400 ms 1700 ms 1000 ms 0.000 100 100 100');
    expect(lines).toContain('/themes 99 88 99 1500 ms 2900 ms 1000 ms 0.000 100 100 100');
    expect(lines).toContain('/docs/intro 100 – – 1200 ms – 1000 ms 0.000 100 100 100');
  });

  it('gives blocking time with its spread and its distance from the floor, marking what is over budget', () => {
    expect(lines).toContain('page TBT 4x vs floor TBT 8x vs floor TBT cal vs floor cal index');
    expect(lines).toContain('floor 245 (230–260) 664 180 3.2x 1200');
    // 4x: 240 is under the floor (245 + 0); 8x: 800 is over 664 + 100.
    expect(lines).toContain('/themes 240 (220–251) −5 ms 800 (760–900) +136 ms ✗ 150 (140–170) −30 ms 3.2x 1100');
    expect(lines).toContain('/docs/intro 300 +55 ms ✗ – – – – – –');
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
