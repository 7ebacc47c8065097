/**
 * The strict check, without compiling: every example has its current figures (or is recorded as
 * needing komet), every data file has its served copy, and nothing in the store is orphaned.
 * Messages start with `file:line:` so editors and CI logs link to the MDX source.
 */
import { failureFileName } from './failure';
import { VARIANTS } from './hash';
import { formatLocation, type PreparedExample } from './prepare';
import { findOrphans, partsFileName, type Orphans, type StoreListing, type StoreNeeds, type UnavailableRecord } from './store';

export const FIX_HINT = 'run `npm run figures` and commit public/figures, lib/figures/unavailable.json and lib/figures/no-parts.json';

/**
 * Problems with one example, given what the store holds. Empty when the example is fine. With
 * `noParts` (the record of figures whose part map cannot be made), a figure also needs its map.
 */
export function checkExample(
  example: PreparedExample,
  listing: StoreListing,
  record: UnavailableRecord,
  noParts?: UnavailableRecord,
): string[] {
  const where = formatLocation(example.location);
  const problems: string[] = [];
  if (example.fails) {
    const file = failureFileName(example.key);
    if (!listing.figures.has(file)) {
      problems.push(`${where}: failing Typst example has no current message (missing public/figures/${file}); ${FIX_HINT}`);
    }
  } else if (!record[example.key]) {
    const missing = VARIANTS.filter((v) => !listing.figures.has(example.variants[v].fileName));
    if (missing.length > 0) {
      const files = missing.map((v) => `public/figures/${example.variants[v].fileName}`).join(', ');
      problems.push(`${where}: Typst example has no current figure (missing ${files}); ${FIX_HINT}`);
    }
    const parts = partsFileName(example.key);
    if (noParts && example.inspect !== false && !noParts[example.key] && !listing.figures.has(parts)) {
      problems.push(
        `${where}: Typst example has no part map (missing public/figures/${parts}, nor an entry in lib/figures/no-parts.json); ${FIX_HINT}`,
      );
    }
  }
  for (const d of example.data) {
    if (!listing.data.has(d.relPath)) {
      problems.push(`${where}: data file "${d.name}" has no served copy (missing public/figures/data/${d.relPath}); ${FIX_HINT}`);
    }
  }
  return problems;
}

/** What a store file is, for messages about it. */
function storeFileKind(fileName: string): string {
  if (fileName.endsWith('-error.json')) return "failing example's message";
  return fileName.endsWith('.json') ? 'part map' : 'figure';
}

export function storeNeeds(examples: readonly PreparedExample[], record: UnavailableRecord): StoreNeeds {
  const needs: StoreNeeds = { figures: new Set(), data: new Set(), unavailable: new Set() };
  for (const ex of examples) {
    if (ex.fails) needs.figures.add(failureFileName(ex.key));
    else if (record[ex.key]) needs.unavailable.add(ex.key);
    else {
      for (const v of VARIANTS) needs.figures.add(ex.variants[v].fileName);
      if (ex.inspect !== false) needs.figures.add(partsFileName(ex.key));
    }
    for (const d of ex.data) needs.data.add(d.relPath);
  }
  return needs;
}

export interface CheckReport {
  problems: string[];
  orphans: Orphans;
  /** Examples shown without a figure because they need komet, as `file:line (reason)`. */
  unavailable: string[];
  /** Prerendered figures, and how many of them have a part map (the inspector's coverage). */
  coverage: PartsCoverage;
}

export interface PartsCoverage {
  figures: number;
  withParts: number;
}

/** Figures in the store and those of them with a part map. */
export function partsCoverage(examples: readonly PreparedExample[], listing: StoreListing, record: UnavailableRecord): PartsCoverage {
  const shown = examples.filter((ex) => !record[ex.key] && !ex.fails && ex.inspect !== false);
  return { figures: shown.length, withParts: shown.filter((ex) => listing.figures.has(partsFileName(ex.key))).length };
}

export function checkAll(
  examples: readonly PreparedExample[],
  listing: StoreListing,
  record: UnavailableRecord,
  noParts?: UnavailableRecord,
): CheckReport {
  const problems = examples.flatMap((ex) => checkExample(ex, listing, record, noParts));
  if (noParts) {
    const keys = new Set(examples.filter((ex) => !record[ex.key] && !ex.fails).map((ex) => ex.key));
    for (const [k, e] of Object.entries(noParts)) {
      if (!keys.has(k)) problems.push(`lib/figures/no-parts.json: stale entry ${k} (${e.file}:${e.line}) matches no figure; ${FIX_HINT}`);
    }
  }
  const orphans = findOrphans(listing, record, storeNeeds(examples, record));
  for (const f of orphans.figures) problems.push(`public/figures/${f}: orphaned ${storeFileKind(f)} (no example uses it); ${FIX_HINT}`);
  for (const d of orphans.data) problems.push(`public/figures/data/${d}: orphaned data file (no example declares it); ${FIX_HINT}`);
  for (const k of orphans.unavailable) {
    const e = record[k]!;
    problems.push(`lib/figures/unavailable.json: stale entry ${k} (${e.file}:${e.line}) matches no example; ${FIX_HINT}`);
  }
  const unavailable = examples.filter((ex) => record[ex.key]).map((ex) => `${formatLocation(ex.location)} (${record[ex.key]!.reason})`);
  return { problems, orphans, unavailable, coverage: partsCoverage(examples, listing, record) };
}
