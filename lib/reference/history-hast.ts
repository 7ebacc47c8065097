/**
 * A reference page's history as HTML trees (hast): one short line under each parameter ("Since
 * 0.2.0 · default `0.8` → `80%` in 0.6.0") and a collapsed table of the definition's parameters
 * across the releases of the page's view, both from history.ts.
 */
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { DefinitionHistory, HistoryChange, ParamHistory, ParamState } from './history-types';

const code = (value: string | undefined) => h('code', value ?? 'none');

/** Markdown with inline code only (a note's text) as hast. */
export function inlineCode(text: string): ElementContent[] {
  return text.split('`').map((part, i) => (i % 2 === 1 ? code(part) : { type: 'text', value: part }));
}

/** A piece of a line: text or an element (hastscript takes both as children). */
type Part = string | Element;

const list = (types: readonly string[]): Part[] => types.flatMap((type, i) => [...(i > 0 ? [', '] : []), code(type)]);

/** One event of the line, or nothing for events the line leaves to others (a behaviour note). */
function eventPart(change: HistoryChange): Part[] {
  switch (change.kind) {
    case 'default':
      return ['default ', code(change.from), ' → ', code(change.to), ` in ${change.release}`];
    case 'kind':
      return [`${change.from} → ${change.to} in ${change.release}`];
    case 'removed':
      return [`removed in ${change.release}`];
    case 'added':
      return [`back in ${change.release}`];
    case 'types': {
      const gained = change.to.filter((t) => !change.from.includes(t));
      const lost = change.from.filter((t) => !change.to.includes(t));
      return [
        ...(gained.length ? ['takes ', ...list(gained), ` from ${change.release}`] : []),
        ...(gained.length && lost.length ? [', '] : []),
        ...(lost.length ? ['no longer ', ...list(lost), ` from ${change.release}`] : []),
      ];
    }
    case 'note':
      return change.note.kind === 'renamed' || change.note.kind === 'moved'
        ? [`${change.note.kind} from `, code(change.note.from), ` in ${change.release}`]
        : [];
  }
}

/**
 * The parameter's history in one line, then a line for each behaviour note. `since` is not news
 * on a definition's first release: a parameter there since the start says only that.
 */
export function historyLine(history: ParamHistory): Element[] {
  // `added` right at `since` is how a parameter newer than its definition starts: `Since` says it.
  const events = history.changes.filter((c) => !(c.kind === 'added' && c.release === history.since));
  const parts = events.map(eventPart).filter((part) => part.length > 0);
  const line = h('p.api-param__history', [
    h('span.api-param__since', `Since ${history.since}`),
    ...parts.flatMap((part) => [' · ', ...part]),
  ]);
  const notes = history.notes
    .filter((note) => note.kind === 'behaviour')
    .map((note) => h('p.api-param__history-note', [h('span.api-param__since', note.release), ' ', ...inlineCode(note.text)]));
  return [line, ...notes];
}

/** A table cell's text: the default, or what the parameter is when it has none. */
function cellText(state: ParamState): string {
  if (state.default !== undefined) return state.default;
  if (state.variadic) return 'variadic';
  return state.required ? 'required' : 'no default';
}

/** What the table says above itself: since when, a removal, and the notes about the whole definition. */
function definitionLines(definition: DefinitionHistory, call: string): Element[] {
  const since = h('p.api-history__since', [`lq.${call} exists since ${definition.since}.`]);
  const notes = definition.notes
    .filter((note) => !note.param)
    .map((note) => h('p.api-history__since', [h('span.api-param__since', note.release), ' ', ...inlineCode(note.text)]));
  return [since, ...notes];
}

/**
 * "This definition across releases": a collapsed table, a row per parameter, a column per release
 * of the view from the definition's first, each cell the default in that release (— where the
 * release lacks the parameter).
 */
export function historyTable(definition: DefinitionHistory, viewReleases: readonly string[], call: string): Element {
  const releases = viewReleases.slice(viewReleases.indexOf(definition.since));
  const header = h('tr', [h('th', { scope: 'col' }, 'Parameter'), ...releases.map((release) => h('th', { scope: 'col' }, release))]);
  const rows = definition.params.map((param) =>
    h('tr', [
      h('th', { scope: 'row' }, h('code', param.name)),
      ...releases.map((release, i) => {
        const state = param.states[release];
        if (!state) return h('td.api-history__absent', [h('span', { ariaHidden: 'true' }, '—'), h('span.visually-hidden', 'absent')]);
        const before = i > 0 ? param.states[releases[i - 1]!] : undefined;
        const text = cellText(state);
        const changed = before !== undefined && cellText(before) !== text;
        const value = state.default !== undefined ? h('code', text) : h('span.api-history__plain', text);
        return h(changed ? 'td.api-history__changed' : 'td', changed ? [value, h('span.visually-hidden', ' (changed)')] : [value]);
      }),
    ]),
  );
  const span = releases.length > 1 ? `from ${releases[0]} to ${releases.at(-1)}` : `in ${releases[0]}`;
  return h('details.api-history', [
    h('summary', 'This definition across releases'),
    ...definitionLines(definition, call),
    // The one scroller (its `table-wrapper` class keeps the site's rehype from wrapping the table in another), focusable.
    h('div.api-history__scroll.table-wrapper', { tabIndex: 0, role: 'region', ariaLabel: `Defaults of lq.${call} by release` }, [
      h('table.api-history__table', [
        h('caption', `Each parameter's default in every release ${span}; — where the release does not have it.`),
        h('thead', [header]),
        h('tbody', rows),
      ]),
    ]),
  ]);
}
