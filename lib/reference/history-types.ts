/**
 * The shape of every definition's and parameter's history across Lilaq's release tags, derived
 * by history.ts from the facts of each tag (facts/<version>.json) and the few hand-written notes
 * of history-notes.ts. Read by the reference pages, the compare view and the editor's upgrade view.
 */

/** A parameter as one release has it; types are normalised (`string` → `str`, `dict` → `dictionary`). */
export interface ParamState {
  kind: 'positional' | 'named';
  required?: true;
  variadic?: true;
  /** The default as written in the source (Typst syntax), when it has one. */
  default?: string;
  /** The accepted types; empty when that release's source does not annotate them. */
  types: readonly string[];
}

/** A hand-written entry for what the facts cannot tell: a rename, a move, a change of behaviour. */
export interface HistoryNote {
  /** The definition as the newer release names it (`tick-locate.linear`, `hlines`). */
  definition: string;
  /** The parameter, as the newer release names it; none for a note about the whole definition. */
  param?: string;
  /** The release that made the change. */
  release: string;
  kind: 'renamed' | 'moved' | 'behaviour';
  /** For `renamed` and `moved`: the name before (`line`, `locate-ticks-linear`). */
  from?: string;
  /** One sentence in Markdown, our words. */
  text: string;
  /** A commit of Lilaq's repository between the two tags that shows the change. */
  commit: string;
  /** Whether code written for the release before can break or look different. */
  breaking: boolean;
}

/** One event of a history, oldest first. */
export type HistoryChange =
  | { release: string; kind: 'added'; breaking: boolean }
  | { release: string; kind: 'removed'; breaking: true }
  | { release: string; kind: 'default'; from: string | undefined; to: string | undefined; breaking: false }
  | { release: string; kind: 'types'; from: readonly string[]; to: readonly string[]; narrowed: boolean; breaking: boolean }
  | { release: string; kind: 'kind'; from: ParamState['kind']; to: ParamState['kind']; breaking: true }
  | { release: string; kind: 'note'; note: HistoryNote; breaking: boolean };

/** A default that changed: `{ release: '0.6.0', from: '0.8', to: '80%' }`. */
export interface ValueChange {
  release: string;
  from: string | undefined;
  to: string | undefined;
}

/** Accepted types that changed; `narrowed` when a type accepted before is no longer accepted. */
export interface TypesChange {
  release: string;
  from: readonly string[];
  to: readonly string[];
  narrowed: boolean;
}

/** The last release that had it and the first that did not. */
export interface Removal {
  last: string;
  gone: string;
}

export interface ParamHistory {
  definition: string;
  name: string;
  /** The first release (of the view) with the parameter. */
  since: string;
  /** The releases (of the view) that have it, oldest first. */
  present: readonly string[];
  /** The parameter in every release of the view; undefined where it is absent. */
  states: Readonly<Record<string, ParamState | undefined>>;
  /** Every event after `since`, oldest first (an `added` at `since` only when the definition is older). */
  changes: readonly HistoryChange[];
  defaults: readonly ValueChange[];
  types: readonly TypesChange[];
  /** Set when the last release of the view has it no more (the latest removal). */
  removed?: Removal;
  notes: readonly HistoryNote[];
}

export interface DefinitionHistory {
  name: string;
  /** The kind in the last release that has it. */
  kind: 'function' | 'element' | 'module';
  since: string;
  present: readonly string[];
  /** Events of the definition itself (added, removed, notes), oldest first. */
  changes: readonly HistoryChange[];
  removed?: Removal;
  notes: readonly HistoryNote[];
  /** Every parameter any release of the view had, in the order of the newest release that has each. */
  params: readonly ParamHistory[];
}

/** The history as a release's view sees it: every release up to and including its own. */
export interface ReleaseHistory {
  /** The view's own (newest) release. */
  release: string;
  /** The releases of the view, oldest first. */
  releases: readonly string[];
  definitions: readonly DefinitionHistory[];
  definition(name: string): DefinitionHistory | undefined;
  param(definition: string, param: string): ParamHistory | undefined;
}

export type DiffKind =
  | 'definition-added'
  | 'definition-removed'
  | 'param-added'
  | 'param-removed'
  | 'default-changed'
  | 'types-changed'
  | 'kind-changed'
  | 'note';

/** One difference between two releases. */
export interface DiffEntry {
  kind: DiffKind;
  definition: string;
  param?: string;
  /** Defaults (Typst syntax) or kinds before and after, for `default-changed` and `kind-changed`. */
  from?: string;
  to?: string;
  /** Types before and after, for `types-changed`. */
  fromTypes?: readonly string[];
  toTypes?: readonly string[];
  /** For `note`: the hand-written entry. */
  note?: HistoryNote;
  breaking: boolean;
}

export interface ReleaseDiff {
  from: string;
  to: string;
  entries: readonly DiffEntry[];
  counts: {
    definitionsAdded: number;
    definitionsRemoved: number;
    paramsAdded: number;
    paramsRemoved: number;
    defaultsChanged: number;
    typesChanged: number;
    notes: number;
    breaking: number;
  };
}
