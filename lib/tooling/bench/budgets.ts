/** What one page of the export scored and weighed (medians over the Lighthouse runs). */
export interface SitePageResult {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** First-load bytes, gzip. */
  jsGzip: number;
  cssGzip: number;
}

export interface SiteBudgets {
  minPerformance: number;
  /** Accessibility, best practices and SEO. */
  minOtherScores: number;
  maxLcpMs: number;
  maxTbtMs: number;
  maxCls: number;
  maxJsGzip: number;
  maxCssGzip: number;
}

/** The budgets issue 13 sets for a phone: Lighthouse mobile profile, medians of three runs. */
export const siteBudgets: SiteBudgets = {
  minPerformance: 98,
  minOtherScores: 100,
  maxLcpMs: 2000,
  maxTbtMs: 100,
  maxCls: 0,
  maxJsGzip: 140 * 1024,
  maxCssGzip: 30 * 1024,
};

/** Every budget a page misses, as a sentence naming the page, the figure and the limit. */
export function missedBudgets(results: readonly SitePageResult[], budgets: SiteBudgets = siteBudgets): string[] {
  const missed: string[] = [];
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const r of results) {
    const fail = (what: string, value: string, limit: string) => missed.push(`${r.page}: ${what} ${value} (budget ${limit})`);
    if (r.performance < budgets.minPerformance) fail('performance', String(r.performance), `≥ ${budgets.minPerformance}`);
    for (const [name, score] of [
      ['accessibility', r.accessibility],
      ['best practices', r.bestPractices],
      ['SEO', r.seo],
    ] as const) {
      if (score < budgets.minOtherScores) fail(name, String(score), `≥ ${budgets.minOtherScores}`);
    }
    if (r.lcp > budgets.maxLcpMs) fail('LCP', `${Math.round(r.lcp)} ms`, `≤ ${budgets.maxLcpMs} ms`);
    if (r.tbt > budgets.maxTbtMs) fail('TBT', `${Math.round(r.tbt)} ms`, `≤ ${budgets.maxTbtMs} ms`);
    if (r.cls > budgets.maxCls) fail('CLS', r.cls.toFixed(3), `≤ ${budgets.maxCls}`);
    if (r.jsGzip > budgets.maxJsGzip) fail('first-load JS', kb(r.jsGzip), `≤ ${kb(budgets.maxJsGzip)} gzip`);
    if (r.cssGzip > budgets.maxCssGzip) fail('CSS', kb(r.cssGzip), `≤ ${kb(budgets.maxCssGzip)} gzip`);
  }
  return missed;
}

/** First-load weight of one exported page (every page is weighed, not only the Lighthouse ones). */
export interface PageLoad {
  page: string;
  jsGzip: number;
  cssGzip: number;
}

/** The pages of the whole export over the JS or CSS budget, one sentence each. */
export function overweightPages(loads: readonly PageLoad[], budgets: SiteBudgets = siteBudgets): string[] {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return loads.flatMap((load) => [
    ...(load.jsGzip > budgets.maxJsGzip ? [`${load.page}: first-load JS ${kb(load.jsGzip)} (budget ≤ ${kb(budgets.maxJsGzip)} gzip)`] : []),
    ...(load.cssGzip > budgets.maxCssGzip ? [`${load.page}: CSS ${kb(load.cssGzip)} (budget ≤ ${kb(budgets.maxCssGzip)} gzip)`] : []),
  ]);
}

/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
