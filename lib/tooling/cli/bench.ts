/**
 * `npm run bench [-- PART ...]`: measurements with budgets that fail the command when missed.
 * Parts: `figures` (render time and figure sizes), `store` (files and megabytes of the committed
 * figure store, no compiling), `site` (Lighthouse mobile scores, LCP, TBT, CLS
 * and first-load weight of the export in out/), `search` (keystroke-to-results time and index size
 * in Chromium against out/), `live` (the live editor: Edit to first figure, keystroke to figure;
 * needs the Typst packages locally), `dev` (`npm run dev`: save → page updated, new example → figure).
 * Without arguments every part runs. Reports go to .bench/*.json. Options for `site`: `--quick`
 * (one round over four pages), `--pages=/a,/b` (those pages), `--runs=N` (rounds; 3 by default).
 * When several parts run, each runs in a process of its own (this script, given that one part):
 * the figures part compiles every example in this process and left about 20 GB resident on a
 * 24 GB machine, which the Chromium of the next parts then had to share.
 */
import { spawnSync } from 'node:child_process';
import { parseBenchArgs } from '../bench/args';
import { benchDev } from '../bench/dev-part';
import { benchFigures } from '../bench/figures-part';
import { benchStore } from '../bench/figure-store';
import { runLivePart } from '../bench/live-report';
import { benchSearch } from '../bench/search-part';
import { benchSite } from '../bench/site-part';

const args = parseBenchArgs(process.argv.slice(2));
if ('error' in args) {
  console.error(args.error);
  process.exit(2);
}

const parts: Record<string, () => Promise<string[]>> = {
  figures: benchFigures,
  store: benchStore,
  site: () => benchSite(args.site),
  search: benchSearch,
  live: () => runLivePart(process.cwd()),
  dev: benchDev,
};

const requested = args.parts;
const unknown = requested.filter((name) => !(name in parts));
if (unknown.length > 0) {
  console.error(`Unknown bench part: ${unknown.join(', ')}. Parts: ${Object.keys(parts).join(', ')}.`);
  process.exit(2);
}

const toRun = requested.length > 0 ? requested : Object.keys(parts);
const options = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const missed: string[] = [];
for (const name of toRun) {
  if (toRun.length === 1) {
    console.log(`\n== ${name}`);
    missed.push(...(await parts[name]!()));
    continue;
  }
  // The same script and loader (tsx) for one part: it prints the part's heading and its misses,
  // and exits 1 on any.
  const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, name, ...options], { stdio: 'inherit' });
  if (child.status !== 0)
    missed.push(`${name}: ${child.status === 1 ? 'budgets missed (above)' : `failed (exit ${child.status ?? child.signal})`}`);
}
if (missed.length > 0) {
  console.error(`\n${missed.length} budget(s) missed:`);
  for (const line of missed) console.error(`  ${line}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
