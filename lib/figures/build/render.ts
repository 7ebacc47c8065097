/** Renders one example variant: compile, classify failures, minify. */
import type { TypstRenderer } from '../compiler';
import { fatalWarnings, formatCompileError, isKometUnavailable, kometReason } from './diagnostics';
import { VARIANTS, type Variant } from '../hash';
import type { PreparedExample } from '../prepare';
import { minifySvg, type MinifiedSvg } from './svg';

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
  | { kind: 'ok'; figures: Array<{ variant: Variant; svg: string }> }
  | { kind: 'unavailable'; reason: string }
  | { kind: 'error'; message: string };

/** Both variants of one example; stops at the first variant that fails. */
export function renderExample(renderer: TypstRenderer, example: PreparedExample): ExampleRender {
  const figures: Array<{ variant: Variant; svg: string }> = [];
  for (const variant of VARIANTS) {
    const out = compileVariant(renderer, example, variant);
    if (out.kind !== 'ok') return out;
    figures.push({ variant, svg: minifySvg(out.rawSvg).svg });
  }
  return { kind: 'ok', figures };
}
