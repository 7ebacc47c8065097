import { createHash } from 'node:crypto';

export type Variant = 'light' | 'dark';
export const VARIANTS: readonly Variant[] = ['light', 'dark'];

/** Everything that can change a rendered figure. Each part is part of the content address. */
export interface FigureKeyParts {
  /** The code shown on the page (shown lines; `<<<` lines included). */
  shown: string;
  /** The compiled Typst source (hidden `>>>` lines included). */
  run: string;
  /** Data files by name with their bytes. Order does not matter. */
  data: ReadonlyArray<{ name: string; content: Uint8Array }>;
  /** The preamble compiled before the example (page setup, colour set-rules). */
  preamble: string;
  variant: Variant;
  lilaqVersion: string;
  compilerVersion: string;
  /** Version of this pipeline's post-processing (minifier settings); bump to re-render everything. */
  pipelineVersion: number;
}

/** Length of the hex digest used in file names (64 bits). */
export const HASH_LENGTH = 16;

export function sha256(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

/** Content address of one figure variant. Parts are serialised unambiguously (JSON). */
export function figureKey(parts: FigureKeyParts): string {
  const data = [...parts.data].map((d) => [d.name, sha256(d.content)] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const canonical = JSON.stringify([
    'lilaq-figure',
    parts.pipelineVersion,
    parts.lilaqVersion,
    parts.compilerVersion,
    parts.variant,
    parts.preamble,
    parts.shown,
    parts.run,
    data,
  ]);
  return sha256(canonical).slice(0, HASH_LENGTH);
}
