/**
 * After `npm run figures` has rendered: which figures of another release are byte for byte the
 * figures the site's release draws at the same place in the same file, so that they are stored
 * once (lib/figures/same-figures.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PreparedExample } from '../prepare';
import type { SameFigures } from '../same-figures';
import { figureFileName, partsFileName, type UnavailableRecord } from '../store';

const at = (example: PreparedExample) => `${example.location.file}:${example.location.line}`;

/**
 * The record for the store as it is now: for each example of another release whose light and
 * dark figures and part map equal those of the site's release's example at the same `file:line`,
 * its two figure hashes → the stored ones. Built afresh, so an entry whose example changed drops out.
 */
export function sharedFigures(figuresDir: string, examples: readonly PreparedExample[], unavailable: UnavailableRecord): SameFigures {
  const read = (fileName: string) => {
    const file = path.join(figuresDir, fileName);
    return fs.existsSync(file) ? fs.readFileSync(file) : null;
  };
  const equal = (a: string, b: string) => {
    const x = read(a);
    const y = read(b);
    return x === null || y === null ? x === y : x.equals(y);
  };
  const site = new Map(examples.filter((example) => !example.location.release).map((example) => [at(example), example]));
  const record: Record<string, string> = {};
  for (const example of examples) {
    if (!example.location.release || example.fails || unavailable[example.key]) continue;
    const twin = site.get(at(example));
    if (!twin || twin.fails || unavailable[twin.key]) continue;
    // Its own files when rendered, else the files it already shares.
    const own = (fileName: string, shared: string) => (read(fileName) !== null ? fileName : shared);
    const light = own(figureFileName(example.variants.light.hash, 'light'), example.variants.light.fileName);
    const dark = own(figureFileName(example.variants.dark.hash, 'dark'), example.variants.dark.fileName);
    const parts = own(partsFileName(example.variants.light.hash), partsFileName(example.key));
    if (read(light) === null || read(dark) === null) continue;
    if (!equal(light, twin.variants.light.fileName) || !equal(dark, twin.variants.dark.fileName) || !equal(parts, partsFileName(twin.key)))
      continue;
    record[example.variants.light.hash] = twin.variants.light.hash;
    record[example.variants.dark.hash] = twin.variants.dark.hash;
  }
  return record;
}
