/**
 * "New in 0.6.0", "Default changed in 0.6.0: `0.8` → `80%`": what a release changed about each
 * parameter of a definition, read from the history of the release tags (history.ts), the one
 * source of every parameter's changes; never written by hand.
 */
import { historyUntil } from './history';
import { typeRefs } from './merge';
import type { ParamChange, RefDefinition } from './types';

/** The definition with each parameter's change in `release` (its facts name is `definition.call`). Nothing when the whole definition is new. */
export function withReleaseNotes(definition: RefDefinition, release: string): RefDefinition {
  const history = historyUntil(release).definition(definition.call);
  if (!history || history.since === release) return definition;
  return {
    ...definition,
    params: definition.params.map((param) => {
      const changes = history.params.find((p) => p.name === param.name)?.changes.filter((c) => c.release === release) ?? [];
      if (changes.some((c) => c.kind === 'added')) return { ...param, change: { release, kind: 'new' } satisfies ParamChange };
      const change: ParamChange = { release, kind: 'changed' };
      for (const c of changes) {
        if (c.kind === 'default') change.default = { from: c.from, to: c.to };
        const from = c.kind === 'types' ? typeRefs(c.from) : undefined;
        const to = c.kind === 'types' ? typeRefs(c.to) : undefined;
        if (from && to) change.types = { from, to };
      }
      return change.default || change.types ? { ...param, change } : param;
    }),
  };
}
