/**
 * Reads every message Lilaq's `assert` and `panic` calls can raise from its Typst source, as
 * templates (`The dimensions for x ({x.len()}) and y ({y.len()}) don't match`). Run by
 * `npm run errors:messages` on a checkout; the site reads the committed file (../messages/).
 *
 * The reading is lexical, not a Typst parser: comments and strings are skipped while brackets
 * are balanced, a message is split at its top-level `+`, and each string literal stays as text
 * while everything else becomes a variable part. Three shapes Lilaq uses get their own handling:
 * a message held in a variable (`message: message`, every string assigned to it before the
 * call counts), `assert.with(message: …)`, and the message functions callers hand to
 * `assert-dict-keys` (`missing-message: key => "…" + key`).
 */
import type { LilaqMessage, MessageKind, MessagesFile } from '../types';

/**
 * Messages no user can reach, and why: every message of a function (`file`, `#let` name), or only
 * those of its messages whose template starts with `message` (the function raises others users meet).
 */
export const INTERNAL: ReadonlyArray<{ path: string; fn: string; message?: string; why: string }> = [
  { path: 'src/assertations.typ', fn: 'approx', why: "a test helper: only Lilaq's own self-tests call it" },
  {
    path: 'src/model/diagram.typ',
    fn: 'fill-in-transforms',
    message: 'Internal error: ',
    why: '0.6.0: `it` is always passed by the diagram itself; the check guards Lilaq against its own mistakes',
  },
  {
    path: 'src/model/diagram.typ',
    fn: 'resolve-dimensions-aspect-ratio',
    message: 'Internal error: ',
    why: '0.6.0: `it` is always passed by the diagram itself; the check guards Lilaq against its own mistakes',
  },
];

/** Whether the message `template` raised in `fn` of `path` is one no user can reach. */
function isInternal(path: string, fn: string, template?: string): boolean {
  return INTERNAL.some(
    (i) => i.path === path && i.fn === fn && (i.message === undefined || (template !== undefined && template.startsWith(i.message))),
  );
}

/** Marks each character of `text` that is inside a comment or a string literal (those are not code). */
function codeMask(text: string): Uint8Array {
  // 0 code, 1 string, 2 comment
  const mask = new Uint8Array(text.length);
  let i = 0;
  while (i < text.length) {
    if (text.startsWith('//', i)) {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      mask.fill(2, i, stop);
      i = stop;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      mask.fill(2, i, stop);
      i = stop;
    } else if (text[i] === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      mask.fill(1, i, j + 1);
      i = j + 1;
    } else i++;
  }
  return mask;
}

const OPEN = '([{';
const CLOSE = ')]}';

/** The top-level arguments of the call whose `(` is at `open`, and where the call ends. */
function callArgs(text: string, mask: Uint8Array, open: number): { args: string[]; end: number } {
  const args: string[] = [];
  // An argument's text without its comments (a comment before `message:` would hide the name).
  const slice = (from: number, to: number) => [...text.slice(from, to)].filter((_, k) => mask[from + k] !== 2).join('');
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < text.length; i++) {
    if (mask[i] !== 0) continue;
    const ch = text[i] as string;
    if (OPEN.includes(ch)) depth++;
    else if (CLOSE.includes(ch)) {
      depth--;
      if (depth === 0) {
        args.push(slice(start, i));
        return { args: args.map((a) => a.trim()).filter((a) => a !== ''), end: i };
      }
    } else if (ch === ',' && depth === 1) {
      args.push(slice(start, i));
      start = i + 1;
    }
  }
  return { args, end: text.length };
}

/** Splits an expression at the top-level occurrences of `sep` (outside brackets and strings). */
function splitTop(expr: string, sep: string): string[] {
  const mask = codeMask(expr);
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < expr.length; i++) {
    if (mask[i] !== 0) continue;
    const ch = expr[i] as string;
    if (OPEN.includes(ch)) depth++;
    else if (CLOSE.includes(ch)) depth--;
    else if (depth === 0 && expr.startsWith(sep, i)) {
      parts.push(expr.slice(start, i));
      start = i + sep.length;
    }
  }
  parts.push(expr.slice(start));
  return parts.map((p) => p.trim());
}

function named(args: readonly string[], name: string): string | undefined {
  const prefix = new RegExp(`^${name.replace(/[-.]/g, '\\$&')}\\s*:\\s*`);
  const arg = args.find((a) => prefix.test(a));
  return arg?.replace(prefix, '');
}

function unescape(literal: string): string {
  return literal
    .slice(1, -1)
    .replace(/\\(u\{[0-9a-fA-F]+\}|.)/g, (_, c: string) =>
      c.startsWith('u{') ? String.fromCodePoint(parseInt(c.slice(2, -1), 16)) : c === 'n' ? '\n' : c === 't' ? '\t' : c,
    );
}

const STRING = /^"(?:[^"\\]|\\.)*"$/;

/** The name a variable part is shown by: the expression without `str(…)`/`repr(…)`, or `…` for a branch. */
function variableName(expr: string): string {
  let e = expr.replace(/\s+/g, ' ').trim();
  for (;;) {
    const m = /^(?:str|repr)\((.*)\)$/.exec(e);
    if (!m) break;
    e = (m[1] as string).trim();
  }
  if (/^\(.*\)$/.test(e) && splitTop(e.slice(1, -1), ',').length === 1) e = e.slice(1, -1).trim();
  return /[{}"]/.test(e) || e.startsWith('if ') ? '…' : e;
}

/** The template of a message expression, or null when it has no literal text at all. */
export function templateOf(expr: string): string | null {
  // A message function handed to assert-dict-keys: its body is the message.
  const body = expr.replace(/^(?:\([^()]*\)|[\w-]+)\s*=>\s*/, '');
  let text = '';
  let literal = false;
  for (const part of splitTop(body, '+')) {
    if (STRING.test(part)) {
      text += unescape(part);
      literal ||= unescape(part).trim() !== '';
    } else text += `{${variableName(part)}}`;
  }
  return literal ? text : null;
}

/** The id of a template: its first ten literal words, slugged. */
export function messageId(template: string): string {
  return template
    .replace(/\{[^}]*\}/g, ' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .split('-')
    .slice(0, 10)
    .join('-');
}

const CALL = /(?<![\w.-])(?:assertations\.)?(assert(?:\.(?:eq|ne|with))?|panic|assert-dict-keys)\s*\(/g;

/** The `#let` a position is inside of (the last one started at a line's beginning before it). */
function enclosingLet(text: string, at: number): { name: string; start: number } {
  const re = /^#let ([\w-]+)/gm;
  let found = { name: '', start: 0 };
  for (const m of text.matchAll(re)) {
    if ((m.index ?? 0) > at) break;
    found = { name: m[1] as string, start: m.index ?? 0 };
  }
  return found;
}

/** Every string expression assigned to `name` between `from` and `to` (`name = …` or `let name = …`). */
function assignments(text: string, mask: Uint8Array, name: string, from: number, to: number): string[] {
  const re = new RegExp(`(?<![\\w.-])(?:let\\s+)?${name}\\s*=(?![=>])\\s*`, 'g');
  const found: string[] = [];
  for (const m of text.slice(from, to).matchAll(re)) {
    const start = from + (m.index ?? 0) + m[0].length;
    if (mask[from + (m.index ?? 0)] !== 0) continue;
    found.push(text.slice(start, expressionEnd(text, mask, start)));
  }
  return found;
}

/** Where an expression starting at `start` ends: a line break or a bracket it did not open. */
function expressionEnd(text: string, mask: Uint8Array, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (mask[i] !== 0) continue;
    const ch = text[i] as string;
    if (OPEN.includes(ch)) depth++;
    else if (CLOSE.includes(ch) && depth-- === 0) return i;
    else if (ch === '\n' && depth === 0) return i;
  }
  return text.length;
}

function lineAt(text: string, at: number): number {
  let line = 1;
  for (let i = 0; i < at; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

interface Site {
  kind: MessageKind;
  template: string;
  path: string;
  line: number;
}

function sitesOf(path: string, text: string): Site[] {
  const mask = codeMask(text);
  const sites: Site[] = [];
  for (const m of text.matchAll(CALL)) {
    const at = m.index ?? 0;
    if (mask[at] !== 0) continue;
    // `#assert…` and `#context assert…` at a line's start are the file's own self-tests.
    const before = text.slice(text.lastIndexOf('\n', at) + 1, at);
    if (/^#(?:context\s+)?$/.test(before)) continue;
    const fn = enclosingLet(text, at);
    if (isInternal(path, fn.name)) continue;
    const callee = m[1] as string;
    if (callee === 'assert-dict-keys' && /#let\s+$/.test(before)) continue;
    const { args } = callArgs(text, mask, at + m[0].length - 1);
    const line = lineAt(text, at);
    const expressions: string[] = [];
    let kind: MessageKind =
      callee === 'panic' ? 'panic' : callee === 'assert.eq' ? 'assert.eq' : callee === 'assert.ne' ? 'assert.ne' : 'assert';
    if (callee === 'panic') {
      if (args[0] !== undefined) expressions.push(args[0]);
    } else if (callee === 'assert-dict-keys') {
      for (const key of ['message', 'missing-message', 'unexpected-message']) {
        const expr = named(args, key);
        if (expr !== undefined) expressions.push(expr);
      }
      kind = 'assert';
    } else {
      const message = named(args, 'message');
      if (message === undefined) continue;
      if (/^[\w-]+$/.test(message) && !STRING.test(message)) {
        expressions.push(...assignments(text, mask, message, fn.start, at));
      } else expressions.push(message);
    }
    for (const expr of expressions) {
      const template = templateOf(expr);
      if (template !== null && !isInternal(path, fn.name, template)) sites.push({ kind, template, path, line });
    }
  }
  return sites;
}

/** The messages of every file in `files` (path → text, paths as `src/…`), one per template. */
export function extractMessages(files: Readonly<Record<string, string>>, version: string): MessagesFile {
  const byTemplate = new Map<string, LilaqMessage>();
  for (const path of Object.keys(files).sort()) {
    for (const site of sitesOf(path, files[path] as string)) {
      const key = `${site.kind}\u0000${site.template}`;
      const known = byTemplate.get(key);
      if (known) known.sources.push({ path: site.path, line: site.line });
      else byTemplate.set(key, { id: '', kind: site.kind, template: site.template, sources: [{ path: site.path, line: site.line }] });
    }
  }
  const used = new Map<string, number>();
  const messages = [...byTemplate.values()].map((message) => {
    const base = messageId(message.template);
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return { ...message, id: n === 1 ? base : `${base}-${n}` };
  });
  return { version, messages };
}
