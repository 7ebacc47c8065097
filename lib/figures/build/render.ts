/** Renders one example variant: compile, classify failures, minify. */
import type { TypstRenderer } from '../compiler';
import type { CompileFailure } from '../failure';
import { compileFailure, fatalWarnings, formatCompileError, isKometUnavailable, kometReason } from './diagnostics';
import { VARIANTS, type Variant } from '../hash';
import { formatLocation, type PreparedExample } from '../prepare';
import { minifySvg, type MinifiedSvg } from './svg';
import { renderPartMap, type PartMapOutcome } from './part-map';

export type CompileVariantOutcome =
  { kind: 'ok'; rawSvg: string } | { kind: 'unavailable'; reason: string } | { kind: 'error'; message: string };

export type RenderOutcome = ({ kind: 'ok' } & MinifiedSvg) | { kind: 'unavailable'; reason: string } | { kind: 'error'; message: string };

/** Compiles one variant and classifies failures; the SVG is not minified yet. */
export function compileVariant(renderer: TypstRenderer, example: PreparedExample, variant: Variant): CompileVariantOutcome {
  const plan = example.variants[variant];
  const outcome = renderer.compile(plan.source, example.data);
  if (!outcome.ok) {
    if (isKometUnavailable(outcome.diagnostics)) return { kind: 'unavailable', reason: kometReason(outcome.diagnostics) };
    return { kind: 'error', message: formatCompileError(example, plan, outcome.diagnostics) };
  }
  const fatal = fatalWarnings(outcome.warnings);
  if (fatal.length > 0) {
    const asErrors = fatal.map((w) => ({ ...w, severity: 'error' as const }));
    return {
      kind: 'error',
      message: `${formatCompileError(example, plan, asErrors)}\n    (only the fonts embedded in the compiler are available, so every machine renders the same figure)`,
    };
  }
  return { kind: 'ok', rawSvg: outcome.svg };
}

/** compileVariant + minifySvg, synchronously (tests; the CLI minifies in worker threads). */
export function renderVariant(renderer: TypstRenderer, example: PreparedExample, variant: Variant): RenderOutcome {
  const out = compileVariant(renderer, example, variant);
  return out.kind === 'ok' ? { kind: 'ok', ...minifySvg(out.rawSvg) } : out;
}

export type ExampleRender =
  | { kind: 'ok'; figures: Array<{ variant: Variant; svg: string }>; parts?: PartMapOutcome; partsMs?: number }
  /** A failing example (`fails`) failed, as it must: Typst's message, for the store. */
  | { kind: 'failed'; failure: CompileFailure }
  | { kind: 'unavailable'; reason: string }
  | { kind: 'error'; message: string };

/** What an author reads when an example marked `fails` compiles. */
export const FAILS_BUT_COMPILED =
  'Typst example is marked `fails` but compiled without an error: make the code fail as the text says, or remove `fails` and give it alt text';

/**
 * A failing example: compiled once (light variant: the message does not depend on the colours).
 * Compiling is the error here, and so is a failure that only says komet is missing, which would
 * store a message the reader never sees.
 */
export function renderFailure(renderer: TypstRenderer, example: PreparedExample): ExampleRender {
  const plan = example.variants.light;
  const outcome = renderer.compile(plan.source, example.data);
  if (outcome.ok) return { kind: 'error', message: `${formatLocation(example.location)}: ${FAILS_BUT_COMPILED}` };
  if (isKometUnavailable(outcome.diagnostics)) {
    return { kind: 'error', message: `${formatLocation(example.location)}: failing Typst example ${kometReason(outcome.diagnostics)}` };
  }
  return { kind: 'failed', failure: compileFailure(example, plan, outcome.diagnostics) };
}

/** The viewBox size of a minified figure: the coordinates its part map is written in. */
function viewBoxOf(svg: string): { width: number; height: number } {
  const m = /viewBox="[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  return { width: Number(m?.[1] ?? 0), height: Number(m?.[2] ?? 0) };
}

export interface RenderWanted {
  /** Both figure variants (false: they are in the store already). */
  figures: boolean;
  /** The part map (an extra compile of the light variant, see part-map.ts). */
  parts: boolean;
}

/**
 * What `wanted` asks of one example (a failing example: its message, whatever is asked): both variants (stops at the first that fails) and/or the
 * part map, which needs the light variant's unminified SVG to prove that it moved no ink.
 */
export function renderExample(
  renderer: TypstRenderer,
  example: PreparedExample,
  wanted: RenderWanted = { figures: true, parts: false },
): ExampleRender {
  if (example.fails) return renderFailure(renderer, example);
  const figures: Array<{ variant: Variant; svg: string }> = [];
  let parts: PartMapOutcome | undefined;
  let partsMs = 0;
  for (const variant of VARIANTS) {
    if (!wanted.figures && !(wanted.parts && variant === 'light')) continue;
    const out = compileVariant(renderer, example, variant);
    if (out.kind !== 'ok') return out;
    const svg = minifySvg(out.rawSvg).svg;
    if (wanted.figures) figures.push({ variant, svg });
    if (wanted.parts && variant === 'light') {
      const start = performance.now();
      parts = renderPartMap(renderer, example, out.rawSvg, viewBoxOf(svg));
      partsMs = performance.now() - start;
    }
  }
  return { kind: 'ok', figures, ...(parts ? { parts, partsMs } : {}) };
}
