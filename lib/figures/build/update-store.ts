/**
 * `npm run figures`: render what is missing, store the messages of failing examples, record
 * komet-unavailable examples, copy data files, remove orphans. Compiles everything in this one
 * process with one compiler.
 */
import fs from 'node:fs';
import path from 'node:path';
import { storeNeeds } from '../check';
import { compilerVersion } from '../compiler';
import type { ProjectPaths } from '../config';
import { failureFileName, serializeFailure } from '../failure';
import { formatLocation, type PreparedExample } from '../prepare';
import { RenderPool } from './render-pool';
import type { ExampleRender } from './render';
import { scanContent } from './scan';
import { sharedFigures } from './share-figures';
import { writeSameFigures } from '../same-figures';
import { findOrphans, listStore, partsFileName, readUnavailable, writeUnavailable, type UnavailableRecord } from '../store';

export interface UpdateOptions {
  paths: ProjectPaths;
  /** Re-render figures even if they exist (used by the benchmark). */
  force?: boolean;
  /** Write nothing (benchmark). */
  dryRun?: boolean;
  /** Compilers to use (benchmark: the same pool twice for a warm run); else a new pool. */
  pool?: RenderPool;
  /** Receives every minified figure (benchmark). */
  onFigure?: (fileName: string, svg: string) => void;
}

export interface UpdateSummary {
  mdxFiles: number;
  examples: number;
  rendered: number;
  reused: number;
  /** Failing examples whose message was compiled and stored. */
  failures: number;
  /** Part maps written, and figures whose map cannot be made (`file:line (reason)`). */
  parts: number;
  /** Milliseconds each map took (its extra compile, query and ink comparison), for the log. */
  partsMs: number[];
  noParts: string[];
  /** Prerendered figures with a part map / all prerendered figures, after this run. */
  coverage: { figures: number; withParts: number };
  unavailable: string[];
  dataCopied: number;
  /** Figures of another release stored once because the site's release draws them alike (same-figures.ts). */
  shared: number;
  removed: string[];
  errors: string[];
}

export async function updateStore(options: UpdateOptions): Promise<UpdateSummary> {
  const { paths, force = false, dryRun = false } = options;
  const version = compilerVersion();
  const scan = scanContent(paths.root, paths.contentDir, version, paths.releases);
  const summary: UpdateSummary = {
    mdxFiles: scan.files,
    examples: scan.examples.length,
    rendered: 0,
    reused: 0,
    failures: 0,
    parts: 0,
    partsMs: [],
    noParts: [],
    coverage: { figures: 0, withParts: 0 },
    unavailable: [],
    dataCopied: 0,
    shared: 0,
    removed: [],
    errors: [...scan.errors],
  };
  const listing = listStore(paths.figuresDir, paths.dataDir);
  const record: UnavailableRecord = {};
  const noPartsBefore = readUnavailable(paths.noPartsFile);
  const noParts: UnavailableRecord = {};
  if (!dryRun) fs.mkdirSync(paths.figuresDir, { recursive: true });
  let pool = options.pool;
  const jobs: Array<{ example: PreparedExample; result: Promise<ExampleRender> }> = [];

  for (const example of scan.examples) {
    if (example.fails) {
      // Its message only: compiled when the store lacks it (the key covers everything it depends on).
      if (force || !listing.figures.has(failureFileName(example.key))) {
        pool ??= new RenderPool(paths.packageRoot);
        jobs.push({ example, result: pool.render(example) });
      }
    } else {
      const { light, dark } = example.variants;
      const figures = force || !listing.figures.has(light.fileName) || !listing.figures.has(dark.fileName);
      const knownNoParts = noPartsBefore[example.key];
      const parts = example.inspect !== false && (force || figures || (!listing.figures.has(partsFileName(example.key)) && !knownNoParts));
      if (!figures) summary.reused += 2;
      if (!parts && knownNoParts) noParts[example.key] = knownNoParts;
      if (figures || parts) {
        pool ??= new RenderPool(paths.packageRoot);
        jobs.push({ example, result: pool.render(example, { figures, parts }) });
      }
    }
    for (const d of example.data) {
      const target = path.join(paths.dataDir, ...d.relPath.split('/'));
      if (!dryRun && !fs.existsSync(target)) {
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, d.content);
        summary.dataCopied++;
      }
    }
  }

  try {
    const results = await Promise.all(jobs.map((j) => j.result));
    results.forEach((result, i) => {
      const example = jobs[i]!.example;
      if (result.kind === 'unavailable') {
        record[example.key] = { file: example.location.file, line: example.location.line, reason: result.reason };
      } else if (result.kind === 'error') {
        summary.errors.push(result.message);
      } else if (result.kind === 'failed') {
        if (!dryRun) fs.writeFileSync(path.join(paths.figuresDir, failureFileName(example.key)), serializeFailure(result.failure));
        summary.failures++;
      } else {
        for (const { variant, svg } of result.figures) {
          const fileName = example.variants[variant].fileName;
          options.onFigure?.(fileName, svg);
          if (!dryRun) fs.writeFileSync(path.join(paths.figuresDir, fileName), svg);
          summary.rendered++;
        }
        if (result.partsMs !== undefined) summary.partsMs.push(result.partsMs);
        if (result.parts?.kind === 'ok') {
          const fileName = partsFileName(example.key);
          const json = `${JSON.stringify(result.parts.map)}\n`;
          options.onFigure?.(fileName, json);
          if (!dryRun) fs.writeFileSync(path.join(paths.figuresDir, fileName), json);
          summary.parts++;
        } else if (result.parts) {
          noParts[example.key] = { file: example.location.file, line: example.location.line, reason: result.parts.reason };
        }
      }
    });
  } finally {
    if (!options.pool) await pool?.close();
  }
  for (const example of scan.examples) {
    const entry = record[example.key];
    if (entry) summary.unavailable.push(`${formatLocation(example.location)} (${entry.reason})`);
    const missing = noParts[example.key];
    if (missing && !entry) summary.noParts.push(`${formatLocation(example.location)} (${missing.reason})`);
  }

  // The content as the store has it after this run (examples sharing another's figures read them).
  let final = scan;
  // Only prune when everything rendered: a failing example keeps whatever it had before.
  if (summary.errors.length === 0 && !dryRun) {
    // Another release's figures that equal the site's release's are stored once (same-figures.ts):
    // record them, and read the content again so that their own copies become orphans.
    const same = sharedFigures(paths.figuresDir, scan.examples, record);
    writeSameFigures(paths.root, same);
    summary.shared = Object.keys(same).length;
    final = scanContent(paths.root, paths.contentDir, version, paths.releases);
    const keys = new Set(final.examples.map((example) => example.key));
    for (const key of Object.keys(noParts)) if (!keys.has(key)) delete noParts[key];
    const orphans = findOrphans(listStore(paths.figuresDir, paths.dataDir), {}, storeNeeds(final.examples, record));
    for (const f of orphans.figures) {
      fs.rmSync(path.join(paths.figuresDir, f));
      summary.removed.push(`public/figures/${f}`);
    }
    for (const d of orphans.data) {
      const file = path.join(paths.dataDir, ...d.split('/'));
      fs.rmSync(file);
      const dir = path.dirname(file);
      if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
      summary.removed.push(`public/figures/data/${d}`);
    }
    const before = readUnavailable(paths.unavailableFile);
    for (const k of Object.keys(before)) if (!record[k]) summary.removed.push(`lib/figures/unavailable.json entry ${k}`);
    writeUnavailable(paths.unavailableFile, record);
    for (const k of Object.keys(record)) delete noParts[k];
    writeUnavailable(paths.noPartsFile, noParts);
  }
  const listed = listStore(paths.figuresDir, paths.dataDir);
  const shown = final.examples.filter(
    (ex) => ex.inspect !== false && !ex.fails && !record[ex.key] && !readUnavailable(paths.unavailableFile)[ex.key],
  );
  summary.coverage = { figures: shown.length, withParts: shown.filter((ex) => listed.figures.has(partsFileName(ex.key))).length };
  return summary;
}
