/**
 * Turns one fenced example block into everything the renderer, the strict check and the page
 * need: shown code, compiled sources per variant, content hashes, data files.
 * Shared by `npm run figures`, `npm run figures:check` and the remark plugin, so all three
 * agree on the hashes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { lilaqImport, lilaqRelease } from '../releases';
import { LILAQ_IMPORT, LILAQ_VERSION, PIPELINE_VERSION } from './config';
import { parseExampleCode, parseExampleMeta, usesLq, type ParsedExample } from './example-syntax';
import { VARIANTS, figureKey, sha256, type Variant } from './hash';
import { preambleFor } from './preamble';
import { readSameFigures, type SameFigures } from './same-figures';
import { dataRelPath, dataUrl, figureFileName, figureUrl } from './store';

export interface ExampleLocation {
  /** MDX file relative to the project root, with forward slashes. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The release of the page the example is on, when it is not the site's (a docs page is built for each release). */
  release?: string;
}

export function formatLocation(loc: ExampleLocation, bodyLine?: number): string {
  return `${loc.file}:${bodyLine === undefined ? loc.line : loc.line + 1 + bodyLine}${loc.release ? ` (Lilaq ${loc.release})` : ''}`;
}

/** An error about one example; the message starts with `file:line:`. */
export class ExampleError extends Error {
  constructor(
    readonly location: ExampleLocation,
    readonly detail: string,
    readonly bodyLine?: number,
  ) {
    super(`${formatLocation(location, bodyLine)}: ${detail}`);
    this.name = 'ExampleError';
  }
}

export interface DataFile {
  name: string;
  content: Uint8Array;
  sha: string;
  size: number;
  /** Path below public/figures/data. */
  relPath: string;
  url: string;
}

export interface VariantPlan {
  variant: Variant;
  /** The hash of what is compiled; the file may be another's (an identical figure of another release, same-figures.ts). */
  hash: string;
  fileName: string;
  url: string;
  preamble: string;
  /** preamble + example source: what is compiled. */
  source: string;
  /** Number of lines the preamble adds before the example's first line. */
  preambleLines: number;
}

export interface PreparedExample extends ParsedExample {
  location: ExampleLocation;
  alt?: string;
  /** The Lilaq release it is compiled with (`lilaq="…"` on the fence, or the site's) and its import line. */
  lilaqVersion: string;
  importLine: string;
  /** The fence named its release (`lilaq="…"`): release material, kept out of the gallery and "Used in". */
  namesRelease?: true;
  data: DataFile[];
  usesLilaq: boolean;
  variants: Record<Variant, VariantPlan>;
  /** Key of the example in unavailable.json, and of its part map and message (the stored light figure's hash). */
  key: string;
  /**
   * false for figures shown without an Inspect control (a reference parameter's strip): they get no
   * part map, and the inspector's coverage does not count them.
   */
  inspect?: false;
  /** The code must fail to compile (`fails`): the store holds Typst's message (failure.ts), no figures. */
  fails?: true;
}

export interface PrepareInput {
  /** Body of the fenced block. */
  value: string;
  meta: string | null | undefined;
  /** Absolute path of the MDX file. */
  mdxPath: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** Project root (for relative file names in messages). */
  root: string;
  compilerVersion: string;
  lilaqVersion?: string;
  importLine?: string;
  readFile?: (absPath: string) => Uint8Array;
  /** The record of figures stored once for two releases; default: the project's (same-figures.ts). */
  sameFigures?: SameFigures;
}

export function relativeToRoot(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

export function prepareExample(input: PrepareInput): PreparedExample {
  const location: ExampleLocation = {
    file: relativeToRoot(input.root, input.mdxPath),
    line: input.line,
    ...(input.lilaqVersion && input.lilaqVersion !== LILAQ_VERSION ? { release: input.lilaqVersion } : {}),
  };
  const readFile = input.readFile ?? ((p: string) => fs.readFileSync(p));

  let meta;
  let parsed: ParsedExample;
  let lilaqVersion = input.lilaqVersion ?? LILAQ_VERSION;
  let importLine = input.importLine ?? LILAQ_IMPORT;
  try {
    meta = parseExampleMeta(input.meta);
    if (meta.lilaq) {
      // A release the site does not know fails here, with the example's file:line.
      lilaqVersion = lilaqRelease(meta.lilaq).version;
      importLine = lilaqImport(lilaqVersion);
    }
    parsed = parseExampleCode(input.value, importLine);
  } catch (error) {
    throw new ExampleError(location, (error as Error).message);
  }

  const data: DataFile[] = meta.data.map((name) => {
    const abs = path.join(path.dirname(input.mdxPath), name);
    let content: Uint8Array;
    try {
      content = readFile(abs);
    } catch {
      throw new ExampleError(location, `data file "${name}" not found beside the page (${relativeToRoot(input.root, abs)})`);
    }
    const sha = sha256(content);
    return { name, content, sha, size: content.byteLength, relPath: dataRelPath(sha, name), url: dataUrl(sha, name) };
  });

  const lilaq = usesLq(parsed.run);
  // Another release's figure identical to the site's release's is stored once (same-figures.ts).
  const same = input.sameFigures ?? readSameFigures(input.root);
  const stored = (hash: string) => same[hash] ?? hash;
  const variants = {} as Record<Variant, VariantPlan>;
  for (const variant of VARIANTS) {
    const preamble = preambleFor(variant, { lilaqVersion, usesLilaq: lilaq });
    const hash = figureKey({
      shown: parsed.shown,
      run: parsed.run,
      data,
      preamble,
      variant,
      lilaqVersion,
      compilerVersion: input.compilerVersion,
      pipelineVersion: PIPELINE_VERSION,
    });
    variants[variant] = {
      variant,
      hash,
      fileName: figureFileName(stored(hash), variant),
      url: figureUrl(stored(hash), variant),
      preamble,
      source: `${preamble}\n${parsed.run}\n`,
      preambleLines: preamble.split('\n').length,
    };
  }

  return {
    ...parsed,
    location,
    ...(meta.alt ? { alt: meta.alt } : {}),
    lilaqVersion,
    importLine,
    ...(meta.lilaq ? { namesRelease: true as const } : {}),
    ...(meta.fails ? { fails: true as const } : {}),
    data,
    usesLilaq: lilaq,
    variants,
    key: stored(variants.light.hash),
  };
}
