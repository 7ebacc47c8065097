/**
 * What moving a piece of code from one Lilaq release to the next changes for it, from the two
 * releases' facts (lib/reference/facts/*.json), never written by hand: the `lq.NAME` it uses that
 * the new release adds or removes, the named arguments it passes that the new release drops or
 * narrows, the defaults it relies on that changed, and the parameters its calls could now take.
 * Pure: the live editor's upgrade view hands it the code and the facts.
 *
 * `releaseDiff` compares two releases' facts; the history of every release (lib/reference/history.ts,
 * `diffReleases`, branch `history`) can take its place once it is on main, as long as it gives
 * the same `ReleaseDiff` (or is mapped to it).
 */
import type { FactDefinition, FactParam, FactsFile } from '../reference/facts-types';

const IDENT = '[A-Za-z_][A-Za-z0-9_-]*';
const LQ_NAME = new RegExp(`(?<![A-Za-z0-9_.-])lq((?:\\.${IDENT})+)`, 'g');
const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** One `lq.NAME` the code uses, with the named arguments of its calls (`null`: never called). */
export interface LilaqUse {
  name: string;
  /** Named arguments given in any call (`lq.bar(…, width: 1)`, `lq.bar.with(width: 1)`), or null when the name is only referred to. */
  named: Set<string> | null;
}

/**
 * Skips a string or a comment starting at `i`; returns the index after it, or `i` when there is
 * none there.
 */
function skipLiteral(text: string, i: number): number {
  const ch = text[i];
  if (ch === '"') {
    let j = i + 1;
    while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  if (ch === '/' && text[i + 1] === '/') {
    const nl = text.indexOf('\n', i);
    return nl === -1 ? text.length : nl;
  }
  if (ch === '/' && text[i + 1] === '*') {
    const end = text.indexOf('*/', i + 2);
    return end === -1 ? text.length : end + 2;
  }
  return i;
}

/** The named arguments (`name:` at the top level) of the call whose `(` is at `open`. */
export function namedArgumentsOf(text: string, open: number): Set<string> {
  const names = new Set<string>();
  const stack: string[] = [];
  let argStart = open + 1;
  for (let i = open + 1; i < text.length; i++) {
    const skipped = skipLiteral(text, i);
    if (skipped !== i) {
      i = skipped - 1;
      continue;
    }
    const ch = text[i] ?? '';
    if (OPEN[ch]) stack.push(OPEN[ch]);
    else if (stack.length > 0 && ch === stack.at(-1)) stack.pop();
    else if (stack.length === 0 && (ch === ',' || ch === ')')) {
      const m = new RegExp(`^\\s*(${IDENT})\\s*:(?!:)`).exec(text.slice(argStart, i));
      if (m?.[1]) names.add(m[1]);
      if (ch === ')') break;
      argStart = i + 1;
    }
  }
  return names;
}

/** Where the code is a string or a comment: `lq.` there is not a use. */
function literalRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (let i = 0; i < text.length; i++) {
    const end = skipLiteral(text, i);
    if (end !== i) {
      ranges.push([i, end]);
      i = end - 1;
    }
  }
  return ranges;
}

/**
 * Every `lq.NAME` of the code, once, with the named arguments of its calls. A light scan, as the
 * editor's completion does: `lq.NAME(…)` and `lq.NAME.with(…)` are calls; names in strings and
 * comments are left out.
 */
export function scanLilaqUse(code: string): LilaqUse[] {
  const literals = literalRanges(code);
  const uses = new Map<string, LilaqUse>();
  for (const match of code.matchAll(LQ_NAME)) {
    const at = match.index ?? 0;
    if (literals.some(([start, end]) => at >= start && at < end)) continue;
    let name = (match[1] ?? '').slice(1);
    if (name.endsWith('.with')) name = name.slice(0, -'.with'.length);
    const use = uses.get(name) ?? { name, named: null };
    uses.set(name, use);
    const after = at + match[0].length;
    if (code[after] === '(') {
      use.named ??= new Set();
      for (const arg of namedArgumentsOf(code, after)) use.named.add(arg);
    }
  }
  return [...uses.values()];
}

/** How one parameter of a definition both releases have differs. */
export interface ParamDiff {
  name: string;
  /** Only in the new release. */
  added?: true;
  /** Only in the old release. */
  removed?: true;
  default?: { from?: string; to?: string };
  /** Types the old release accepted and the new one does not, and what the new one accepts. */
  narrowed?: { from: string[]; to: string[] };
}

/** What changed between two releases, for the names and parameters a reader's code can use. */
export interface ReleaseDiff {
  from: string;
  to: string;
  /** Names `lq` exports only in the new release. */
  addedNames: Set<string>;
  /** Names `lq` exports only in the old release. */
  removedNames: Set<string>;
  /** Definitions (reference pages) of each release, by name. */
  definitionsFrom: Set<string>;
  definitionsTo: Set<string>;
  /** Parameter changes of the definitions both releases have, by definition; none when nothing changed. */
  params: Map<string, ParamDiff[]>;
}

// The annotations of one type written two ways across releases.
const TYPE_ALIAS: Record<string, string> = { string: 'str', dict: 'dictionary' };
const typeName = (type: string) => {
  const clean = type.replace(/\.$/, '');
  return TYPE_ALIAS[clean] ?? clean;
};

/** Two defaults that are the same value written differently (`1` and `1.0`). */
function sameDefault(a: string | undefined, b: string | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  const number = /^-?\d+(\.\d+)?$/;
  return number.test(a) && number.test(b) && Number(a) === Number(b);
}

function diffParams(before: FactDefinition, after: FactDefinition): ParamDiff[] {
  const old = new Map(before.params.map((param) => [param.name, param]));
  const now = new Map(after.params.map((param) => [param.name, param]));
  const diffs: ParamDiff[] = [];
  for (const param of after.params) if (!old.has(param.name)) diffs.push({ name: param.name, added: true });
  for (const param of before.params) {
    const next: FactParam | undefined = now.get(param.name);
    if (!next) {
      diffs.push({ name: param.name, removed: true });
      continue;
    }
    const diff: ParamDiff = { name: param.name };
    if (!sameDefault(param.default, next.default))
      diff.default = {
        ...(param.default !== undefined ? { from: param.default } : {}),
        ...(next.default !== undefined ? { to: next.default } : {}),
      };
    // An empty list is an annotation the generator could not read: nothing to compare.
    if (param.types.length > 0 && next.types.length > 0) {
      const to = [...new Set(next.types.map(typeName))];
      const lost = param.types.map(typeName).filter((type) => !to.includes(type));
      if (lost.length > 0) diff.narrowed = { from: [...new Set(param.types.map(typeName))], to };
    }
    if (diff.default || diff.narrowed) diffs.push(diff);
  }
  return diffs;
}

/** The differences between the facts of release `before` and of release `after`. */
export function releaseDiff(before: FactsFile, after: FactsFile): ReleaseDiff {
  const oldExports = new Set(before.exports);
  const newExports = new Set(after.exports);
  const newDefinitions = new Map(after.definitions.map((definition) => [definition.name, definition]));
  const params = new Map<string, ParamDiff[]>();
  for (const definition of before.definitions) {
    const next = newDefinitions.get(definition.name);
    if (!next) continue;
    const diffs = diffParams(definition, next);
    if (diffs.length > 0) params.set(definition.name, diffs);
  }
  return {
    from: before.lilaq,
    to: after.lilaq,
    addedNames: new Set(after.exports.filter((name) => !oldExports.has(name))),
    removedNames: new Set(before.exports.filter((name) => !newExports.has(name))),
    definitionsFrom: new Set(before.definitions.map((definition) => definition.name)),
    definitionsTo: new Set(newDefinitions.keys()),
    params,
  };
}

/** A piece of a note: text, or code (a name, a value), perhaps linked. */
export interface NotePart {
  text: string;
  code?: true;
  href?: string;
}

export type NoteKind = 'removed-name' | 'added-name' | 'removed-param' | 'narrowed' | 'default' | 'new-params';

export interface UpgradeNote {
  kind: NoteKind;
  /** The `lq.` name it is about. */
  name: string;
  parts: NotePart[];
  /** The reference entry on the new release's docs (or its upgrade page for a name it removed). */
  href: string;
}

/** Breaking first, then what changes a figure silently, then what is new. */
const ORDER: readonly NoteKind[] = ['removed-name', 'removed-param', 'narrowed', 'added-name', 'default', 'new-params'];

export interface NoteLinks {
  /** The new release's docs root: `/docs/0.6.0`. */
  docsRoot: string;
  /** The page on upgrading between the two releases: `/docs/from-0.5.0-to-0.6.0`, in the new release's docs. */
  upgradePage: string;
}

const code = (text: string, href?: string): NotePart => ({ text, code: true, ...(href ? { href } : {}) });
const text = (value: string): NotePart => ({ text: value });
const alternatives = (types: readonly string[]) => types.join(' | ');

/** The definition a used name reaches: `bar`, and `set-diagram` reaches `diagram`'s settable fields. */
function definitionOf(name: string, definitions: ReadonlySet<string>): string | undefined {
  if (definitions.has(name)) return name;
  const dot = name.lastIndexOf('.');
  const last = name.slice(dot + 1);
  if (!last.startsWith('set-')) return undefined;
  const element = `${name.slice(0, dot + 1)}${last.slice('set-'.length)}`;
  return definitions.has(element) ? element : undefined;
}

/**
 * The notes that apply to code using `uses`, moved from `diff.from` to `diff.to`, most serious
 * first. A default note only when a call leaves that argument out; a note on a removed or
 * narrowed parameter only when a call gives it.
 */
export function upgradeNotes(uses: readonly LilaqUse[], diff: ReleaseDiff, links: NoteLinks): UpgradeNote[] {
  const notes: UpgradeNote[] = [];
  const page = (definition: string, param?: string) => `${links.docsRoot}/reference/${definition}${param ? `#${param}` : ''}`;
  for (const use of uses) {
    const lq = `lq.${use.name}`;
    if (diff.removedNames.has(use.name)) {
      notes.push({ kind: 'removed-name', name: use.name, parts: [code(lq), text(` is gone in ${diff.to}.`)], href: links.upgradePage });
      continue;
    }
    if (diff.addedNames.has(use.name)) {
      const definition = definitionOf(use.name, diff.definitionsTo);
      const href = definition ? page(definition) : links.upgradePage;
      notes.push({ kind: 'added-name', name: use.name, parts: [code(lq, href), text(` needs ${diff.to}.`)], href });
      continue;
    }
    const definition = definitionOf(use.name, diff.definitionsFrom);
    const changes = definition ? diff.params.get(definition) : undefined;
    if (!definition || !changes || use.named === null) continue;
    const given = use.named;
    // A set rule only sets what it gives: the defaults and new parameters are its elements' concern.
    const setRule = definition !== use.name;
    const added: string[] = [];
    for (const change of changes) {
      const href = page(definition, change.name);
      const param = code(change.name, href);
      if (change.added) {
        if (!setRule) added.push(change.name);
      } else if (change.removed && given.has(change.name))
        notes.push({
          kind: 'removed-param',
          name: use.name,
          parts: [code(lq), text(' has no '), param, text(` in ${diff.to}.`)],
          href: page(definition),
        });
      else if (change.narrowed && given.has(change.name))
        notes.push({
          kind: 'narrowed',
          name: use.name,
          parts: [
            param,
            text(' of '),
            code(lq),
            text(` takes `),
            code(alternatives(change.narrowed.to)),
            text(` in ${diff.to} (was `),
            code(alternatives(change.narrowed.from)),
            text(').'),
          ],
          href,
        });
      if (change.default && !setRule && !given.has(change.name)) {
        const { from, to } = change.default;
        notes.push({
          kind: 'default',
          name: use.name,
          parts: [
            param,
            text(' of '),
            code(lq),
            ...(to === undefined ? [text(' has no default')] : [text(' now defaults to '), code(to)]),
            ...(from === undefined ? [text('.')] : [text(' (was '), code(from), text(').')]),
          ],
          href,
        });
      }
    }
    if (added.length > 0)
      notes.push({
        kind: 'new-params',
        name: use.name,
        parts: [
          code(lq),
          text(added.length === 1 ? ` takes a new parameter in ${diff.to}: ` : ` takes new parameters in ${diff.to}: `),
          ...added.flatMap((name, i) => [...(i > 0 ? [text(', ')] : []), code(name, page(definition, name))]),
          text('.'),
        ],
        href: page(definition, added[0]),
      });
  }
  return notes
    .map((note, i) => ({ note, i }))
    .sort((a, b) => ORDER.indexOf(a.note.kind) - ORDER.indexOf(b.note.kind) || a.i - b.i)
    .map(({ note }) => note);
}

/** A note as plain text (for the tests and the panel's accessible summary). */
export const noteText = (note: UpgradeNote): string => note.parts.map((part) => (part.code ? `\`${part.text}\`` : part.text)).join('');
