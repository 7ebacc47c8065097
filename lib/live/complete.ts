/**
 * Where the cursor is, seen by completion and hover: after `lq.` (or a module such as
 * `lq.scale.`) the members of that module; at an argument of `lq.NAME(` the parameters not given
 * yet. Pure: the editor hands it the text and the API data.
 */
import type { ApiMember, ApiParam, LilaqApi } from './lilaq-api';

const IDENT = '[A-Za-z_][A-Za-z0-9_-]*';
const MEMBER_BEFORE = new RegExp(`(?:^|[^A-Za-z0-9_.-])lq((?:\\.${IDENT})*)\\.([A-Za-z0-9_-]*)$`);
const CALLEE_BEFORE = new RegExp(`(?:^|[^A-Za-z0-9_.-])lq((?:\\.${IDENT})+)$`);
const CLOSE: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

export type Completion =
  | { kind: 'members'; from: number; modulePath: string; members: ApiMember[] }
  | { kind: 'params'; from: number; call: string; params: ApiParam[] };

/**
 * The innermost bracket left open before `end`, skipping strings, comments and closed pairs;
 * -1 when there is none or `end` itself is inside a string.
 */
function openBracket(text: string, end: number): number {
  const stack: number[] = [];
  let inString = false;
  for (let i = 0; i < end; i++) {
    const ch = text[i] ?? '';
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '/' && text[i + 1] === '/') {
      const nl = text.indexOf('\n', i);
      i = nl === -1 ? end : nl;
    } else if (ch === '(' || ch === '[' || ch === '{') stack.push(i);
    else if (CLOSE[ch] && stack.length > 0 && text[stack.at(-1) ?? -1] === CLOSE[ch]) stack.pop();
  }
  return inString ? -1 : (stack.at(-1) ?? -1);
}

/** Top-level named arguments already written between `open` and `end` (`name:` at depth 0). */
function namedArguments(text: string, open: number, end: number): Set<string> {
  const names = new Set<string>();
  let depth = 0;
  let inString = false;
  let start = open + 1;
  for (let i = open + 1; i <= end; i++) {
    const ch = i < end ? (text[i] ?? '') : ',';
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
    else if (ch === ',' && depth === 0) {
      const m = new RegExp(`^\\s*(${IDENT})\\s*:`).exec(text.slice(start, i));
      if (m?.[1]) names.add(m[1]);
      start = i + 1;
    }
  }
  return names;
}

/** What to offer at `pos` of `text`, or null when nothing Lilaq-specific fits there. */
export function completionAt(text: string, pos: number, api: LilaqApi): Completion | null {
  const before = text.slice(0, pos);
  const member = MEMBER_BEFORE.exec(before);
  if (member) {
    const modulePath = (member[1] ?? '').slice(1);
    const prefix = member[2] ?? '';
    const members = (api.modules[modulePath] ?? []).filter((m) => m.name.startsWith(prefix));
    return members.length > 0 ? { kind: 'members', from: pos - prefix.length, modulePath, members } : null;
  }

  const word = new RegExp(`(${IDENT})?$`).exec(before)?.[0] ?? '';
  const argStart = pos - word.length;
  const open = openBracket(text, argStart);
  if (open === -1 || text[open] !== '(') return null;
  // Only at the start of an argument: right after `(` or `,`, with nothing but the name typed.
  if (!/[(,]\s*$/.test(text.slice(0, argStart))) return null;
  const callee = CALLEE_BEFORE.exec(text.slice(0, open));
  const call = (callee?.[1] ?? '').slice(1);
  const all = api.params[call];
  if (!all) return null;
  const given = namedArguments(text, open, argStart);
  const params = all.filter((p) => !p.positional && !given.has(p.name) && p.name.startsWith(word));
  return params.length > 0 ? { kind: 'params', from: argStart, call, params } : null;
}

/** The `lq.` name under `pos` (`lq.scale.log`, hovering any part of it), with its module path. */
export function nameAt(text: string, pos: number): { path: string; from: number; to: number } | null {
  const re = new RegExp(`lq((?:\\.${IDENT})+)`, 'g');
  for (const m of text.matchAll(re)) {
    const from = m.index ?? 0;
    const to = from + m[0].length;
    if (pos < from || pos > to) continue;
    if (from > 0 && /[A-Za-z0-9_.-]/.test(text[from - 1] ?? '')) continue;
    // Hovering `scale` in `lq.scale.log` names the module, hovering `log` names the function.
    const parts = (m[1] ?? '').slice(1).split('.');
    let end = from + 2;
    const path: string[] = [];
    for (const part of parts) {
      path.push(part);
      end += part.length + 1;
      if (pos <= end) break;
    }
    return { path: path.join('.'), from, to: end };
  }
  return null;
}

/** The member entry of a dotted path, if Lilaq has it. */
export function memberOf(api: LilaqApi, path: string): ApiMember | undefined {
  const dot = path.lastIndexOf('.');
  return api.modules[dot === -1 ? '' : path.slice(0, dot)]?.find((m) => m.name === path.slice(dot + 1));
}
