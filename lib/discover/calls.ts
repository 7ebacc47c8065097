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
