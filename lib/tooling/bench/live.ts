/**
 * `npm run bench -- live`: the live editor in Chromium against the served export (out/), with
 * Lilaq and its dependencies from a local package mirror: the real packages in .typst-packages/
 * (as `npm run figures` needs them), archived at run time into a temporary folder outside the
 * repository and served on 127.0.0.1. Local only, never in CI.
 *
 * - cold: fresh browser profile, Edit → first live figure decoded (downloads included), and
 *   the bytes that took;
 * - warm: keystroke → updated figure decoded, p50/p95 over a fixed list of edits to the first
 *   example of several reference pages;
 * - completion: the `.` of `lq.` typed → completion list in the page, p50/p95 over a fixed
 *   number of tries (the list needs the API data, downloaded with the editor);
 * - upgrade: in the open editor of the quickstart's first example (written for 0.5.0), the
 *   "Try with 0.6.0" control pressed → the 0.6.0 figure decoded, over a fixed number of page
 *   loads (each downloads the view's code and 0.6.0's packages again, as a reader's first use).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './chromium';
import { measureHostIndex } from './host-index';
import { DEFAULT_PACKAGES_URL } from '../../live/config';
import { missingPackages } from '../../releases';
import { tarGz, type TarEntry } from '../../live/build/tar';
import { createStaticServer } from '../serve/static-server';

/** Reference pages whose first example is edited; each edit is one keystroke. */
export const WARM_PAGES = ['/docs/reference/plot', '/docs/reference/scatter', '/docs/reference/bar', '/docs/reference/fill-between'];
/**
 * Typed on a new line (its Enter is not timed: an empty line leaves the figure as it was, so no
 * new figure arrives for it). Every state compiles, and every digit changes the figure.
 */
export const WARM_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];
export const TARGETS = { coldMs: 3000, warmP95Ms: 150, completionP95Ms: 50, upgradeMedianMs: 2000 };
/** The page whose first example the upgrade view opens on, and how often. */
export const UPGRADE_PAGE = '/docs/quickstart';
export const UPGRADE_RUNS = 7;
/** How often the completion list is opened for its timing. */
export const COMPLETION_TRIES = 20;

export interface LiveBenchResult {
  cold: { page: string; ms: number; bytes: number; requests: Array<{ url: string; bytes: number }> };
  warm: { samples: number; p50Ms: number; p95Ms: number; maxMs: number; perPage: Record<string, number[]> };
  completion: { samples: number; p50Ms: number; p95Ms: number; maxMs: number };
  /** Control → second figure (sorted samples, one per page load). */
  upgrade: { page: string; samples: number[]; medianMs: number; minMs: number; maxMs: number };
  targets: typeof TARGETS;
  /**
   * Lighthouse's benchmark index of this host, measured in the first page before the editor
   * opens: the budgets are host milliseconds, so a table of them needs the host's speed beside it.
   */
  hostIndex: number;
  /** 1-minute load average at the end: the machine is shared, and the timings move with it. */
  loadAverage: number;
  cpus: number;
}

// A checkout holds more than Typst Universe publishes: leave out its tests, docs and dot-files.
const UNPUBLISHED = new Set(['tests', 'test', 'docs', 'examples', 'gallery']);

function listFiles(dir: string, prefix = ''): TarEntry[] {
  return fs.readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    if (name.startsWith('.') || (!prefix && UNPUBLISHED.has(name)) || !fs.existsSync(full)) return [];
    // statSync follows links: package folders may be symlinks to checkouts.
    if (fs.statSync(full).isDirectory()) return listFiles(full, rel);
    return [{ path: rel, content: fs.readFileSync(full) }];
  });
}

/** Archives every package of `.typst-packages/typst/packages/preview` into `{out}/preview/NAME-VERSION.tar.gz`. */
export function buildMirror(packageRoot: string, out: string): string[] {
  const preview = path.join(packageRoot, 'typst', 'packages', 'preview');
  if (!fs.existsSync(preview))
    throw new Error(`no packages in ${preview}: the live bench needs them, as \`npm run figures\` does (see README)`);
  fs.mkdirSync(path.join(out, 'preview'), { recursive: true });
  const names: string[] = [];
  for (const name of fs.readdirSync(preview)) {
    for (const version of fs.readdirSync(path.join(preview, name))) {
      fs.writeFileSync(path.join(out, 'preview', `${name}-${version}.tar.gz`), tarGz(listFiles(path.join(preview, name, version))));
      names.push(`${name}:${version}`);
    }
  }
  return names;
}

function serveDir(dir: string): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer((req, res) => {
    const file = path.join(dir, path.posix.normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/gzip', 'Access-Control-Allow-Origin': '*' }).end(fs.readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

/** Sends the browser's registry requests to the local mirror (the export was built for Typst Universe). */
async function routeToMirror(context: BrowserContext, mirrorUrl: string) {
  await context.route(`${DEFAULT_PACKAGES_URL}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(DEFAULT_PACKAGES_URL, mirrorUrl) });
    await route.fulfill({ response });
  });
}

/** Records, in the page, when a key goes down and when the next live figure has decoded. */
async function instrument(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __live: { keyAt: number; figAt: number } };
    w.__live = { keyAt: 0, figAt: 0 };
    document.addEventListener('keydown', () => (w.__live.keyAt = performance.now()), true);
    new MutationObserver((records) => {
      for (const r of records) {
        const img = r.target instanceof HTMLImageElement ? r.target : (r.target as Element).querySelector?.('.typst-live-figure img');
        // A data: URL; blob: in builds before 27 November 2026, so they can be measured alike.
        if (img instanceof HTMLImageElement && img.closest('.typst-live-figure') && /^(data|blob):/.test(img.src))
          void img.decode().then(() => (w.__live.figAt = performance.now()));
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
  });
}

const readTimes = (page: Page) => page.evaluate(() => (window as unknown as { __live: { keyAt: number; figAt: number } }).__live);

async function openEditor(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  await instrument(page);
  const started = await page.evaluate(() => performance.now());
  await page.locator('figure.typst-example').first().getByRole('button', { name: 'Edit this example' }).click();
  await page.waitForFunction((t) => (window as unknown as { __live: { figAt: number } }).__live.figAt > t, started, { timeout: 120_000 });
  return (await readTimes(page)).figAt - started;
}

/**
 * Types `#lq` and then `.` on a new line of the open editor, and times the `.` keydown to the
 * completion list's arrival in the DOM; Escape and undo leave the code as it was. Sorted samples.
 */
async function timeCompletion(page: Page): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { __complete: { keyAt: number; listAt: number } };
    w.__complete = { keyAt: 0, listAt: 0 };
    document.addEventListener('keydown', (event) => event.key === '.' && (w.__complete.keyAt = performance.now()), true);
    new MutationObserver(() => {
      if (document.querySelector('.cm-tooltip-autocomplete') && w.__complete.listAt < w.__complete.keyAt)
        w.__complete.listAt = performance.now();
    }).observe(document.body, { subtree: true, childList: true });
  });
  const samples: number[] = [];
  for (let i = 0; i < COMPLETION_TRIES; i++) {
    await page.keyboard.press('Enter');
    await page.keyboard.type('#lq');
    await page.keyboard.press('.');
    await page.waitForSelector('.cm-tooltip-autocomplete', { timeout: 10_000 });
    const t = await page.evaluate(() => (window as unknown as { __complete: { keyAt: number; listAt: number } }).__complete);
    samples.push(t.listAt - t.keyAt);
    await page.keyboard.press('Escape');
    for (let k = 0; k < 5; k++) await page.keyboard.press('Backspace');
  }
  return samples.sort((a, b) => a - b);
}

/**
 * Opens the editor of `url`'s first example, presses its "Try with 0.6.0" control and times the
 * click to the 0.6.0 figure decoded in the page.
 */
async function timeUpgrade(page: Page, url: string): Promise<number> {
  await openEditor(page, url);
  await page.evaluate(() => {
    const w = window as unknown as { __upgrade: { clickAt: number; figAt: number } };
    w.__upgrade = { clickAt: 0, figAt: 0 };
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element | null)?.closest?.('.typst-live-toolbar button[aria-pressed]'))
          w.__upgrade.clickAt = performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      const img = document.querySelector('.typst-upgrade-after img');
      if (img instanceof HTMLImageElement && img.src.startsWith('data:') && w.__upgrade.figAt === 0)
        void img.decode().then(() => (w.__upgrade.figAt ||= performance.now()));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
  });
  await page.locator('figure.typst-example').first().getByRole('button', { name: 'Try with 0.6.0' }).click();
  await page.waitForFunction(() => (window as unknown as { __upgrade: { figAt: number } }).__upgrade.figAt > 0, undefined, {
    timeout: 60_000,
  });
  const t = await page.evaluate(() => (window as unknown as { __upgrade: { clickAt: number; figAt: number } }).__upgrade);
  return t.figAt - t.clickAt;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export async function runLiveBench(root: string): Promise<LiveBenchResult> {
  const outDir = path.join(root, 'out');
  if (!fs.existsSync(path.join(outDir, 'live'))) throw new Error('No live editor in out/: run `npm run build` first.');
  const mirrorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lilaq-live-mirror-'));
  const missing = missingPackages(buildMirror(path.join(root, '.typst-packages'), mirrorDir));
  // Pages show examples of every release the site knows; Edit on one fetches that release's packages.
  if (missing.length > 0) throw new Error(`the local package mirror lacks ${missing.join(', ')} (lib/releases.ts; see README)`);
  const mirror = await serveDir(mirrorDir);
  const site = createStaticServer(outDir);
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  // The local server compresses a file on its first request; a CDN has it ready.
  for (const file of fs.readdirSync(path.join(outDir, 'live')).filter((f) => f.endsWith('.wasm'))) {
    await fetch(`${base}/live/${file}`, { headers: { 'accept-encoding': 'gzip' } }).then((r) => r.arrayBuffer());
  }
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: base, colorScheme: 'light' });
    await routeToMirror(context, mirror.url);
    const page = await context.newPage();
    const requests: Array<{ url: string; bytes: number }> = [];
    let counting = false;
    context.on('requestfinished', (request) => {
      if (!counting) return;
      void request.sizes().then((s) => requests.push({ url: request.url(), bytes: s.responseBodySize + s.responseHeadersSize }));
    });
    await page.goto(WARM_PAGES[0]!);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    const hostIndex = await measureHostIndex(page);
    counting = true;
    const coldMs = await openEditor(page, WARM_PAGES[0]!);
    counting = false;
    await page.waitForTimeout(200);

    const perPage: Record<string, number[]> = {};
    for (const url of WARM_PAGES) {
      if (url !== WARM_PAGES[0]) await openEditor(page, url);
      await page.locator('figure.typst-example').first().locator('.cm-content').click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300);
      await page.waitForSelector('.typst-live-figure[aria-busy="false"]');
      perPage[url] = [];
      for (const key of WARM_KEYS) {
        const before = await readTimes(page);
        await page.keyboard.press(key);
        await page.waitForFunction((t) => (window as unknown as { __live: { figAt: number } }).__live.figAt > t, before.figAt, {
          timeout: 30_000,
        });
        const after = await readTimes(page);
        perPage[url].push(after.figAt - after.keyAt);
      }
    }
    const completion = await timeCompletion(page);
    const upgrade: number[] = [];
    for (let i = 0; i < UPGRADE_RUNS; i++) upgrade.push(await timeUpgrade(page, UPGRADE_PAGE));
    upgrade.sort((a, b) => a - b);
    const all = Object.values(perPage)
      .flat()
      .sort((a, b) => a - b);
    const coldPage = WARM_PAGES[0]!;
    return {
      cold: { page: coldPage, ms: coldMs, bytes: requests.reduce((s, r) => s + r.bytes, 0), requests },
      warm: { samples: all.length, p50Ms: percentile(all, 50), p95Ms: percentile(all, 95), maxMs: all.at(-1) ?? NaN, perPage },
      completion: {
        samples: completion.length,
        p50Ms: percentile(completion, 50),
        p95Ms: percentile(completion, 95),
        maxMs: completion.at(-1) ?? NaN,
      },
      upgrade: {
        page: UPGRADE_PAGE,
        samples: upgrade,
        medianMs: percentile(upgrade, 50),
        minMs: upgrade[0] ?? NaN,
        maxMs: upgrade.at(-1) ?? NaN,
      },
      targets: TARGETS,
      hostIndex,
      loadAverage: os.loadavg()[0] ?? 0,
      cpus: os.availableParallelism(),
    };
  } finally {
    await browser.close();
    site.close();
    mirror.server.close();
    fs.rmSync(mirrorDir, { recursive: true, force: true });
  }
}
