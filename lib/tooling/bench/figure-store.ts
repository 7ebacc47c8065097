/**
 * The `store` part of `npm run bench`: what the committed figure store (public/figures) weighs, the
 * same on every machine, against its budget. Every figure is shipped with the export and committed
 * to the repository, so the store's size is a cost of every clone and every deploy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { kb } from './budgets';
import { projectPaths } from '../../figures/config';

export interface StoreWeight {
  /** Files under public/figures: figure variants and data-file copies. */
  files: number;
  /** Their bytes, uncompressed, as committed. */
  bytes: number;
  /** The largest single figure: file name and bytes. */
  largest: { file: string; bytes: number };
}

export interface StoreBudgets {
  maxFiles: number;
  maxBytes: number;
  maxFigureBytes: number;
}

/**
 * Issue 28.3 added 554 parameter-strip figures (1,108 files, 5.1 MB, median 4.6 KB a file) to the
 * 632 files and 7.8 MB of the examples and their data: 1,740 files and 12.9 MB (MB and KB of 1024).
 * The inspector's part maps (issue 28.2, one JSON file per inspectable example) then added 297
 * files and 0.9 MB: 2,038 files and 13.8 MB. The limits left room for about a sixth more; the
 * largest figure (a gallery example, 221 KB) stays under a quarter megabyte. The store grew into that
 * room (2,318 files, 15.45 MB); the Lilaq 0.6.0 post and the upgrade page (issue 44: 36 examples,
 * 31 distinct figures, most code compiled once per release) added 83 files and 0.53 MB, to 2,401
 * files and 15.98 MB. The limits moved to leave about a tenth more again.
 * The 0.6.0 docs (issue 44: every docs page built for a second release) compile 730 figures again;
 * 514 of them are byte for byte the 0.5.0 ones and are stored once (lib/figures/same-figures.ts),
 * so the second release added about 430 files and 3.9 MB: 2,834 files and 19.9 MB with the new
 * 0.6.0 pages. The limits leave about a tenth more again, for the pages still to come and nothing
 * like a third copy: a third release needs the sharing to reach further (or a new decision).
 */
export const storeBudgets: StoreBudgets = { maxFiles: 3200, maxBytes: 22.5 * 1024 * 1024, maxFigureBytes: 256 * 1024 };

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export function storeWeight(figuresDir: string): StoreWeight {
  let bytes = 0;
  let largest = { file: '', bytes: 0 };
  const files = filesUnder(figuresDir);
  for (const file of files) {
    const size = fs.statSync(file).size;
    bytes += size;
    if (file.endsWith('.svg') && size > largest.bytes) largest = { file: path.relative(figuresDir, file), bytes: size };
  }
  return { files: files.length, bytes, largest };
}

/** Every store budget missed, one sentence each. */
export function missedStoreBudgets(weight: StoreWeight, budgets: StoreBudgets = storeBudgets): string[] {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return [
    ...(weight.files > budgets.maxFiles ? [`figure store: ${weight.files} files (budget ≤ ${budgets.maxFiles})`] : []),
    ...(weight.bytes > budgets.maxBytes ? [`figure store: ${mb(weight.bytes)} (budget ≤ ${mb(budgets.maxBytes)})`] : []),
    ...(weight.largest.bytes > budgets.maxFigureBytes
      ? [`figure store: ${weight.largest.file} ${kb(weight.largest.bytes)} (budget ≤ ${kb(budgets.maxFigureBytes)} a figure)`]
      : []),
  ];
}

/** Prints the store's weight and returns the budgets it misses. */
export async function benchStore(): Promise<string[]> {
  const weight = storeWeight(projectPaths().figuresDir);
  console.log(
    `public/figures: ${weight.files} files, ${(weight.bytes / 1024 / 1024).toFixed(2)} MB; largest figure ${weight.largest.file} ${kb(weight.largest.bytes)}`,
  );
  return missedStoreBudgets(weight);
}
