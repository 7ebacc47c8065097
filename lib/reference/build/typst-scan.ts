/**
 * A small scanner for the parts of Typst source the facts generator reads: top-level `#let`
 * bindings, balanced argument lists, and the `///` doc comments before each argument. It is not a
 * Typst parser; it knows strings, comments and brackets, which is all a signature needs.
 */

/** Index just past the bracket that closes the one at `open`, skipping strings and comments. */
export function matchBracket(source: string, open: number): number {
  const closers: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
  const stack: string[] = [];
  let i = open;
  while (i < source.length) {
    const char = source.charAt(i);
    if (char === '/' && source[i + 1] === '/') {
      i = lineEnd(source, i);
      continue;
    }
    if (char === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 2;
      continue;
    }
    if (char === '"') {
      i = stringEnd(source, i);
      continue;
    }
    const closer = closers[char];
    if (closer) stack.push(closer);
    else if (char === ')' || char === ']' || char === '}') {
      if (stack.pop() !== char) throw new Error(`unbalanced ${char} at offset ${i}`);
      if (stack.length === 0) return i + 1;
    }
    i += 1;
  }
  throw new Error(`no closing bracket for the one at offset ${open}`);
}

function lineEnd(source: string, from: number): number {
  const end = source.indexOf('\n', from);
  return end < 0 ? source.length : end;
}

function stringEnd(source: string, open: number): number {
  let i = open + 1;
  while (i < source.length && source[i] !== '"') i += source[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** One top-level argument of a call or parameter list: its code and the `///` lines above it. */
export interface ArgSlice {
  code: string;
  docs: string[];
  /** Offset of the argument's code in the scanned source. */
  offset: number;
}

/**
 * Splits the inside of a bracket pair (`source[open]` is the opening bracket) at top-level commas.
 * Plain `//` comments are dropped; `///` lines are kept with the argument that follows them.
 */
export function splitArgs(source: string, open: number): ArgSlice[] {
  const close = matchBracket(source, open) - 1;
  const args: ArgSlice[] = [];
  let docs: string[] = [];
  let code = '';
  let offset = -1;
  const flush = () => {
    if (code.trim()) args.push({ code: code.trim(), docs, offset });
    docs = [];
    code = '';
    offset = -1;
  };
  let i = open + 1;
  while (i < close) {
    const char = source.charAt(i);
    if (char === '/' && source[i + 1] === '/') {
      const end = lineEnd(source, i);
      if (source[i + 2] === '/' && !code.trim()) docs.push(source.slice(i + 3, end));
      i = end;
    } else if (char === '/' && source[i + 1] === '*') {
      i = matchComment(source, i);
    } else if (char === ',') {
      flush();
      i += 1;
    } else {
      const next = char === '"' ? stringEnd(source, i) : char === '(' || char === '[' || char === '{' ? matchBracket(source, i) : i + 1;
      if (offset < 0 && char.trim()) offset = i;
      code += source.slice(i, next);
      i = next;
    }
  }
  flush();
  return args;
}

function matchComment(source: string, open: number): number {
  const end = source.indexOf('*/', open + 2);
  return end < 0 ? source.length : end + 2;
}

/** 1-based line number of an offset. */
export function lineOf(source: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i += 1) if (source[i] === '\n') line += 1;
  return line;
}

/** A top-level `#let` binding: a function with parameters, or `name = expression`. */
export type Binding =
  | { form: 'function'; name: string; line: number; open: number }
  | { form: 'value'; name: string; line: number; expression: string; open?: number };

/** Every `#let` at the start of a line, in source order. */
export function topLevelBindings(source: string): Binding[] {
  const bindings: Binding[] = [];
  for (const match of source.matchAll(/^#let ([\w-]+)(\(|\s*=\s*)/gm)) {
    const [whole, name = '', opener] = match;
    const index = match.index ?? 0;
    const line = lineOf(source, index);
    const after = index + whole.length;
    if (opener === '(') {
      bindings.push({ form: 'function', name, line, open: after - 1 });
    } else {
      const expression = source.slice(after, lineEnd(source, after)).trim();
      const paren = expression.indexOf('(');
      bindings.push(paren < 0 ? { form: 'value', name, line, expression } : { form: 'value', name, line, expression, open: after + paren });
    }
  }
  return bindings;
}

/** `#import "path"` lines: the module path, an `as` name, and the imported names (`*` for all). */
export interface ImportLine {
  path: string;
  alias?: string;
  /** Imported names: `name` in the module, `as` the name it gets here. */
  names: { name: string; as: string }[];
  line: number;
}

export function importLines(source: string): ImportLine[] {
  const imports: ImportLine[] = [];
  // The list of names may be parenthesised and span lines: `#import "a.typ": (b, c)`.
  for (const match of source.matchAll(/^#import "([^"]+)"(?:\s+as\s+([\w-]+))?(?:\s*:\s*(\([^)]*\)|.+))?$/gm)) {
    const [, path = '', alias, list = ''] = match;
    const names = list
      .replace(/^\(|\)$/g, '')
      .split(',')
      .map((n) => n.trim().split(/\s+as\s+/))
      .flatMap(([name, as]) => (name ? [{ name, as: as ?? name }] : []));
    imports.push({ path, ...(alias ? { alias } : {}), names, line: lineOf(source, match.index ?? 0) });
  }
  return imports;
}
