/** What the `site` part of the bench found (written to .bench/site.json), and its printed tables. */
import { kb, type LighthouseFigures, type PageLoad, type SitePageResult, type SlowCpuPageResult } from './budgets';

/** Every Lighthouse run of one page in one pass, in run order: the spread behind a median. */
export interface PageRuns {
  page: string;
  cpuSlowdown: number;
  runs: LighthouseFigures[];
}

export interface SiteReport {
  /** Lighthouse runs per page and pass. */
  runs: number;
  /** The CPU slowdown of each pass: Lighthouse's mobile default, and double it. */
  cpuSlowdowns: { mobile: number; slow: number };
  /** Medians at the default slowdown, with each page's first-load weight. */
  pages: SitePageResult[];
  /** Medians at the doubled slowdown. */
  slowCpu: SlowCpuPageResult[];
  /** Every run, per page and pass. */
  perRun: PageRuns[];
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

/**
 * The report as two fixed-width tables, the Lighthouse medians of both passes, then what the
 * export's files hold for the same pages, and the heaviest page of the whole export for each
 * of those figures.
 */
export function formatSiteReport(report: SiteReport): string {
  const { mobile, slow } = report.cpuSlowdowns;
  const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);
  const lighthouse = table(
    [28, 7, 7, 9, 9, 8, 8, 8, 6, 5, 4, 4],
    [
      [
        'page',
        `perf ${mobile}x`,
        `perf ${slow}x`,
        `LCP ${mobile}x`,
        `LCP ${slow}x`,
        `TBT ${mobile}x`,
        `TBT ${slow}x`,
        'FCP',
        'CLS',
        'a11y',
        'bp',
        'seo',
      ],
      ...report.pages.map((r) => {
        const s = report.slowCpu.find((entry) => entry.page === r.page);
        return [
          r.page,
          String(r.performance),
          s === undefined ? '–' : String(s.performance),
          ms(r.lcp),
          ms(s?.lcp),
          ms(r.tbt),
          ms(s?.tbt),
          ms(r.fcp),
          r.cls.toFixed(3),
          String(r.accessibility),
          String(r.bestPractices),
          String(r.seo),
        ];
      }),
    ],
  );
  const measured = report.pages.flatMap((r) => report.loads.filter((load) => load.page === r.page));
  const files = table(
    [28, ...measures.map(() => 9)],
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
  return [
    `Lighthouse mobile profile, median of ${report.runs} runs, CPU slowdown ${mobile}x (its default) and ${slow}x`,
    ...lighthouse,
    '',
    'Files of the export (the same on every machine): gzip as served, flight data decoded',
    ...files,
    ...tops,
    size,
  ].join('\n');
}
