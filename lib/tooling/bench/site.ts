/**
 * The `site` part of `npm run bench`: serves the export in out/ on loopback, runs Lighthouse
 * (mobile profile, simulated throttling: the defaults) in Debian's Chromium on a fixed set of
 * pages, and reports the medians of three runs with each page's first-load weight; then weighs
 * every page of the export against the same JS and CSS budgets. Weights are gzip bytes as served
 * (the build's precompressed siblings, lib/tooling/hosting/precompress.ts).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createStaticServer } from '../serve/static-server';
import { median, type PageLoad, type SitePageResult } from './budgets';
import { environmentOutsideCompiler } from '../../figures/compiler';
import { chromiumPath } from './chromium';
import { exportedPages, pageWeight } from './page-weight';

/** One page of each type a visitor meets first. */
export const benchPages = [
  '/',
  '/docs/intro',
  '/docs/reference/plot',
  '/docs/tutorials/ticks',
  '/blog/release-0.5.0',
  '/docs/examples/climograph',
  '/themes',
] as const;

const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];

/** What one Lighthouse run measures: a page's result without its weights. */
type RunFigures = Omit<SitePageResult, 'page' | 'jsGzip' | 'cssGzip'>;

async function lighthouseRun(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  // A score under 100 in these categories is a failed check, not noise: name it in the output.
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    const category = categories[id];
    if (!category || category.score === 1) continue;
    const failed = category.auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 0) < 1);
    process.stdout.write(`  ${url}: ${id} ${score(id)}, failed: ${failed.map((ref) => ref.id).join(', ') || 'none named'}\n`);
  }
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

export interface SiteReport {
  pages: SitePageResult[];
  runs: number;
  export: { files: number; bytes: number };
  /** First-load weight of every page in the export, heaviest JS first. */
  loads: PageLoad[];
}

/** Every exported page's first-load JS and CSS, heaviest JS first. */
export function weighExport(outDir: string): PageLoad[] {
  return exportedPages(outDir)
    .map((page) => {
      const weight = pageWeight(outDir, page);
      return { page, jsGzip: weight.js.gzip, cssGzip: weight.css.gzip };
    })
    .sort((a, b) => b.jsGzip - a.jsGzip || a.page.localeCompare(b.page));
}

function exportSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/** Runs Lighthouse `runs` times on every page (a fresh browser per run) and keeps the medians. */
export async function runSiteBench(outDir: string, pages: readonly string[] = benchPages, runs = 3): Promise<SiteReport> {
  const server = createStaticServer(outDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const results: SitePageResult[] = [];
  const loads = weighExport(outDir);
  try {
    for (const page of pages) {
      const figures: RunFigures[] = [];
      for (let i = 0; i < runs; i += 1) {
        const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags, envVars: environmentOutsideCompiler() });
        try {
          figures.push(await lighthouseRun(`${base}${page}`, chrome.port));
        } finally {
          chrome.kill();
        }
      }
      const mid = (key: keyof RunFigures) => median(figures.map((f) => f[key]));
      const load = loads.find((entry) => entry.page === page);
      if (!load) throw new Error(`${page} is not a page of the export in ${outDir}`);
      results.push({
        page,
        performance: mid('performance'),
        accessibility: mid('accessibility'),
        bestPractices: mid('bestPractices'),
        seo: mid('seo'),
        fcp: mid('fcp'),
        lcp: mid('lcp'),
        tbt: mid('tbt'),
        cls: mid('cls'),
        jsGzip: load.jsGzip,
        cssGzip: load.cssGzip,
      });
      process.stdout.write(`  measured ${page}\n`);
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return { pages: results, runs, export: exportSize(outDir), loads };
}

/** The report as a fixed-width table. */
export function formatSiteReport(report: SiteReport): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const head = ['page', 'perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'JS gz', 'CSS gz'];
  const widths = [28, 5, 5, 5, 5, 8, 8, 7, 6, 10, 9];
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' ');
  const rows = report.pages.map((r) =>
    line([
      r.page,
      String(r.performance),
      String(r.accessibility),
      String(r.bestPractices),
      String(r.seo),
      `${Math.round(r.fcp)} ms`,
      `${Math.round(r.lcp)} ms`,
      `${Math.round(r.tbt)} ms`,
      r.cls.toFixed(3),
      kb(r.jsGzip),
      kb(r.cssGzip),
    ]),
  );
  const size = `export: ${report.export.files} files, ${(report.export.bytes / 1024 / 1024).toFixed(1)} MB`;
  const heaviest = (key: 'jsGzip' | 'cssGzip') => report.loads.reduce((a, b) => (b[key] > a[key] ? b : a));
  const js = heaviest('jsGzip');
  const css = heaviest('cssGzip');
  const all =
    report.loads.length === 0
      ? 'no pages weighed'
      : `all ${report.loads.length} pages: heaviest first-load JS ${kb(js.jsGzip)} (${js.page}), CSS ${kb(css.cssGzip)} (${css.page})`;
  return [`Lighthouse mobile profile, median of ${report.runs} runs`, line(head), ...rows, all, size].join('\n');
}
