/**
 * "New in 0.6.0", "Default changed in 0.6.0: `0.8` → `80%`": what a release changed about each
 * parameter of a definition, from the facts of that release and of the one before it, never
 * written by hand.
 */
import type { FactDefinition } from './facts-types';
import { typeRefs } from './merge';
import type { ParamChange, RefDefinition } from './types';

const sameTypes = (a: readonly string[], b: readonly string[]) => [...new Set(a)].sort().join() === [...new Set(b)].sort().join();

/**
 * The definition with each parameter's change in `release`: `now` is the definition's facts in
 * that release, `before` in the release before it. Nothing when the definition is new (the whole
 * page is).
 */
export function withReleaseNotes(
  definition: RefDefinition,
  now: FactDefinition,
  before: FactDefinition | undefined,
  release: string,
): RefDefinition {
  if (!before) return definition;
  const earlier = new Map(before.params.map((param) => [param.name, param]));
  const current = new Map(now.params.map((param) => [param.name, param]));
  return {
    ...definition,
    params: definition.params.map((param) => {
      const old = earlier.get(param.name);
      const fact = current.get(param.name);
      if (!old) return { ...param, change: { release, kind: 'new' } satisfies ParamChange };
      if (!fact) return param;
      const change: ParamChange = { release, kind: 'changed' };
      if ((old.default ?? undefined) !== (fact.default ?? undefined))
        change.default = { from: old.default ?? undefined, to: fact.default ?? undefined };
      // Lilaq's annotations of both releases, compared as written (the prose's `types` widen both alike).
      const from = typeRefs(old.types);
      const to = typeRefs(fact.types);
      if (from && to && !sameTypes(from, to)) change.types = { from, to };
      return change.default || change.types ? { ...param, change } : param;
    }),
  };
}
