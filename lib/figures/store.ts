/**
 * The committed, content-addressed figure store (public/figures) and the record of
 * komet-unavailable figures (lib/figures/unavailable.json). Listing and orphan logic are pure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DATA_URL, FIGURES_URL, PARTS_VERSION } from './config';
import { HASH_LENGTH, sha256, type Variant } from './hash';

export function figureFileName(hash: string, variant: Variant): string {
  return `${hash}-${variant}.svg`;
}

export function figureUrl(hash: string, variant: Variant): string {
  return `${FIGURES_URL}/${figureFileName(hash, variant)}`;
}

/**
 * The part map of an example (keyed by its light figure's hash): same store, same address scheme,
 * plus the map format's version, so a new map format never reuses an old file.
 */
export function partsFileName(lightHash: string): string {
  return `${sha256(JSON.stringify(['lilaq-parts', PARTS_VERSION, lightHash])).slice(0, HASH_LENGTH)}-parts.json`;
}

export function partsUrl(lightHash: string): string {
  return `${FIGURES_URL}/${partsFileName(lightHash)}`;
}

/** Data files are stored by content: data/<first 16 hex of sha256>/<name>. */
export function dataRelPath(sha: string, name: string): string {
  return `${sha.slice(0, 16)}/${name}`;
}

export function dataUrl(sha: string, name: string): string {
  return `${DATA_URL}/${dataRelPath(sha, name)}`;
}

export interface UnavailableEntry {
  /** MDX file relative to the project root, e.g. content/docs/reference/contour.mdx */
  file: string;
  line: number;
  reason: string;
}

/** Keyed by the light figure hash of the example. */
export type UnavailableRecord = Record<string, UnavailableEntry>;

export function readUnavailable(file: string): UnavailableRecord {
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as UnavailableRecord;
}

export function writeUnavailable(file: string, record: UnavailableRecord): void {
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
  fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** Files currently in the store: figure (part map, failing example's message) file names, and data paths relative to data/. */
export interface StoreListing {
  figures: Set<string>;
  data: Set<string>;
}

const FIGURE_RE = /^[0-9a-f]{16}-((light|dark)\.svg|parts\.json|error\.json)$/;

export function listStore(figuresDir: string, dataDir: string): StoreListing {
  const figures = new Set<string>();
  const data = new Set<string>();
  if (fs.existsSync(figuresDir)) {
    for (const name of fs.readdirSync(figuresDir)) if (FIGURE_RE.test(name)) figures.add(name);
  }
  if (fs.existsSync(dataDir)) {
    for (const dir of fs.readdirSync(dataDir)) {
      const full = path.join(dataDir, dir);
      if (!fs.statSync(full).isDirectory()) continue;
      for (const name of fs.readdirSync(full)) data.add(`${dir}/${name}`);
    }
  }
  return { figures, data };
}

/** What the content needs from the store. */
export interface StoreNeeds {
  figures: Set<string>;
  data: Set<string>;
  unavailable: Set<string>;
}

export interface Orphans {
  figures: string[];
  data: string[];
  unavailable: string[];
}

/** Everything in the store (or in the unavailable record) that no example needs. */
export function findOrphans(listing: StoreListing, record: UnavailableRecord, needs: StoreNeeds): Orphans {
  return {
    figures: [...listing.figures].filter((f) => !needs.figures.has(f)).sort(),
    data: [...listing.data].filter((d) => !needs.data.has(d)).sort(),
    unavailable: Object.keys(record)
      .filter((k) => !needs.unavailable.has(k))
      .sort(),
  };
}
