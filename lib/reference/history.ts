/**
 * Every documented definition's and parameter's history across Lilaq's release tags: when it
 * appeared, each change of default, type or kind, its removal, and the hand-written notes of
 * history-notes.ts for what the facts cannot tell. Pure: derived from the facts of each tag
 * (facts/<version>.json, corrected as the pages correct them), never written by hand.
 *
 * A release's view sees only the releases up to its own (`historyUntil('0.5.0')` never speaks of
 * 0.6.0). Releases 0.1.0 … 0.4.0 have facts for the history only; the site builds no docs for them.
 */
import { correctFacts } from './corrections';
import facts010 from './facts/0.1.0.json';
import facts020 from './facts/0.2.0.json';
import facts030 from './facts/0.3.0.json';
import facts040 from './facts/0.4.0.json';
import facts050 from './facts/0.5.0.json';
import facts060 from './facts/0.6.0.json';
import type { FactParam, FactsFile } from './facts-types';
import { historyFactPatches, historyNotes, type HistoryFactPatch } from './history-notes';
import { typeRef } from './merge';
import type {
  DefinitionHistory,
  DiffEntry,
  HistoryChange,
  HistoryNote,
  ParamHistory,
  ParamState,
  ReleaseDiff,
  ReleaseHistory,
  TypesChange,
  ValueChange,
} from './history-types';

export type * from './history-types';

/** The arguments of a call's text between its parentheses, split at commas outside brackets. */
function topLevelArgs(text: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = 0;
  [...text].forEach((char, i) => {
    if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) depth--;
    else if (char === ',' && depth === 0) {
      args.push(text.slice(start, i));
      start = i + 1;
    }
  });
  return [...args, text.slice(start)].map((a) => a.trim()).filter(Boolean);
}

/** One type as written by any release, in one spelling (older tags write `string`, `dict`, `array.`). */
export function normalType(type: string): string[] {
  const clean = type.trim().replace(/\.$/, '');
  // A field type wrapped for folding (`e.types.wrap(e.types.union(auto, array), fold: none)`) accepts
  // what its first argument accepts; the generator leaves wrapped types as written.
  if (/^e\.types\.array\(/.test(clean)) return ['array'];
  if (/^e\.types\.dict\(/.test(clean)) return ['dictionary'];
  const [, helper, inner] = /^e\.types\.(wrap|union|option|smart)\(([\s\S]*)\)$/.exec(clean) ?? [];
  if (helper && inner !== undefined) {
    const args = topLevelArgs(inner).filter((a) => !/^[\w-]+\s*:/.test(a));
    const extra = helper === 'option' ? ['none'] : helper === 'smart' ? ['auto'] : [];
    return [...extra, ...(helper === 'wrap' ? args.slice(0, 1) : args).flatMap(normalType)];
  }
  if (clean === 'string') return ['str'];
  if (clean === 'dict') return ['dictionary'];
  return [clean];
}

const normalTypes = (types: readonly string[]) => [...new Set(types.flatMap(normalType))];
const shownType = (type: string): string => typeRef(type) ?? type;

/** Two defaults are the same when they read the same up to spacing, or are the same number (`1`, `1.0`). */
export function sameDefault(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  const squash = (s: string) => s.replace(/\s+/g, '');
  if (squash(a) === squash(b)) return true;
  const number = /^-?\d+(\.\d*)?$/;
  return number.test(a) && number.test(b) && Number(a) === Number(b);
}

function stateOf(param: FactParam): ParamState {
  return {
    kind: param.kind,
    ...(param.required ? { required: true as const } : {}),
    ...(param.variadic ? { variadic: true as const } : {}),
    ...(param.default === undefined ? {} : { default: param.default }),
    types: normalTypes(param.types),
  };
}

/** What changed about a parameter from one release to the next (both have it). */
function paramChanges(before: ParamState, now: ParamState, release: string): HistoryChange[] {
  const changes: HistoryChange[] = [];
  if (before.kind !== now.kind) changes.push({ release, kind: 'kind', from: before.kind, to: now.kind, breaking: true });
  if (!sameDefault(before.default, now.default))
    changes.push({ release, kind: 'default', from: before.default, to: now.default, breaking: false });
  // An unannotated release says nothing about types: no change is read from it.
  // Types are compared as the reference pages show them: `alignment` and `left | right | top | bottom`
  // are one type to a reader (and what a release accepts is checked by its code, not the annotation).
  if (before.types.length && now.types.length) {
    const was = new Set(before.types.map(shownType));
    const is = new Set(now.types.map(shownType));
    const lost = [...was].filter((t) => !is.has(t));
    const gained = [...is].filter((t) => !was.has(t));
    if (lost.length || gained.length)
      changes.push({ release, kind: 'types', from: before.types, to: now.types, narrowed: lost.length > 0, breaking: lost.length > 0 });
  }
  return changes;
}

function removalOf(present: readonly string[], releases: readonly string[]): DefinitionHistory['removed'] {
  const last = present.at(-1);
  if (!last || last === releases.at(-1)) return undefined;
  return { last, gone: releases[releases.indexOf(last) + 1]! };
}

const byRelease = (releases: readonly string[]) => (a: { release: string }, b: { release: string }) =>
  releases.indexOf(a.release) - releases.indexOf(b.release);

/**
 * The history of every definition named by any of `facts` (ordered oldest first), seen from the
 * newest of them, with the `notes` of the releases it covers.
 */
export function buildHistory(
  facts: readonly FactsFile[],
  notes: readonly HistoryNote[] = [],
  patches: readonly HistoryFactPatch[] = [],
): ReleaseHistory {
  const releases = facts.map((f) => f.lilaq);
  const order = byRelease(releases);
  const viewNotes = notes.filter((n) => releases.includes(n.release) && n.release !== releases[0]);
  const definitionsBy = facts.map((f) => {
    const patched = patches.filter((p) => p.release === f.lilaq && !f.definitions.some((d) => d.name === p.definition.name));
    return new Map([...correctFacts(f.definitions), ...patched.map((p) => p.definition)].map((d) => [d.name, d]));
  });
  const names = [...new Set([...definitionsBy].reverse().flatMap((m) => [...m.keys()]))];

  const definitions = names.map((name): DefinitionHistory => {
    const per = definitionsBy.map((m) => m.get(name));
    const present = releases.filter((_, i) => per[i]);
    const since = present[0]!;
    const defNotes = viewNotes.filter((n) => n.definition === name);
    const changes: HistoryChange[] = [];
    per.forEach((definition, i) => {
      if (i === 0) return;
      const release = releases[i]!;
      if (definition && !per[i - 1] && release !== since) changes.push({ release, kind: 'added', breaking: false });
      if (!definition && per[i - 1]) changes.push({ release, kind: 'removed', breaking: true });
    });
    for (const note of defNotes.filter((n) => !n.param))
      changes.push({ release: note.release, kind: 'note', note, breaking: note.breaking });

    const paramNames = [...new Set([...per].reverse().flatMap((d) => d?.params.map((p) => p.name) ?? []))];
    const params = paramNames.map((param): ParamHistory => {
      const states = Object.fromEntries(
        releases.map((release, i) => {
          const fact = per[i]?.params.find((p) => p.name === param);
          return [release, fact ? stateOf(fact) : undefined];
        }),
      ) as Record<string, ParamState | undefined>;
      const paramPresent = releases.filter((r) => states[r]);
      const paramChangesList: HistoryChange[] = [];
      releases.forEach((release, i) => {
        if (i === 0) return;
        const before = states[releases[i - 1]!];
        const now = states[release];
        if (now && !before && per[i - 1]) {
          // A parameter new to a definition that existed: code needs it only when it is a required positional.
          paramChangesList.push({ release, kind: 'added', breaking: Boolean(now.required) });
        } else if (!now && before && per[i]) paramChangesList.push({ release, kind: 'removed', breaking: true });
        else if (now && before) paramChangesList.push(...paramChanges(before, now, release));
      });
      const paramNotes = defNotes.filter((n) => n.param === param);
      for (const note of paramNotes) paramChangesList.push({ release: note.release, kind: 'note', note, breaking: note.breaking });
      paramChangesList.sort(order);
      const removed = removalOf(paramPresent, releases) ?? undefined;
      return {
        definition: name,
        name: param,
        since: paramPresent[0]!,
        present: paramPresent,
        states,
        changes: paramChangesList,
        defaults: paramChangesList.flatMap((c): ValueChange[] =>
          c.kind === 'default' ? [{ release: c.release, from: c.from, to: c.to }] : [],
        ),
        types: paramChangesList.flatMap((c): TypesChange[] =>
          c.kind === 'types' ? [{ release: c.release, from: c.from, to: c.to, narrowed: c.narrowed }] : [],
        ),
        ...(removed ? { removed } : {}),
        notes: paramNotes,
      };
    });
    changes.sort(order);
    const removed = removalOf(present, releases);
    return {
      name,
      kind: [...per].reverse().find(Boolean)!.kind,
      since,
      present,
      changes,
      ...(removed ? { removed } : {}),
      notes: defNotes,
      params,
    };
  });

  const index = new Map(definitions.map((d) => [d.name, d]));
  return {
    release: releases.at(-1)!,
    releases,
    definitions,
    definition: (name) => index.get(name),
    param: (definition, param) => index.get(definition)?.params.find((p) => p.name === param),
  };
}

/** The facts of every release tag with facts, oldest first (the alphas are left out). */
export const historyFacts: readonly FactsFile[] = [facts010, facts020, facts030, facts040, facts050, facts060] as FactsFile[];

/** Every release tag the history knows, oldest first. */
export const historyReleases: readonly string[] = historyFacts.map((f) => f.lilaq);

const views = new Map<string, ReleaseHistory>();

/** The history as the view of `release` sees it: every release up to and including its own. */
export function historyUntil(release: string): ReleaseHistory {
  const at = historyReleases.indexOf(release);
  if (at < 0) throw new Error(`no history for Lilaq ${release}: its facts are not in lib/reference/facts`);
  let view = views.get(release);
  if (!view) {
    view = buildHistory(historyFacts.slice(0, at + 1), historyNotes, historyFactPatches);
    views.set(release, view);
  }
  return view;
}

const newest = () => historyReleases.at(-1)!;

/** A definition's history up to `until` (the newest release by default). */
export function definitionHistory(name: string, until: string = newest()): DefinitionHistory | undefined {
  return historyUntil(until).definition(name);
}

/** A parameter's history up to `until` (the newest release by default). */
export function paramHistory(definition: string, param: string, until: string = newest()): ParamHistory | undefined {
  return historyUntil(until).param(definition, param);
}

/**
 * What changed from release `a` to release `b` (a before b): definitions and parameters added and
 * removed, defaults, types and kinds changed, comparing the two releases directly, and the notes
 * of the releases after `a` up to `b`. Breaking is what can stop code written for `a` compiling:
 * removals, kind changes, narrowed types and a new required parameter. A changed default changes
 * figures, not whether code compiles; it is counted on its own.
 */
export function diffReleases(a: string, b: string): ReleaseDiff {
  return diffHistory(historyUntil(b), a, b);
}

/** `diffReleases` within one view (`b` one of its releases). */
export function diffHistory(view: ReleaseHistory, a: string, b: string): ReleaseDiff {
  if (!view.releases.includes(a) || view.releases.indexOf(a) >= view.releases.indexOf(b))
    throw new Error(`diffReleases: ${a} must be a release before ${b}`);
  const after = (release: string) => view.releases.indexOf(release) > view.releases.indexOf(a);
  const entries: DiffEntry[] = [];
  for (const definition of view.definitions) {
    const was = definition.present.includes(a);
    const is = definition.present.includes(b);
    const notes = definition.notes.filter((n) => after(n.release));
    if (!was && is) entries.push({ kind: 'definition-added', definition: definition.name, breaking: false });
    if (was && !is) entries.push({ kind: 'definition-removed', definition: definition.name, breaking: true });
    for (const note of notes.filter((n) => !n.param))
      entries.push({ kind: 'note', definition: definition.name, note, breaking: note.breaking });
    if (!(was && is)) continue;
    for (const param of definition.params) {
      const before = param.states[a];
      const now = param.states[b];
      const at = { definition: definition.name, param: param.name };
      if (!before && now) entries.push({ kind: 'param-added', ...at, breaking: Boolean(now.required) });
      if (before && !now) entries.push({ kind: 'param-removed', ...at, breaking: true });
      if (before && now)
        for (const change of paramChanges(before, now, b)) {
          if (change.kind === 'default')
            entries.push({ kind: 'default-changed', ...at, from: change.from, to: change.to, breaking: false });
          if (change.kind === 'kind') entries.push({ kind: 'kind-changed', ...at, from: change.from, to: change.to, breaking: true });
          if (change.kind === 'types')
            entries.push({ kind: 'types-changed', ...at, fromTypes: change.from, toTypes: change.to, breaking: change.breaking });
        }
      for (const note of param.notes.filter((n) => after(n.release))) entries.push({ kind: 'note', ...at, note, breaking: note.breaking });
    }
  }
  const count = (kind: DiffEntry['kind']) => entries.filter((e) => e.kind === kind).length;
  return {
    from: a,
    to: b,
    entries,
    counts: {
      definitionsAdded: count('definition-added'),
      definitionsRemoved: count('definition-removed'),
      paramsAdded: count('param-added'),
      paramsRemoved: count('param-removed'),
      defaultsChanged: count('default-changed'),
      typesChanged: count('types-changed'),
      notes: count('note'),
      breaking: entries.filter((e) => e.breaking).length,
    },
  };
}
