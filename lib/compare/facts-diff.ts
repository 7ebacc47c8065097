/**
 * What one release changed about Lilaq's definitions, from the facts of two releases
 * (lib/reference/facts): definitions and parameters added or removed, defaults and accepted types
 * changed. Pure; the compare pages and the "What changed" page read it, never a hand-typed list.
 */
import type { FactDefinition, FactParam, FactsFile } from '../reference/facts-types';
import { sameDefault } from '../reference/history';
import { typeRef } from '../reference/merge';

export type DiffStatus = 'added' | 'removed' | 'changed' | 'same';

export interface ParamDiff {
  name: string;
  status: DiffStatus;
  /** The parameter in the earlier release (absent when added). */
  before?: FactParam;
  /** The parameter in the later release (absent when removed). */
  after?: FactParam;
  /** Both defaults, as written in Typst, when the default changed. */
  default?: { from?: string; to?: string };
  /** Accepted types the later release dropped or added, when they changed. */
  types?: { removed: string[]; added: string[] };
  /** Whether code written for the earlier release can stop compiling (see `breakingReasons`). */
  breaking: boolean;
}

export interface DefinitionDiff {
  name: string;
  status: DiffStatus;
  before?: FactDefinition;
  after?: FactDefinition;
  /** Every parameter of either release, in the later release's order, removed ones after. */
  params: ParamDiff[];
  breaking: boolean;
}

/**
 * A parameter's accepted types, spelled as the reference pages show them: Lilaq's annotations
 * write one type several ways across releases (`string`/`str`, `dict`/`dictionary`, `left`/`alignment`),
 * which is no change to a reader.
 */
const typeSet = (param: FactParam) => new Set(param.types.map((type) => typeRef(type) ?? type));

function diffParam(name: string, before: FactParam | undefined, after: FactParam | undefined): ParamDiff {
  if (!before) {
    // A new parameter breaks old code only when old calls must now pass it.
    return { name, status: 'added', after, breaking: after?.required === true && after.variadic !== true };
  }
  if (!after) return { name, status: 'removed', before, breaking: true };
  const diff: ParamDiff = { name, status: 'same', before, after, breaking: false };
  // `1` and `1.0` are one default (the history's rule, so that both count the same changes).
  if (!sameDefault(before.default ?? undefined, after.default ?? undefined)) diff.default = { from: before.default, to: after.default };
  // An empty list is an annotation the generator could not read in that release: no change is read from it.
  const annotated = before.types.length > 0 && after.types.length > 0;
  const was = typeSet(before);
  const now = typeSet(after);
  const removed = annotated ? [...was].filter((type) => !now.has(type)).sort() : [];
  const added = annotated ? [...now].filter((type) => !was.has(type)).sort() : [];
  if (removed.length > 0 || added.length > 0) diff.types = { removed, added };
  // A positional parameter that became named (or the reverse) breaks calls written the old way.
  const kindChanged = before.kind !== after.kind;
  const nowRequired = after.required === true && before.required !== true;
  diff.breaking = removed.length > 0 || kindChanged || nowRequired;
  if (diff.default || diff.types || kindChanged || nowRequired) diff.status = 'changed';
  return diff;
}

/** How two releases' facts of one definition differ; either side may be missing (added, removed). */
export function diffDefinition(name: string, before: FactDefinition | undefined, after: FactDefinition | undefined): DefinitionDiff {
  if (!before) return { name, status: 'added', after, params: [], breaking: false };
  if (!after) return { name, status: 'removed', before, params: [], breaking: true };
  const earlier = new Map(before.params.map((param) => [param.name, param]));
  const later = new Set(after.params.map((param) => param.name));
  const params = [
    ...after.params.map((param) => diffParam(param.name, earlier.get(param.name), param)),
    ...before.params.filter((param) => !later.has(param.name)).map((param) => diffParam(param.name, param, undefined)),
  ];
  const changed = params.some((param) => param.status !== 'same');
  return { name, status: changed ? 'changed' : 'same', before, after, params, breaking: params.some((param) => param.breaking) };
}

/** Every definition of either release with what changed, sorted by name. */
export function diffFacts(before: FactsFile, after: FactsFile): DefinitionDiff[] {
  const earlier = new Map(before.definitions.map((definition) => [definition.name, definition]));
  const later = new Map(after.definitions.map((definition) => [definition.name, definition]));
  const names = [...new Set([...earlier.keys(), ...later.keys()])].sort();
  return names.map((name) => diffDefinition(name, earlier.get(name), later.get(name)));
}
