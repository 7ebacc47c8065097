/**
 * contentlayer2 keeps what it parsed in `.contentlayer/.cache/v<version>/data-<hash>.json` and writes
 * that file in place (truncate, then write), so a process stopped mid-write leaves it empty or cut
 * short. contentlayer reads it once when its watch starts; an unreadable file then fails that start
 * with a JsonParseError and the watch never runs, so no page updates again. `npm run dev` checks the
 * file before it starts contentlayer (and again after it stopped it) and removes a broken one:
 * contentlayer then parses every document afresh.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface BrokenCache {
  /** Path relative to the project root. */
  file: string;
  problem: string;
}

/** The data cache files of every contentlayer version under `root`. */
export function contentCacheFiles(root: string): string[] {
  const cacheDir = path.join(root, '.contentlayer', '.cache');
  if (!fs.existsSync(cacheDir)) return [];
  return fs
    .readdirSync(cacheDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('v'))
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(cacheDir, dir.name))
        .filter((name) => /^data-.+\.json$/.test(name))
        .map((name) => path.join(cacheDir, dir.name, name)),
    );
}

/** Why contentlayer could not use this cache file, or undefined when it can. */
export function cacheProblem(file: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    return `unreadable (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`;
  }
  if (text.trim() === '') return 'empty';
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return `cut short or not JSON (${text.length} bytes)`;
  }
  const items = (data as { cacheItemsMap?: unknown } | null)?.cacheItemsMap;
  if (typeof items !== 'object' || items === null) return 'not a contentlayer cache (no cacheItemsMap)';
  return undefined;
}

/** Removes every broken data cache under `root` and says which (an empty list when all were fine). */
export function removeBrokenContentCache(root: string): BrokenCache[] {
  const broken: BrokenCache[] = [];
  for (const file of contentCacheFiles(root)) {
    const problem = cacheProblem(file);
    if (problem === undefined) continue;
    fs.rmSync(file, { force: true, recursive: true });
    broken.push({ file: path.relative(root, file), problem });
  }
  return broken;
}

/** The one terminal line for a removed cache. */
export function describeRemovedCache({ file, problem }: BrokenCache): string {
  return `dev: content cache ${file} was ${problem}: removed it, contentlayer rebuilds every page`;
}
