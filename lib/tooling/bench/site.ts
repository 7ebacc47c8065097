/**
 * The `site` part of `npm run bench`: serves the export in out/ on loopback, runs Lighthouse
 * (mobile profile, simulated throttling) in Debian's Chromium on a fixed set of pages, in two
 * passes: the default CPU slowdown and double it. It keeps the medians of three runs per page and
 * pass with every run's figures, and reads from the files of the whole export what does not
 * depend on the machine: weights as served (gzip bytes; the build's precompressed siblings,
 * lib/tooling/hosting/precompress.ts), stylesheets, and the flight data React hydrates from.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
// Not re-exported by the package's entry point, but importable with its types (the package has
// no `exports` map): the mobile profile's network and CPU figures, so the slow pass differs from
// the default in the CPU multiplier only, whatever a later Lighthouse sets the others to.
import { throttling } from 'lighthouse/core/config/constants.js';
import { createStaticServer } from '../serve/static-server';
import { type LighthouseFigures, medianFigures, type PageLoad, type SitePageResult, type SlowCpuPageResult } from './budgets';
import { environmentOutsideCompiler } from '../../figures/compiler';
import { chromiumPath } from './chromium';
import { exportedPages, pageWeight } from './page-weight';
import type { PageRuns, SiteReport } from './site-report';

/** One page of each type a visitor meets first. */
export const benchPages = [
  '/',
  '/docs/intro',
  '/docs/reference/plot',
  '/docs/tutorials/ticks',
  '/blog/release-0.5.0',
  '/docs/examples/climograph',
  '/themes',
  '/gallery',
] as const;

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

async function lighthouseRun(url: string, port: number, cpuSlowdown: number): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    configWithSlowdown(cpuSlowdown),
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError, configSettings } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  // A setting Lighthouse dropped would make the two passes the same run twice, and pass quietly.
  const simulated = configSettings.throttling.cpuSlowdownMultiplier;
  if (configSettings.throttlingMethod !== 'simulate' || simulated !== cpuSlowdown)
    throw new Error(
      `Lighthouse ran ${url} with ${configSettings.throttlingMethod} throttling at ${simulated}x CPU, not simulated ${cpuSlowdown}x`,
    );
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  // A score under 100 in these categories is a failed check, not noise: name it in the output.
  for (const id of ['accessibility', 'best-practices', 'seo']) {
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

/**
 * Runs Lighthouse `runs` times on every page in each pass and keeps the medians. The passes
 * alternate run by run (default slowdown, then doubled, a fresh browser each time), so load or
 * thermal drift on the machine during the bench weighs on both alike.
 */
export async function runSiteBench(outDir: string, pages: readonly string[] = benchPages, runs = 3): Promise<SiteReport> {
  const loads = weighExport(outDir);
  const missing = pages.filter((page) => !loads.some((load) => load.page === page));
  if (missing.length > 0) throw new Error(`${missing.join(', ')}: not a page of the export in ${outDir}`);
  const server = createStaticServer(outDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const results: SitePageResult[] = [];
  const slowCpu: SlowCpuPageResult[] = [];
  const perRun: PageRuns[] = [];
  try {
    for (const page of pages) {
      const mobile: PageRuns = { page, cpuSlowdown: cpuSlowdowns.mobile, runs: [] };
      const slow: PageRuns = { page, cpuSlowdown: cpuSlowdowns.slow, runs: [] };
      for (let i = 0; i < runs; i += 1) {
        for (const pass of [mobile, slow]) {
          const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags, envVars: environmentOutsideCompiler() });
          try {
            pass.runs.push(await lighthouseRun(`${base}${page}`, chrome.port, pass.cpuSlowdown));
          } finally {
            chrome.kill();
          }
        }
      }
      const load = loads.find((entry) => entry.page === page)!;
      results.push({ page, ...medianFigures(mobile.runs), jsGzip: load.jsGzip, cssGzip: load.cssGzip });
      slowCpu.push({ page, cpuSlowdown: slow.cpuSlowdown, ...medianFigures(slow.runs) });
      perRun.push(mobile, slow);
      process.stdout.write(`  measured ${page}\n`);
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return { runs, cpuSlowdowns, pages: results, slowCpu, perRun, export: exportSize(outDir), loads };
}
