import { lighthouseTbtScoring, scorePointsLost, type TbtScoring } from './tbt-score';

/** What one Lighthouse run measures on one page. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /**
   * Lighthouse's measure of the host's CPU and memory speed in this run
   * (lhr.environment.benchmarkIndex): the figure a calibrated slowdown is chosen from.
   */
  benchmarkIndex: number;
}

/** What one page of the export scored and weighed (medians over the Lighthouse runs). */
export interface SitePageResult extends LighthouseFigures {
  page: string;
  /** First-load bytes, gzip. */
  jsGzip: number;
  cssGzip: number;
}

/** One page's medians in the pass with the CPU slowdown doubled. */
export interface SlowCpuPageResult extends LighthouseFigures {
  page: string;
  /** The multiplier Lighthouse simulated, 8 with its mobile defaults. */
  cpuSlowdown: number;
}

/**
 * The bare Next page's medians in one pass, measured in the same bench run as the site's pages
 * (lib/tooling/bench/floor.ts): what the framework alone costs on this host at this slowdown.
 */
export interface Floor {
  tbt: number;
  performance: number;
}

export interface SiteBudgets {
  /** Held at the floor's own score instead when the bare page scores lower on this host. */
  minPerformance: number;
  /** Accessibility, best practices and SEO. */
  minOtherScores: number;
  /**
   * Pages kept out of search engines on purpose (`robots: { index: false }`), whose SEO score
   * Lighthouse's is-crawlable audit holds down by design: SEO is not budgeted there.
   */
  noindexPages: readonly string[];
  maxLcpMs: number;
  /** Blocking time allowed above the bare Next page's, at the default 4x slowdown. */
  maxTbtOverFloorMs: number;
  maxCls: number;
  maxJsGzip: number;
  maxCssGzip: number;
}

/**
 * The budgets issue 13 set for a phone (Lighthouse mobile profile, medians of three runs), with
 * issue 27's blocking time: at 4x no more than the bare Next page measured in the same run.
 */
export const siteBudgets: SiteBudgets = {
  minPerformance: 98,
  minOtherScores: 100,
  // app/search/page.tsx: a results page is not something to land on from a search engine.
  noindexPages: ['/search'],
  maxLcpMs: 2000,
  maxTbtOverFloorMs: 0,
  maxCls: 0,
  // 140 KB until the docs of two releases (issue 44): the version menu that keeps page and anchor,
  // the release banner's link and the preferred version the Docs link follows added 1.2 KB to every
  // page's shared chunks (140.9 KB on docs pages). Lighthouse on 0.6.0 pages: performance 100 at 4x.
  maxJsGzip: 141 * 1024,
  maxCssGzip: 30 * 1024,
};

/** Bytes as kilobytes with one decimal, the unit of every weight in the bench's output. */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * Whether `value` misses a maximum, or a minimum. A figure Lighthouse did not produce is NaN (a missing
 * audit); it counts as over, so a page that could not be measured is not taken for a fast one.
 */
const over = (value: number, max: number) => !(value <= max);
const under = (value: number, min: number) => !(value >= min);
const ms = (value: number) => (Number.isNaN(value) ? 'not measured' : `${Math.round(value)} ms`);

/**
 * The blocking-time limit over a floor, and how to say it: `floor 245 ms + 100 ms = 345 ms`. A
 * floor that was not measured (NaN) makes the limit NaN, which every page misses.
 */
export function tbtLimit(floor: Floor, overFloorMs: number): { limit: number; text: string } {
  const limit = floor.tbt + overFloorMs;
  return { limit, text: `≤ floor ${ms(floor.tbt)} + ${overFloorMs} ms = ${ms(limit)}` };
}

/**
 * The score a page must reach: the fixed minimum, or, where the bare page itself scores lower on
 * this host, the floor's score less what the blocking time a page is allowed above the floor costs
 * on Lighthouse's own curve (a page is not asked to beat the framework it is built on, nor to be
 * held by its score to less blocking time than its TBT budget allows). An unmeasured floor score
 * is NaN, which every page misses.
 */
export function performanceLimit(
  floor: Floor,
  minPerformance: number,
  tbtOverFloorMs = 0,
  scoring: TbtScoring = lighthouseTbtScoring(),
): { limit: number; text: string } {
  const allowed = tbtOverFloorMs > 0 ? Math.floor(scorePointsLost(scoring, floor.tbt, floor.tbt + tbtOverFloorMs)) : 0;
  const limit = Math.min(minPerformance, floor.performance - allowed);
  if (Number.isNaN(limit)) return { limit, text: `≥ ${minPerformance} or the floor's score, not measured` };
  if (limit === minPerformance) return { limit, text: `≥ ${minPerformance}` };
  if (allowed === 0) return { limit, text: `≥ ${limit}, the floor's score` };
  return {
    limit,
    text: `≥ ${limit}: the floor's ${floor.performance} less ${allowed}, the cost of ${tbtOverFloorMs} ms more blocking time`,
  };
}

/** Every budget a page misses, as a sentence naming the page, the figure and the limit. */
export function missedBudgets(results: readonly SitePageResult[], floor: Floor, budgets: SiteBudgets = siteBudgets): string[] {
  const missed: string[] = [];
  const tbt = tbtLimit(floor, budgets.maxTbtOverFloorMs);
  const performance = performanceLimit(floor, budgets.minPerformance, budgets.maxTbtOverFloorMs);
  for (const r of results) {
    const fail = (what: string, value: string, limit: string) => missed.push(`${r.page}: ${what} ${value} (budget ${limit})`);
    if (under(r.performance, performance.limit)) fail('performance', String(r.performance), performance.text);
    for (const [name, score] of [
      ['accessibility', r.accessibility],
      ['best practices', r.bestPractices],
      ['SEO', budgets.noindexPages.includes(r.page) ? Number.POSITIVE_INFINITY : r.seo],
    ] as const) {
      if (under(score, budgets.minOtherScores)) fail(name, String(score), `≥ ${budgets.minOtherScores}`);
    }
    if (over(r.lcp, budgets.maxLcpMs)) fail('LCP', ms(r.lcp), `≤ ${budgets.maxLcpMs} ms`);
    if (over(r.tbt, tbt.limit)) fail('TBT', ms(r.tbt), tbt.text);
    if (over(r.cls, budgets.maxCls)) fail('CLS', r.cls.toFixed(3), `≤ ${budgets.maxCls}`);
    if (over(r.jsGzip, budgets.maxJsGzip)) fail('first-load JS', kb(r.jsGzip), `≤ ${kb(budgets.maxJsGzip)} gzip`);
    if (over(r.cssGzip, budgets.maxCssGzip)) fail('CSS', kb(r.cssGzip), `≤ ${kb(budgets.maxCssGzip)} gzip`);
  }
  return missed;
}

/**
 * The pass with Lighthouse's CPU slowdown doubled (8x instead of 4x, network unchanged): a phone
 * half as fast as the one the mobile profile stands for, or the same phone busy with something
 * else. Only the score and blocking time are held there; the other budgets are the 4x pass's.
 */
export interface SlowCpuBudgets {
  /**
   * Held at the floor's own score instead when the bare page scores lower on this host, less the
   * points the blocking time allowed above the floor costs (performanceLimit).
   */
  minPerformance: number;
  /** Blocking time allowed above the bare Next page's at the same slowdown. */
  maxTbtOverFloorMs: number;
}

export const slowCpuBudgets: SlowCpuBudgets = { minPerformance: 90, maxTbtOverFloorMs: 100 };

/** Every budget a page misses at the doubled slowdown, as a sentence naming the slowdown. */
export function missedSlowCpuBudgets(
  results: readonly SlowCpuPageResult[],
  floor: Floor,
  budgets: SlowCpuBudgets = slowCpuBudgets,
): string[] {
  const tbt = tbtLimit(floor, budgets.maxTbtOverFloorMs);
  const performance = performanceLimit(floor, budgets.minPerformance, budgets.maxTbtOverFloorMs);
  return results.flatMap((r) => {
    const at = `at ${r.cpuSlowdown}x CPU slowdown`;
    return [
      ...(under(r.performance, performance.limit) ? [`${r.page}: performance ${at} ${r.performance} (budget ${performance.text})`] : []),
      ...(over(r.tbt, tbt.limit) ? [`${r.page}: TBT ${at} ${ms(r.tbt)} (budget ${tbt.text})`] : []),
    ];
  });
}

/**
 * First-load weight and structure of one exported page: figures read from the files of the
 * export, the same on every machine (every page is weighed, not only the Lighthouse ones).
 */
export interface PageLoad {
  page: string;
  /** The HTML document, raw and gzip as served. */
  htmlRaw: number;
  htmlGzip: number;
  /** First-load bytes, gzip. */
  jsGzip: number;
  cssGzip: number;
  /** Stylesheets the page links, each a request that holds up the first paint. */
  stylesheets: number;
  /** UTF-8 bytes of the React Server Components payload inlined in the HTML (lib/tooling/bench/flight.ts). */
  flightBytes: number;
  /** Scripts that carry it. */
  flightScripts: number;
  /** Host elements in the payload: what React walks to hydrate the page. */
  hydratedElements: number;
  /** Client component references in the payload. */
  islands: number;
}

/** The pages of the whole export over the JS or CSS budget, one sentence each. */
export function overweightPages(
  loads: readonly Pick<PageLoad, 'page' | 'jsGzip' | 'cssGzip'>[],
  budgets: SiteBudgets = siteBudgets,
): string[] {
  return loads.flatMap((load) => [
    ...(over(load.jsGzip, budgets.maxJsGzip)
      ? [`${load.page}: first-load JS ${kb(load.jsGzip)} (budget ≤ ${kb(budgets.maxJsGzip)} gzip)`]
      : []),
    ...(over(load.cssGzip, budgets.maxCssGzip) ? [`${load.page}: CSS ${kb(load.cssGzip)} (budget ≤ ${kb(budgets.maxCssGzip)} gzip)`] : []),
  ]);
}

/** Limits on what a page's files make the browser do, whatever the machine; see `structureBudgets`. */
export interface StructureBudgets {
  /**
   * Flight data, UTF-8 bytes. The page's tree a second time, as script text the browser
   * downloads with the HTML, parses and hands to React before the page responds; it grows with
   * the content (long reference tables, many examples) and holds the HTML's download back.
   */
  maxFlightBytes: number;
  /**
   * Host elements in the flight data. React hydration walks every one of them on the main thread
   * at load: this is the blocking time that scales with the page, not with the script size.
   */
  maxHydratedElements: number;
  /**
   * Stylesheets linked from the page. Every one holds the first paint back until it has arrived,
   * so on a slow connection the page waits for the slowest; the count grows as CSS is split by
   * route and component.
   */
  maxStylesheets: number;
}

/**
 * The limits for every page of the export. Before the static parts of pages reached React as
 * finished HTML, /cheat-sheet carried 363 KB of flight data and 5,026 hydrated elements and
 * /docs/reference/plot 192 KB and 1,351; after it, the heaviest pages carry 180 KB (/cheat-sheet)
 * and 477 elements (/docs/reference), and 166 KB since that HTML is written tersely
 * (lib/html/elements.ts, innerHtml). Next links five or six stylesheets on every page.
 */
export const structureBudgets: StructureBudgets = {
  maxFlightBytes: 192 * 1024,
  maxHydratedElements: 600,
  maxStylesheets: 6,
};

/** Every structure budget a page of the export misses, one sentence each. */
export function missedStructureBudgets(
  loads: readonly Pick<PageLoad, 'page' | 'flightBytes' | 'hydratedElements' | 'stylesheets'>[],
  budgets: StructureBudgets = structureBudgets,
): string[] {
  return loads.flatMap((load) => [
    ...(over(load.flightBytes, budgets.maxFlightBytes)
      ? [`${load.page}: flight data ${kb(load.flightBytes)} (budget ≤ ${kb(budgets.maxFlightBytes)})`]
      : []),
    ...(over(load.hydratedElements, budgets.maxHydratedElements)
      ? [`${load.page}: hydrated elements ${load.hydratedElements} (budget ≤ ${budgets.maxHydratedElements})`]
      : []),
    ...(over(load.stylesheets, budgets.maxStylesheets)
      ? [`${load.page}: stylesheets ${load.stylesheets} (budget ≤ ${budgets.maxStylesheets})`]
      : []),
  ]);
}

/**
 * The median of a non-empty list (the mean of the middle two for an even count). NaN, a figure
 * a run did not produce, makes the median NaN rather than landing anywhere in the sort.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty list');
  if (values.some(Number.isNaN)) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each figure's median over a page's runs, taken figure by figure (not the median run). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const mid = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: mid('performance'),
    accessibility: mid('accessibility'),
    bestPractices: mid('bestPractices'),
    seo: mid('seo'),
    fcp: mid('fcp'),
    lcp: mid('lcp'),
    tbt: mid('tbt'),
    cls: mid('cls'),
    benchmarkIndex: mid('benchmarkIndex'),
  };
}

/** The smallest and largest of a non-empty list: the spread printed beside a median. */
export function spread(values: readonly number[]): { min: number; max: number } {
  if (values.length === 0) throw new Error('spread of an empty list');
  return { min: Math.min(...values), max: Math.max(...values) };
}
