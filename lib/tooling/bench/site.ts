/**
 * The `site` part of `npm run bench`: serves the export in out/ on loopback, and beside it the
 * bare Next page of ./floor.ts, and runs Lighthouse (mobile profile, simulated throttling) in
 * Debian's Chromium on a fixed set of pages and on the floor, interleaved (./schedule.ts), in three
 * passes: the default CPU slowdown (4x), double it, and a slowdown calibrated from the host's
 * measured speed (./calibration.ts). It keeps the medians of three runs per page and pass with
 * every run's figures, and reads from the files of the whole export what does not depend on the
 * machine: weights as served (gzip bytes; the build's precompressed siblings,
 * lib/hosting/build/precompress.ts), stylesheets, and the flight data React hydrates from.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
// Not re-exported by the package's entry point, but importable with its types (the package has
// no `exports` map): the mobile profile's network and CPU figures, so the other passes differ from
// the default in the CPU multiplier only, whatever a later Lighthouse sets the others to.
import { throttling } from 'lighthouse/core/config/constants.js';
import { createStaticServer } from '../serve/static-server';
import { type LighthouseFigures, median, medianFigures, type PageLoad, type SitePageResult, spread } from './budgets';
import { calibrate, recentHostIndex, targetBenchmarkIndex } from './calibration';
import { environmentOutsideCompiler } from '../../figures/compiler';
import { chromiumPath } from './chromium';
import { buildFloor } from './floor';
import { exportedPages, pageWeight } from './page-weight';
import { benchSchedule, FLOOR } from './schedule';
import { type PageRuns, type PassName, passNames, type RunFigures, type SiteReport } from './site-report';

/** One page of each type a visitor meets first, and the heaviest pages of the export. */
export const benchPages = [
  '/',
  '/docs/intro',
  '/docs/reference/plot',
  '/docs/reference/diagram',
  '/docs/tutorials/ticks',
  '/docs/recipes/grouped-bar-chart',
  '/blog/release-0.5.0',
  '/docs/examples/climograph',
  '/themes',
  '/gallery',
  '/cheat-sheet',
  '/search',
] as const;

/** `--quick`: the four pages issue 27 names, one round. */
export const quickPages = ['/docs/intro', '/docs/reference/plot', '/docs/tutorials/ticks', '/themes'] as const;

/** The floor is measured before every this many pages. */
export const floorEvery = 3;

const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];

/** Lighthouse's mobile CPU slowdown (4x), and the slow pass's: twice that. */
export const cpuSlowdowns = {
  mobile: throttling.mobileSlow4G.cpuSlowdownMultiplier,
  slow: 2 * throttling.mobileSlow4G.cpuSlowdownMultiplier,
} as const;

/** The default configuration with the mobile throttling, its CPU multiplier set to `cpuSlowdown`. */
function configWithSlowdown(cpuSlowdown: number): Config {
  return {
    extends: 'lighthouse:default',
    settings: { throttlingMethod: 'simulate', throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } },
  };
}

async function lighthouseRun(url: string, port: number, cpuSlowdown: number, nameFailedChecks: boolean): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    configWithSlowdown(cpuSlowdown),
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError, configSettings, environment } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  // A setting Lighthouse dropped would make the passes the same run several times, and pass quietly.
  const simulated = configSettings.throttling.cpuSlowdownMultiplier;
  if (configSettings.throttlingMethod !== 'simulate' || simulated !== cpuSlowdown)
    throw new Error(
      `Lighthouse ran ${url} with ${configSettings.throttlingMethod} throttling at ${simulated}x CPU, not simulated ${cpuSlowdown}x`,
    );
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  // A score under 100 in these categories is a failed check, not noise: name it in the output
  // (for the site's pages: the floor is a bare page, not held to them).
  for (const id of nameFailedChecks ? ['accessibility', 'best-practices', 'seo'] : []) {
    const category = categories[id];
    if (!category || category.score === 1) continue;
    const failed = category.auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 0) < 1);
    process.stdout.write(
      `  ${url} at ${cpuSlowdown}x: ${id} ${score(id)}, failed: ${failed.map((ref) => ref.id).join(', ') || 'none named'}\n`,
    );
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
    benchmarkIndex: environment.benchmarkIndex ?? Number.NaN,
  };
}

/** Every exported page's weights and flight data, heaviest first-load JS first. */
export function weighExport(outDir: string): PageLoad[] {
  return exportedPages(outDir)
    .map((page): PageLoad => {
      const weight = pageWeight(outDir, page);
      return {
        page,
        htmlRaw: weight.html.raw,
        htmlGzip: weight.html.gzip,
        jsGzip: weight.js.gzip,
        cssGzip: weight.css.gzip,
        stylesheets: weight.stylesheets,
        flightBytes: weight.flight.bytes,
        flightScripts: weight.flight.scripts,
        hydratedElements: weight.flight.elements,
        islands: weight.flight.islands,
      };
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

export interface SiteBenchOptions {
  pages?: readonly string[];
  /** Rounds: Lighthouse runs per page and pass. */
  runs?: number;
  projectRoot?: string;
}

async function serve(dir: string) {
  const server = createStaticServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Runs Lighthouse on the floor and the pages in the order of `benchSchedule`: each step loads its
 * target once in every pass (4x, 8x, then calibrated from the median of the last three benchmark
 * indexes, which the two runs just before it measured), a fresh browser each time. Keeps every
 * run and the medians.
 */
export async function runSiteBench(outDir: string, options: SiteBenchOptions = {}): Promise<SiteReport> {
  const { pages = benchPages, runs = 3, projectRoot = process.cwd() } = options;
  const started = Date.now();
  const loadBefore = os.loadavg();
  const loads = weighExport(outDir);
  const missing = pages.filter((page) => !loads.some((load) => load.page === page));
  if (missing.length > 0) throw new Error(`${missing.join(', ')}: not a page of the export in ${outDir}`);
  const steps = benchSchedule(pages, runs, floorEvery);
  const floor = buildFloor(projectRoot);
  process.stdout.write(
    `  floor: bare Next ${floor.nextVersion} page, ${floor.built ? 'built' : 'cached'} in ${path.relative(projectRoot, floor.outDir)}\n`,
  );
  const site = await serve(outDir);
  const bare = await serve(floor.outDir);
  const byTarget = new Map<string, Record<PassName, RunFigures[]>>();
  const indexes: number[] = [];
  try {
    for (const [i, step] of steps.entries()) {
      const url = step.target === FLOOR ? `${bare.base}/` : `${site.base}${step.target}`;
      const runsOf = byTarget.get(step.target) ?? { mobile: [], slow: [], calibrated: [] };
      byTarget.set(step.target, runsOf);
      for (const pass of passNames) {
        const cpuSlowdown =
          pass === 'mobile' ? cpuSlowdowns.mobile : pass === 'slow' ? cpuSlowdowns.slow : calibrate(recentHostIndex(indexes)).multiplier;
        const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags, envVars: environmentOutsideCompiler() });
        try {
          const figures = await lighthouseRun(url, chrome.port, cpuSlowdown, step.target !== FLOOR);
          indexes.push(figures.benchmarkIndex);
          runsOf[pass].push({ ...figures, cpuSlowdown });
        } finally {
          chrome.kill();
        }
      }
      process.stdout.write(
        `  ${i + 1}/${steps.length} round ${step.round + 1} ${step.target} (index ${Math.round(indexes.at(-1) ?? Number.NaN)})\n`,
      );
    }
  } finally {
    await site.close();
    await bare.close();
  }
  const medians = (target: string, pass: PassName) => {
    const list = byTarget.get(target)![pass];
    return { ...medianFigures(list), cpuSlowdown: median(list.map((run) => run.cpuSlowdown)) };
  };
  const perRun: PageRuns[] = [FLOOR, ...pages].flatMap((page) =>
    passNames.map((pass) => ({ page, pass, runs: byTarget.get(page)![pass] })),
  );
  const multipliers = perRun.filter((entry) => entry.pass === 'calibrated').flatMap((entry) => entry.runs.map((run) => run.cpuSlowdown));
  const measuredIndexes = indexes.filter((index) => !Number.isNaN(index));
  return {
    runs,
    cpuSlowdowns,
    floor: {
      nextVersion: floor.nextVersion,
      runs: byTarget.get(FLOOR)!.mobile.length,
      mobile: medians(FLOOR, 'mobile'),
      slow: medians(FLOOR, 'slow'),
      calibrated: medians(FLOOR, 'calibrated'),
    },
    calibration: {
      targetIndex: targetBenchmarkIndex,
      hostIndex:
        measuredIndexes.length === 0
          ? { median: Number.NaN, min: Number.NaN, max: Number.NaN }
          : { median: median(measuredIndexes), ...spread(measuredIndexes) },
      multiplier: { median: median(multipliers), ...spread(multipliers) },
    },
    pages: pages.map((page): SitePageResult => {
      const load = loads.find((entry) => entry.page === page)!;
      return { page, ...medianFigures(byTarget.get(page)!.mobile), jsGzip: load.jsGzip, cssGzip: load.cssGzip };
    }),
    slowCpu: pages.map((page) => ({ page, ...medians(page, 'slow') })),
    calibrated: pages.map((page) => ({ page, ...medians(page, 'calibrated') })),
    perRun,
    seconds: Math.round((Date.now() - started) / 1000),
    loadAverage: { before: loadBefore, after: os.loadavg(), cores: os.cpus().length },
    export: exportSize(outDir),
    loads,
  };
}
