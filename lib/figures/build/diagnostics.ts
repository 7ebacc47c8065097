/**
 * Turning Typst diagnostics into messages that point at the MDX source, and recognising the one
 * expected failure: Lilaq functions that need the komet WASM plugin, which is not available here.
 */
import type { Diagnostic } from '../compiler';
import type { CompileFailure } from '../failure';
import { formatLocation, type PreparedExample, type VariantPlan } from '../prepare';

/** True when the compile failed only because komet's WASM plugin is missing. */
export function isKometUnavailable(diagnostics: readonly Diagnostic[]): boolean {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  return errors.length > 0 && errors.every((d) => d.package.startsWith('@preview/komet:') && /komet\.wasm|\.wasm\b/.test(d.message));
}

/** `needs @preview/komet:0.1.0 (WASM plugin not available here) via contour()` */
export function kometReason(diagnostics: readonly Diagnostic[]): string {
  const pkg = diagnostics.find((d) => d.package.startsWith('@preview/komet:'))?.package ?? '@preview/komet';
  const callers = diagnostics
    .filter((d) => !d.package && /^while calling /.test(d.message))
    .map((d) => d.message.replace(/^while calling /, ''));
  const via = callers.length > 0 ? ` via ${callers[callers.length - 1]}()` : '';
  return `needs ${pkg} (WASM plugin not available here)${via}`;
}

/** The MDX body line (0-based) a diagnostic in the compiled main file points at, if any. */
export function bodyLineOf(example: PreparedExample, plan: VariantPlan, d: Diagnostic): number | undefined {
  if (d.mainLine === undefined) return undefined;
  const runLine = d.mainLine - plan.preambleLines;
  if (runLine < 0) return undefined;
  const bodyLine = example.runLineToBodyLine[runLine];
  return bodyLine === undefined || bodyLine < 0 ? undefined : bodyLine;
}

/**
 * One message per error, Typst's own wording, prefixed with the MDX file:line; the package
 * trace (where the error surfaced inside a package) follows on indented lines.
 */
export function formatCompileError(example: PreparedExample, plan: VariantPlan, diagnostics: readonly Diagnostic[]): string {
  const lines: string[] = [];
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const trace = diagnostics.filter((d) => d.severity === 'hint' && d.package);
  const hints = diagnostics.filter((d) => d.severity === 'hint' && !d.package && d.mainLine !== undefined);
  const anchor = [...hints]
    .reverse()
    .map((d) => bodyLineOf(example, plan, d))
    .find((l) => l !== undefined);
  for (const d of errors) {
    const own = bodyLineOf(example, plan, d);
    const where = formatLocation(example.location, own ?? anchor);
    const inPreamble = d.mainLine !== undefined && d.mainLine < plan.preambleLines ? ` (in the ${plan.variant} preamble)` : '';
    const origin = d.package ? ` [${d.package}${d.path}${d.line ? `:${d.line}` : ''}]` : '';
    lines.push(`${where}: error (${plan.variant} variant): ${d.message}${origin}${inPreamble}`);
  }
  for (const d of trace) lines.push(`    at ${d.package}${d.path}${d.line ? `:${d.line}` : ''}: ${d.message}`);
  return lines.join('\n');
}

/** Warnings that make a figure machine-dependent are errors (e.g. a font that isn't shipped). */
export function fatalWarnings(warnings: readonly Diagnostic[]): Diagnostic[] {
  return warnings.filter((w) => /unknown font family/.test(w.message));
}

/**
 * The compiler hands an error's hints on inside its message, after `, hints: `, joined with commas
 * that the hints themselves may contain: they stay one text, in Typst's words.
 */
const HINTS = ', hints: ';

/**
 * A failing example's message as the page shows it: Typst's first error (the one a reader meets
 * first) with its hints, and the shown line it is about: the error's own line in the example, else
 * the last call in the example that led to it (an assertion inside Lilaq is reported there). Its
 * "while calling …" trace is left out: it names Lilaq's internals, not the reader's code.
 */
export function compileFailure(example: PreparedExample, plan: VariantPlan, diagnostics: readonly Diagnostic[]): CompileFailure {
  const error = diagnostics.find((d) => d.severity === 'error') ?? {
    message: 'compilation failed',
    severity: 'error',
    package: '',
    path: '',
  };
  const at = error.message.indexOf(HINTS);
  const message = at === -1 ? error.message : error.message.slice(0, at);
  const hints = at === -1 ? [] : [error.message.slice(at + HINTS.length)];
  const calls = diagnostics.filter((d) => d.severity === 'hint' && d.mainLine !== undefined);
  const bodyLine = [error, ...[...calls].reverse()].map((d) => bodyLineOf(example, plan, d)).find((line) => line !== undefined);
  const shownLine = bodyLine === undefined ? -1 : example.shownLineToBodyLine.indexOf(bodyLine);
  return { message, hints, ...(shownLine >= 0 ? { line: shownLine + 1 } : {}) };
}
