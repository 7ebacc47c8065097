/**
 * Parameter strips: for a parameter whose effect can be seen, 2 to 4 small figures of the same
 * base example (bases.ts) with the parameter set to different values, the value under each. The
 * values come from the facts (the default first; `false`/`true` for a boolean; the strings of a
 * closed set such as `"clamp" | "mask"`) and, where the facts cannot choose, from the reviewed
 * table in values.ts, which also says why a parameter has no strip. Pure: no files, no compiling;
 * examples.ts turns the variants into figure sources for the figure store.
 */
import type { FactDefinition, FactParam } from '../facts-types';
import { bases, defaultBase, type BaseName, type StripBase } from './bases';
import { isSkip, stripValues, type SkipKind, type StripEntry } from './values';

export const MIN_VARIANTS = 2;
export const MAX_VARIANTS = 4;

export interface StripVariant {
  /** The value as Typst code, shown under the figure. */
  value: string;
  /** Whether this is the parameter's default. */
  isDefault: boolean;
  /** The full Typst code of this figure (without the Lilaq import, which the pipeline adds). */
  code: string;
  alt: string;
}

export interface Strip {
  definition: string;
  param: string;
  base: BaseName;
  variants: StripVariant[];
}

export interface NoStrip {
  definition: string;
  param: string;
  skip: SkipKind;
  why: string;
}

/** Why a definition without a base has no strips at all. */
export function definitionSkip(name: string): { skip: SkipKind; why: string } {
  if (name.startsWith('tick-locate.'))
    return { skip: 'function', why: 'a tick locator: computes positions, passed to an axis as `locate-ticks`' };
  if (name.startsWith('tick-format.')) return { skip: 'function', why: 'a tick formatter: passed to an axis as `format-ticks`' };
  if (name.startsWith('scale.')) return { skip: 'function', why: 'a scale: chosen through `diagram.xscale`, whose strip shows it' };
  if (name === 'mark')
    return {
      skip: 'not-sensible',
      why: 'set inside a `diagram.cycle` function; the strips of `plot.mark` and `plot.mark-size` show shapes and sizes',
    };
  if (name === 'colorbar') return { skip: 'not-sensible', why: 'a separate diagram beside a plot; its page’s examples show each option' };
  return { skip: 'invisible', why: 'computes values and draws nothing' };
}

const QUOTED = /^"[^"]*"$/;

/** The entry for one parameter: the table's row, or one derived from the facts, or a reason. */
export function entryFor(definition: string, param: FactParam): StripEntry {
  const row = stripValues[`${definition}.${param.name}`];
  if (row) return row;
  if (param.kind === 'positional') return { skip: 'data', why: 'the data or content the example supplies' };
  if (param.name === 'label' && param.types.includes('content')) return { values: ['[data]'] };
  if (param.types.length === 1 && param.types[0] === 'bool') return { values: param.default === 'true' ? ['false'] : ['true'] };
  if (param.types.length >= 2 && param.types.every((t) => QUOTED.test(t))) {
    return { values: param.types.filter((t) => t !== param.default) };
  }
  if (param.types.length > 0 && param.types.every((t) => t === 'function')) return { skip: 'function', why: 'takes a function' };
  return { skip: 'not-sensible', why: 'no values chosen: add a row to lib/reference/strips/values.ts' };
}

/** Joins a base's arguments with the parameter's: the parameter replaces a base argument of its name. */
function argumentList(base: StripBase, extra: Readonly<Record<string, string>>, param: string, value: string): string {
  const args: Record<string, string> = { ...(base.args ?? {}), ...extra };
  delete args[param];
  return [...Object.entries(args), [param, value]].map(([k, v]) => `${k}: ${v}`).join(', ');
}

const TIPTOE = '#import "@preview/tiptoe:0.3.1"';

/** The Typst code of a base with one parameter set. */
export function variantCode(baseName: BaseName, param: string, value: string, extra: Readonly<Record<string, string>> = {}): string {
  const base: StripBase = bases[baseName];
  const code = base.code.replace('ARGS', argumentList(base, extra, param, value));
  return /\btiptoe\./.test(code) ? `${TIPTOE}\n${code}` : code;
}

/** "A line plot with plot mark set to "o" (the default)". */
export function altText(base: StripBase, definition: string, param: string, value: string, isDefault: boolean): string {
  return `${base.what}, ${definition} ${param}: ${value}${isDefault ? ' (the default)' : ''}`;
}

/** The strip of one parameter, or why it has none. */
export function stripFor(definition: FactDefinition, param: FactParam): Strip | NoStrip {
  const baseName = defaultBase[definition.name];
  if (!baseName) {
    // A definition without a base has no strips; a row of values.ts may still say why more precisely.
    const row = stripValues[`${definition.name}.${param.name}`];
    const reason = row && isSkip(row) ? row : definitionSkip(definition.name);
    return { definition: definition.name, param: param.name, skip: reason.skip, why: reason.why };
  }
  const entry = entryFor(definition.name, param);
  if (isSkip(entry)) return { definition: definition.name, param: param.name, skip: entry.skip, why: entry.why };
  const base = entry.base ?? baseName;
  const defaultValue = entry.default ?? param.default;
  const values = [...(entry.withDefault === false || defaultValue === undefined ? [] : [defaultValue]), ...entry.values];
  const variants = [...new Set(values)].map((value) => {
    const isDefault = value === defaultValue;
    return {
      value,
      isDefault,
      code: variantCode(base, param.name, value, entry.args),
      alt: altText(bases[base], definition.name, param.name, value, isDefault),
    };
  });
  return { definition: definition.name, param: param.name, base, variants };
}

export const isStrip = (s: Strip | NoStrip): s is Strip => 'variants' in s;

/** Every parameter of every definition, with its strip or the reason it has none, in facts order. */
export function allStrips(definitions: readonly FactDefinition[]): Array<Strip | NoStrip> {
  return definitions.flatMap((d) => d.params.map((p) => stripFor(d, p)));
}

/** The strips of one definition, by parameter name. */
export function stripsOf(definition: FactDefinition): Map<string, Strip> {
  return new Map(
    definition.params.flatMap((p) => {
      const s = stripFor(definition, p);
      return isStrip(s) ? [[p.name, s] as const] : [];
    }),
  );
}
