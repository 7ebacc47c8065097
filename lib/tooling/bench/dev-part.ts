/**
 * The `dev` part of `npm run bench`: `npm run dev` with the fixture Typst packages (so it needs no
 * Lilaq), one docs page open in Chromium; times save → visible change for ten edits, and save of a
 * new example → its figure in the page. The page is restored afterwards (the watcher then removes
 * the figure it wrote). Writes .bench/dev.json.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { environmentOutsideCompiler } from '../../figures/compiler';
import { listStore } from '../../figures/store';
import { createFixturePackageHome } from '../../figures/build/fixture-packages';
import { launchBrowser } from './chromium';
import { type DevBenchResult, devBudgets, missedDevBudgets, percentile } from './dev-budgets';
import { waitForServer } from '../serve/wait-for-server';

const PORT = 3125;
const PAGE = '/docs/intro';
const FILE = 'content/docs/intro.mdx';
const EDITS = 10;

/** Appends `text` to the page file and returns the milliseconds until `shown` resolves (or gives up). */
async function timeSave(file: string, text: string, shown: () => Promise<unknown>): Promise<number> {
  fs.appendFileSync(file, text);
  const start = performance.now();
  try {
    await shown();
  } catch (error) {
    // A change that never shows is a sample over every budget, not the end of the run.
    console.warn(`  not shown: ${(error as Error).message.split('\n')[0]}`);
  }
  return performance.now() - start;
}

const textShown = (page: Page, marker: string, timeout: number) => () =>
  page.waitForFunction((m) => document.querySelector('main')?.textContent?.includes(m), marker, { polling: 20, timeout });

export async function measureDev(root: string): Promise<DevBenchResult> {
  const file = path.join(root, FILE);
  const original = fs.readFileSync(file, 'utf8');
  const figuresDir = path.join(root, 'public', 'figures');
  const before = listStore(figuresDir, path.join(figuresDir, 'data')).figures;
  let dev: ChildProcess | undefined;
  const browser = await launchBrowser();
  try {
    dev = spawn(process.execPath, ['--import', 'tsx', 'lib/tooling/cli/dev.ts', '--port', String(PORT)], {
      cwd: root,
      stdio: 'ignore',
      detached: true,
      env: Object.assign({} as NodeJS.ProcessEnv, environmentOutsideCompiler(), {
        NEXT_TELEMETRY_DISABLED: '1',
        LILAQ_TYPST_PACKAGES: createFixturePackageHome(),
      }),
    });
    const url = `http://127.0.0.1:${PORT}${PAGE}`;
    await waitForServer(url, 300_000);
    const page = await browser.newPage();
    await page.goto(url, { timeout: 180_000 });
    await page.getByRole('heading', { level: 1 }).waitFor();

    const edit = (n: string, timeout = 60_000) => {
      const marker = `Bench edit ${n} ${Date.now()}`;
      return timeSave(file, `\n\n${marker}\n`, textShown(page, marker, timeout));
    };
    // The first update of a page also compiles next dev's client code for it: allow for a busy machine.
    const warmupMs = await edit('warm-up', 240_000);
    const editsMs: number[] = [];
    for (let i = 1; i <= EDITS; i++) {
      editsMs.push(await edit(String(i)));
      // An author pauses between saves; back-to-back saves would measure a queue.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }

    const label = `Bench figure ${Date.now()}`;
    const block = `\n\n\`\`\`typ example\n#import "@preview/tinypkg:0.1.0": badge\n#badge[${label}]\n\`\`\`\n`;
    const figureMs = await timeSave(file, block, () =>
      page.waitForFunction(
        (l) =>
          [...document.querySelectorAll('figure.typst-example')]
            .filter((f) => f.textContent?.includes(l))
            .some((f) => {
              const img = f.querySelector<HTMLImageElement>('img.figure-light');
              // Lazy images load near the viewport only: bring it there, as an author would look at it.
              img?.scrollIntoView();
              return img !== null && img.complete && img.naturalWidth > 0;
            }),
        label,
        { polling: 20, timeout: 60_000 },
      ),
    );
    return { page: PAGE, editsMs, warmupMs, figureMs };
  } finally {
    fs.writeFileSync(file, original);
    // Give the watcher a moment to remove the figure it wrote, then make sure it is gone.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const name of listStore(figuresDir, path.join(figuresDir, 'data')).figures) {
      if (!before.has(name)) fs.rmSync(path.join(figuresDir, name));
    }
    await browser.close();
    if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  }
}

/** Prints the report, writes .bench/dev.json and returns the budgets missed. */
export async function benchDev(root = process.cwd()): Promise<string[]> {
  const result = await measureDev(root);
  const ms = (n: number) => `${Math.round(n)} ms`;
  console.log(`dev (${result.page}, save → browser shows it, ${result.editsMs.length} edits):`);
  console.log(
    `  p50 ${ms(percentile(result.editsMs, 50))}, p95 ${ms(percentile(result.editsMs, 95))}, max ${ms(Math.max(...result.editsMs))} (budget p95 ≤ ${ms(devBudgets.maxEditP95Ms)})`,
  );
  console.log(`  each: ${result.editsMs.map((n) => Math.round(n)).join(' ')}; warm-up edit ${ms(result.warmupMs)} (not budgeted)`);
  console.log(`  new example → figure: ${ms(result.figureMs)} (budget ≤ ${ms(devBudgets.maxFigureMs)})`);
  const out = path.join(root, '.bench', 'dev.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  return missedDevBudgets(result);
}
