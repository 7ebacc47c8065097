/** What the `site` part of the bench found (written to .bench/site.json), and its printed tables. */
import {
  kb,
  type LighthouseFigures,
  median,
  type PageLoad,
  type SitePageResult,
  type SlowCpuPageResult,
  siteBudgets,
  slowCpuBudgets,
  spread,
} from './budgets';

/** The passes over every page: Lighthouse's default 4x CPU slowdown, 8x, and calibrated to the host. */
export type PassName = 'mobile' | 'slow' | 'calibrated';
export const passNames: readonly PassName[] = ['mobile', 'slow', 'calibrated'];

/** One Lighthouse run, with the CPU slowdown it simulated. */
export type RunFigures = LighthouseFigures & { cpuSlowdown: number };

/** Every Lighthouse run of one page (or of the floor, page 'floor') in one pass, in run order: the spread behind a median. */
export interface PageRuns {
  page: string;
  pass: PassName;
  runs: RunFigures[];
}

/** Medians of one target in one pass; `cpuSlowdown` is the median multiplier of the calibrated pass. */
export type PassMedians = LighthouseFigures & { cpuSlowdown: number };

/** A median with the smallest and largest value it was taken over. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface SiteReport {
  /** Lighthouse runs per page and pass. */
  runs: number;
  /** The CPU slowdown of the fixed passes: Lighthouse's mobile default, and double it. */
  cpuSlowdowns: { mobile: number; slow: number };
  /** The bare Next page measured between the pages (lib/tooling/bench/floor.ts): its medians per pass. */
  floor: { nextVersion: string; runs: number; mobile: PassMedians; slow: PassMedians; calibrated: PassMedians };
  /** The host's benchmark index over every run, and the multipliers the calibrated pass chose from it. */
  calibration: { targetIndex: number; hostIndex: Spread; multiplier: Spread };
  /** Medians at the default slowdown, with each page's first-load weight. */
  pages: SitePageResult[];
  /** Medians at the doubled slowdown. */
  slowCpu: SlowCpuPageResult[];
  /** Medians in the calibrated pass (`cpuSlowdown`: the median multiplier). */
  calibrated: SlowCpuPageResult[];
  /** Every run, per page (and the floor) and pass. */
  perRun: PageRuns[];
  /** How long the Lighthouse runs took, the floor's build included. */
  seconds: number;
  /**
   * The host's 1, 5 and 15 minute load averages (as `uptime` prints them) before and after the
   * runs: other work on the machine shows up as blocking time, on the floor and the pages alike.
   */
  loadAverage: { before: number[]; after: number[]; cores: number };
  export: { files: number; bytes: number };
  /** Weights and flight data of every page in the export, heaviest first-load JS first. */
  loads: PageLoad[];
}

type Measure = keyof Omit<PageLoad, 'page'>;

/** The figures read from the export's files, in table order: column head, name in prose, format. */
const measures: readonly { key: Measure; head: string; name: string; format: (value: number) => string }[] = [
  { key: 'htmlRaw', head: 'HTML', name: 'HTML', format: kb },
  { key: 'htmlGzip', head: 'HTML gz', name: 'HTML gzip', format: kb },
  { key: 'jsGzip', head: 'JS gz', name: 'first-load JS gzip', format: kb },
  { key: 'cssGzip', head: 'CSS gz', name: 'CSS gzip', format: kb },
  { key: 'stylesheets', head: 'sheets', name: 'stylesheets', format: String },
  { key: 'flightBytes', head: 'flight', name: 'flight data', format: kb },
  { key: 'flightScripts', head: 'pushes', name: 'flight scripts', format: String },
  { key: 'hydratedElements', head: 'elements', name: 'hydrated elements', format: String },
  { key: 'islands', head: 'islands', name: 'islands', format: String },
];

/** Fixed-width rows: the first column left-aligned, the others right-aligned. */
function table(widths: readonly number[], rows: readonly (readonly string[])[]): string[] {
  return rows.map((cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' '));
}

/** The page of `loads` with the largest `key` (the first of a tie, in the order given). */
function heaviest(loads: readonly PageLoad[], key: Measure): PageLoad | undefined {
  return loads.reduce<PageLoad | undefined>((top, load) => (top === undefined || load[key] > top[key] ? load : top), undefined);
}

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : `${Math.round(value)} ms`);
const signed = (value: number) => (Number.isNaN(value) ? '–' : `${value >= 0 ? '+' : '−'}${Math.abs(Math.round(value))} ms`);
const times = (value: number) => (Number.isNaN(value) ? '–' : `${Number(value.toFixed(2))}x`);

/** A median with its range over the runs: `245 (230–260)`, in milliseconds. */
function withSpread(report: SiteReport, page: string, pass: PassName, value: number | undefined): string {
  const runs = report.perRun.find((entry) => entry.page === page && entry.pass === pass)?.runs ?? [];
  if (value === undefined || Number.isNaN(value)) return '–';
  if (runs.length < 2) return `${Math.round(value)}`;
  const { min, max } = spread(runs.map((run) => run.tbt));
  return `${Math.round(value)} (${Math.round(min)}–${Math.round(max)})`;
}

/** The median benchmark index over every run of a page in every pass. */
function pageIndex(report: SiteReport, page: string): string {
  const indexes = report.perRun.filter((entry) => entry.page === page).flatMap((entry) => entry.runs.map((run) => run.benchmarkIndex));
  return indexes.length === 0 ? '–' : String(Math.round(median(indexes)));
}

/**
 * The report as fixed-width tables: the floor and the calibration it ran with; the Lighthouse
 * scores of every pass; blocking time with its spread and its distance from the floor, marked ✗
 * where over budget; then what the export's files hold for the same pages, and the heaviest page
 * of the whole export for each of those figures.
 */
export function formatSiteReport(report: SiteReport): string {
  const { mobile, slow } = report.cpuSlowdowns;
  const { floor, calibration } = report;
  const rows = [
    {
      page: 'floor',
      m: floor.mobile as LighthouseFigures | undefined,
      s: floor.slow as PassMedians | undefined,
      c: floor.calibrated as PassMedians | undefined,
    },
    ...report.pages.map((r) => ({
      page: r.page,
      m: r as LighthouseFigures | undefined,
      s: report.slowCpu.find((entry) => entry.page === r.page),
      c: report.calibrated.find((entry) => entry.page === r.page),
    })),
  ];
  const score = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : String(value));
  const scores = table(
    [32, 7, 7, 8, 9, 9, 8, 6, 5, 4, 4],
    [
      ['page', `perf ${mobile}x`, `perf ${slow}x`, 'perf cal', `LCP ${mobile}x`, `LCP ${slow}x`, 'FCP', 'CLS', 'a11y', 'bp', 'seo'],
      ...rows.map(({ page, m, s, c }) => [
        page,
        score(m?.performance),
        score(s?.performance),
        score(c?.performance),
        ms(m?.lcp),
        ms(s?.lcp),
        ms(m?.fcp),
        m === undefined || Number.isNaN(m.cls) ? '–' : m.cls.toFixed(3),
        score(m?.accessibility),
        score(m?.bestPractices),
        score(m?.seo),
      ]),
    ],
  );
  const over4 = siteBudgets.maxTbtOverFloorMs;
  const over8 = slowCpuBudgets.maxTbtOverFloorMs;
  const distance = (value: number | undefined, floorTbt: number, allowed: number | undefined) => {
    if (value === undefined || Number.isNaN(value)) return '–';
    const d = value - floorTbt;
    return `${signed(d)}${allowed !== undefined && !(d <= allowed) ? ' ✗' : ''}`;
  };
  const blocking = table(
    [32, 16, 11, 16, 11, 16, 11, 6, 6],
    [
      ['page', `TBT ${mobile}x`, 'vs floor', `TBT ${slow}x`, 'vs floor', 'TBT cal', 'vs floor', 'cal', 'index'],
      ...rows.map(({ page, m, s, c }) => [
        page,
        withSpread(report, page, 'mobile', m?.tbt),
        page === 'floor' ? '' : distance(m?.tbt, floor.mobile.tbt, over4),
        withSpread(report, page, 'slow', s?.tbt),
        page === 'floor' ? '' : distance(s?.tbt, floor.slow.tbt, over8),
        withSpread(report, page, 'calibrated', c?.tbt),
        page === 'floor' ? '' : distance(c?.tbt, floor.calibrated.tbt, undefined),
        times(c?.cpuSlowdown ?? Number.NaN),
        pageIndex(report, page),
      ]),
    ],
  );
  const measured = report.pages.flatMap((r) => report.loads.filter((load) => load.page === r.page));
  const files = table(
    [32, ...measures.map(() => 9)],
    [['page', ...measures.map((m) => m.head)], ...measured.map((load) => [load.page, ...measures.map((m) => m.format(load[m.key]))])],
  );
  const tops =
    report.loads.length === 0
      ? ['no pages weighed']
      : [
          `heaviest of all ${report.loads.length} pages:`,
          ...measures.map((m) => {
            const top = heaviest(report.loads, m.key)!;
            return `  ${m.name.padEnd(19)}${m.format(top[m.key]).padStart(9)}  ${top.page}`;
          }),
        ];
  const size = `export: ${report.export.files} files, ${(report.export.bytes / 1024 / 1024).toFixed(1)} MB`;
  const index = (value: number) => (Number.isNaN(value) ? '–' : String(Math.round(value)));
  const load = (values: readonly number[]) => values.map((value) => value.toFixed(2)).join(', ');
  return [
    `Lighthouse mobile profile, median of ${report.runs} run(s) per page and pass, in ${Math.round(report.seconds / 60)} min: CPU slowdown ${mobile}x (its default), ${slow}x, and calibrated (cal)`,
    `load average (1, 5, 15 min) on ${report.loadAverage.cores} cores: ${load(report.loadAverage.before)} before, ${load(report.loadAverage.after)} after`,
    `floor: a bare Next ${floor.nextVersion} page (static export, 40 paragraphs, no client component), ${floor.runs} run(s) per pass between the pages`,
    `host benchmarkIndex: median ${index(calibration.hostIndex.median)} (${index(calibration.hostIndex.min)}–${index(calibration.hostIndex.max)}) over every run; ` +
      `calibrated pass: target index ${calibration.targetIndex}, multiplier median ${times(calibration.multiplier.median)} (${times(calibration.multiplier.min)}–${times(calibration.multiplier.max)})`,
    ...scores,
    '',
    `Total blocking time, median (min–max of the runs); budgets: ${mobile}x ≤ floor + ${over4} ms, ${slow}x ≤ floor + ${over8} ms (✗ over); cal: median multiplier; index: median benchmarkIndex of the page's runs`,
    ...blocking,
    '',
    'Files of the export (the same on every machine): gzip as served, flight data decoded',
    ...files,
    ...tops,
    size,
  ].join('\n');
}
