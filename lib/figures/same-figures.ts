/**
 * A figure that two releases draw alike is stored once. A docs page is compiled for each release
 * (lib/docs/release-view.ts); when another release's example renders byte for byte what the
 * site's release renders at the same place (both colour variants, and the part map), `npm run
 * figures` records its hashes here, each pointing at the stored figure, and deletes its own copy.
 * Every reader of the store (the page, the checks, the orphan sweep) gets the stored file's name
 * from `prepareExample`, which resolves the record.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Hash of a figure (a variant's, or an example's key) → hash of the identical stored one. */
export type SameFigures = Readonly<Record<string, string>>;

/** Where the record is, below the project root. */
export const SAME_FIGURES_FILE = path.join('lib', 'figures', 'same-figures.json');

const cache = new Map<string, { mtimeMs: number; record: SameFigures }>();

/** The record of a project (cached while the file is unchanged, so `npm run dev` sees new entries). */
export function readSameFigures(root: string): SameFigures {
  const file = path.join(root, SAME_FIGURES_FILE);
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return {};
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.record;
  const record = JSON.parse(fs.readFileSync(file, 'utf8')) as SameFigures;
  cache.set(file, { mtimeMs, record });
  return record;
}

export function writeSameFigures(root: string, record: SameFigures): void {
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
  const file = path.join(root, SAME_FIGURES_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
