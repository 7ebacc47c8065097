/**
 * The copy of contentlayer's output that `next dev` reads (lib/tooling/dev/README.md, "Why the dev
 * server reads a copy"). contentlayer2 removes and rewrites every file of `.contentlayer/generated`
 * at each generation, and a save of a docs page is two generations (the page and its view for the
 * other release): Turbopack, asked for a page meanwhile, can lose a module it saw removed and then
 * fail every request until it restarts. The copy changes only where the content did, one file at a
 * time, each written whole and renamed into place, and a module is never missing from it.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface SnapshotResult {
  /** Files written because they are new or their content changed (relative, `/`-separated). */
  written: string[];
  /** Files removed because the generation no longer has them. */
  removed: string[];
}

/** The source was being rewritten while it was read: nothing was changed, try at the next generation. */
export class SnapshotIncomplete extends Error {
  constructor(file: string) {
    super(`${file} was missing or cut short while the content was copied: contentlayer is writing it`);
    this.name = 'SnapshotIncomplete';
  }
}

function listFiles(root: string, dir = ''): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries.flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listFiles(root, file);
    return entry.isFile() ? [file] : [];
  });
}

/**
 * The order files are written in: data first, then the modules that import it (a folder's
 * `_index.*`), the top-level modules last. A module is only written once what it imports is there.
 */
export function writeOrder(file: string): number {
  const depth = file.split('/').length;
  const isIndex = /(^|\/)_?index\.[^/]+$/.test(file);
  return (isIndex ? 0 : 100) + depth * 10;
}

function readIfExists(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function parses(content: Buffer): boolean {
  try {
    JSON.parse(content.toString('utf8'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes `target` hold what `source` holds. Reads every source file first, so a generation that
 * started meanwhile (a file gone, or a JSON file cut short) changes nothing (SnapshotIncomplete); then writes the changed
 * files in `writeOrder`, each to a temporary name and renamed, then removes what the source lacks.
 */
export function syncSnapshot(source: string, target: string): SnapshotResult {
  const files = listFiles(source);
  if (files.length === 0) throw new SnapshotIncomplete(source);
  const changed: { file: string; content: Buffer }[] = [];
  for (const file of files) {
    const content = readIfExists(path.join(source, file));
    if (content === undefined) throw new SnapshotIncomplete(file);
    const current = readIfExists(path.join(target, file));
    if (current !== undefined && current.equals(content)) continue;
    // A file read while contentlayer was writing it is cut short: its JSON does not parse.
    if (file.endsWith('.json') && !parses(content)) throw new SnapshotIncomplete(file);
    changed.push({ file, content });
  }
  changed.sort((a, b) => writeOrder(b.file) - writeOrder(a.file) || a.file.localeCompare(b.file));
  for (const { file, content } of changed) {
    const destination = path.join(target, file);
    fs.mkdirSync(path.dirname(destination), { recursive: true });
    fs.writeFileSync(`${destination}.tmp`, content);
    fs.renameSync(`${destination}.tmp`, destination);
  }
  const keep = new Set(files);
  const removed = listFiles(target).filter((file) => !keep.has(file));
  for (const file of removed) fs.rmSync(path.join(target, file), { force: true });
  return { written: changed.map(({ file }) => file), removed };
}
