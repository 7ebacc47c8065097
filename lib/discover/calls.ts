import { stripStringsAndComments } from '../figures/example-syntax';

/**
 * Every `lq.…` path an example's Typst source refers to, in first-use order and without
 * duplicates: `lq.plot(…)` → `plot`, `lq.scale.log` → `scale.log`, `lq.tick-label.with` →
 * `tick-label.with`; a scale given by name (`yscale: "log"`) → `scale.log`. Which of them are documented functions is decided later
 * (`referenceNameOf`), so this stays independent of the reference data.
 */
export function lqPaths(code: string): string[] {
  const found = new Set<string>();
  // A built-in scale named by a string (`xscale: "log"`) uses the scale function of that name.
  for (const match of code.matchAll(/(?<![\w-])(?:x|y)?scale\s*:\s*"(linear|log|symlog|datetime)"/g)) found.add(`scale.${match[1]!}`);
  // Typst identifiers may contain `-`, so `my-lq.x` is not the module.
  const re = /(?<![\w-])lq\s*\.\s*([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*)/g;
  for (const match of stripStringsAndComments(code).matchAll(re)) found.add(match[1]!);
  return [...found];
}

/** Math mode (`$x^2$`) may hold brackets that do not pair up, such as `$[0, 1)$`: emptied before counting. */
const stripMath = (code: string) => code.replace(/\$(?:[^$\\]|\\.)*\$/g, '$$$$');

/** An argument's name at the start of an argument: `label: …`, `x-label : …`. */
const namedArgument = /^\s*([A-Za-z_][\w-]*)\s*:(?!:)/;

/**
 * The named arguments each `lq.…` call passes, by the path it calls (`plot`, `plot.with`,
 * `scale.log`), in first-use order and without duplicates: `lq.plot(x, y, label: [a], mark: "o")`
 * → `{ plot: ['label', 'mark'] }`. Only the call's own arguments count, not those of calls or
 * dictionaries nested in them (they are at a deeper level); content blocks are read as text.
 * Like lqPaths, strings and comments are ignored; a path used without parentheses is absent.
 */
export function lqArgs(code: string): Record<string, string[]> {
  const source = stripMath(stripStringsAndComments(code));
  const found = new Map<string, Set<string>>();
  const re = /(?<![\w-])lq\s*\.\s*([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*)\s*\(/g;
  for (const match of source.matchAll(re)) {
    const names = found.get(match[1]!) ?? new Set<string>();
    found.set(match[1]!, names);
    for (const name of topLevelNames(source, match.index + match[0].length)) names.add(name);
  }
  return Object.fromEntries([...found].map(([path, names]) => [path, [...names]]));
}

const closers: Readonly<Record<string, string>> = { '(': ')', '[': ']', '{': '}' };

/** The named arguments of the argument list that starts at `start` (just after its `(`). */
function topLevelNames(source: string, start: number): string[] {
  const names: string[] = [];
  const stack: string[] = [')'];
  let argumentStart = true;
  for (let i = start; i < source.length && stack.length > 0; i++) {
    const c = source[i]!;
    if (argumentStart && stack.length === 1) {
      const named = namedArgument.exec(source.slice(i, i + 80));
      if (named) names.push(named[1]!);
      argumentStart = false;
    }
    if (c === '[') {
      // A content block is markup: its brackets pair, its parentheses need not.
      let depth = 1;
      while (depth > 0 && ++i < source.length) depth += source[i] === '[' ? 1 : source[i] === ']' ? -1 : 0;
    } else if (c in closers) stack.push(closers[c]!);
    else if (c === stack[stack.length - 1]) stack.pop();
    else if (c === ',' && stack.length === 1) argumentStart = true;
  }
  return names;
}

/** Lilaq 0.5.0 shorthands for a documented definition: `xaxis` and `yaxis` are `axis.with(kind: …)`. */
const aliases: Readonly<Record<string, string>> = { xaxis: 'axis', yaxis: 'axis' };

/**
 * The reference page an `lq.…` path uses, or undefined. The longest documented prefix wins
 * (`tick-format.linear.with` → `tick-format.linear`, `color.map.viridis` → `color`), and an
 * elembic set rule counts as a use of its element (`set-tick` → `tick`,
 * `tick-format.set-datetime-smart-first` → `tick-format.datetime-smart-first`).
 */
export function referenceNameOf(lqPath: string, isDocumented: (name: string) => boolean): string | undefined {
  const parts = lqPath.split('.');
  const alias = aliases[parts[0]!];
  if (alias && isDocumented(alias)) return alias;
  for (let n = parts.length; n > 0; n--) {
    const head = parts.slice(0, n);
    const last = head[n - 1]!;
    const candidates = [head.join('.')];
    if (last.startsWith('set-')) candidates.push([...head.slice(0, -1), last.slice('set-'.length)].join('.'));
    const hit = candidates.find(isDocumented);
    if (hit) return hit;
  }
  return undefined;
}
