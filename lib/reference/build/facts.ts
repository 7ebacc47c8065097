/**
 * Facts of Lilaq definitions read from its Typst source: names, parameters, defaults, types and
 * source locations. No doc-comment prose is kept; a `/// -> type` annotation is a type, so it is.
 */
import { importLines, splitArgs, topLevelBindings, type ArgSlice, type Binding } from './typst-scan';

import type { FactDefinition, FactParam, FactsFile } from '../facts-types';

export type { FactDefinition, FactParam, FactsFile };

/** Reads a file of the Lilaq checkout by its path relative to the package root (`src/…`). */
export type ReadSource = (path: string) => string | undefined;

/** Alternatives of a `/// -> a | b` annotation, the last one before the parameter. */
function docTypes(docs: readonly string[]): string[] {
  const annotation = [...docs].reverse().find((line) => /^\s*->/.test(line));
  if (!annotation) return [];
  return annotation
    .replace(/^\s*->/, '')
    .split('|')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** One parameter of `#let name(…)`: `x`, `..args` or `name: default`. */
export function functionParam(arg: ArgSlice): FactParam {
  const types = docTypes(arg.docs);
  const variadic = /^\.\.([\w-]+)$/.exec(arg.code)?.[1];
  if (variadic) return { name: variadic, kind: 'positional', variadic: true, types };
  const [, name, value] = /^([\w-]+)\s*:\s*([\s\S]+)$/.exec(arg.code) ?? [];
  if (name && value) return { name, kind: 'named', default: value.trim(), types };
  if (!/^[\w-]+$/.test(arg.code)) throw new Error(`unexpected parameter ${JSON.stringify(arg.code)}`);
  return { name: arg.code, kind: 'positional', required: true, types };
}

/** An elembic field type expression as a list of alternatives (`none`, `content`, `"x"`, …). */
export function elembicTypes(expression: string): string[] {
  const [, helper, args = ''] = /^e\.types\.([\w-]+)\(([\s\S]*)\)$/.exec(expression.trim()) ?? [];
  if (!helper) return [expression.trim().replace(/^e\.types\./, '')];
  const inner = () => splitArgs(`(${args})`, 0).map((a) => a.code);
  switch (helper) {
    case 'option':
      return ['none', ...inner().flatMap(elembicTypes)];
    case 'smart':
      return ['auto', ...inner().flatMap(elembicTypes)];
    case 'union':
      return inner().flatMap(elembicTypes);
    case 'literal':
      return inner();
    case 'array':
      return ['array'];
    case 'dict':
      return ['dictionary'];
    default:
      return [expression.trim()];
  }
}

function namedArg(args: readonly ArgSlice[], name: string): string | undefined {
  const arg = args.find((a) => a.code.startsWith(`${name}:`));
  return arg?.code.slice(name.length + 1).trim();
}

/** The fields of `e.element.declare(…)` whose `(` is at `open`. */
export function elementParams(source: string, open: number): FactParam[] {
  const fields = splitArgs(source, open).find((a) => a.code.startsWith('fields:'));
  if (!fields) return [];
  const listOpen = source.indexOf('(', fields.offset);
  // A field whose name starts with `_` is internal by Lilaq's convention, not part of the API.
  const publicFields = splitArgs(source, listOpen).filter((field) => !/^e\.field\(\s*"_/.test(field.code));
  return publicFields.map((field) => {
    const fieldOpen = source.indexOf('(', field.offset);
    const [nameArg, typeArg, ...rest] = splitArgs(source, fieldOpen);
    if (!nameArg || !typeArg) throw new Error(`field without name or type: ${field.code}`);
    const name = JSON.parse(nameArg.code) as string;
    const types = elembicTypes(typeArg.code);
    if (namedArg(rest, 'required') === 'true') return { name, kind: 'positional', required: true, types };
    const named = namedArg(rest, 'named');
    const kind = named === 'false' ? 'positional' : 'named';
    const value = namedArg(rest, 'default');
    return { name, kind, ...(value === undefined ? {} : { default: value }), types, settable: true };
  });
}

function isDeclare(binding: Binding): boolean {
  return binding.form === 'value' && binding.expression.startsWith('e.element.declare(');
}

/**
 * The facts of `name` in one file, or undefined when it is no function or element. An element's
 * parameters come from its elembic fields; a function documented by a stub `#let f(…) = {}` and
 * bound again later (`#let f = …`) takes its parameters from the stub and its line from the binding
 * users reach.
 */
export function definitionIn(source: string, path: string, local: string, name: string): FactDefinition | undefined {
  const bindings = topLevelBindings(source).filter((b) => b.name === local);
  const last = bindings.at(-1);
  if (!last) return undefined;
  const declare = bindings.find(isDeclare);
  const stub = bindings.findLast((b) => b.form === 'function');
  const stubParams = stub?.form === 'function' ? splitArgs(source, stub.open).map(functionParam) : undefined;
  if (declare && declare.open !== undefined) {
    // An elembic field collects a sink (`..children`) when the documented stub says so.
    const params = elementParams(source, declare.open).map((field): FactParam => {
      const sink = stubParams?.some((p) => p.name === field.name && p.variadic);
      return sink ? { name: field.name, kind: 'positional', variadic: true, types: field.types } : field;
    });
    const sinksLast = [...params.filter((p) => !p.variadic), ...params.filter((p) => p.variadic)];
    return { name, kind: 'element', source: { path, line: declare.line }, params: sinksLast };
  }
  if (!stubParams) return undefined;
  return { name, kind: 'function', source: { path, line: last.line }, params: stubParams };
}

function join(from: string, relative: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

function moduleName(path: string): string {
  return path
    .split('/')
    .pop()!
    .replace(/\.typ$/, '');
}

/** Where a public name lives: a binding in a file, or a module imported at a line of a file. */
type Target = { path: string; local: string } | { path: string; module: string; line: number };

/**
 * Every name reachable from a module file: its own top-level bindings, names it imports by name
 * (or with `*`), and modules it imports whole (members prefixed `module.`).
 */
function moduleExports(read: ReadSource, path: string, seen: ReadonlySet<string>): Map<string, Target> {
  const result = new Map<string, Target>();
  const source = read(path);
  if (source === undefined || seen.has(path)) return result;
  // Every top-level binding is reachable as `lq.NAME`: functions, elements, and plain values such
  // as `show_ = e.show_` or a theme written `misty = it => …` (the live editor completes them all).
  for (const binding of topLevelBindings(source)) result.set(binding.name, { path, local: binding.name });
  for (const line of importLines(source)) {
    if (line.path.startsWith('@')) {
      // Names taken by name from another package (elembic's `show_`, `cond-set`, `selector`) are
      // re-exported as they are; their definitions live in that package, not in this checkout.
      for (const { name, as } of line.names) if (name !== '*') result.set(as, { path: line.path, local: name });
      continue;
    }
    const target = join(path, line.path);
    const inner = moduleExports(read, target, new Set([...seen, path]));
    for (const { name, as } of line.names) {
      if (name === '*') {
        for (const [key, value] of inner) result.set(key, value);
      } else if (inner.has(name)) result.set(as, inner.get(name)!);
    }
    if (line.names.length === 0 || line.alias) {
      const prefix = line.alias ?? moduleName(target);
      result.set(prefix, { path, module: target, line: line.line });
      for (const [key, value] of inner) result.set(`${prefix}.${key}`, value);
    }
  }
  return result;
}

/**
 * A set rule bound as `#let set-x = e.set_.with(x)` (src/typing.typ): a function whose named
 * parameters are the settable fields of the element `x`, wherever that element is declared (it
 * need not be exported itself, as `violin-extremum` is not).
 */
function setRuleIn(read: ReadSource, path: string, local: string, name: string): FactDefinition | undefined {
  const binding = topLevelBindings(read(path) ?? '').findLast((b) => b.name === local);
  if (binding?.form !== 'value') return undefined;
  const element = /^e\.set_\.with\(\s*([\w-]+)\s*\)$/.exec(binding.expression.trim())?.[1];
  if (!element) return undefined;
  const target = moduleExports(read, path, new Set()).get(element);
  if (!target || 'module' in target) return undefined;
  const definition = definitionIn(read(target.path) ?? '', target.path, target.local, element);
  if (definition?.kind !== 'element') return undefined;
  // Parameters of a function: `settable` marks element fields only.
  const params = definition.params
    .filter((p) => p.kind === 'named')
    .map((p): FactParam => ({ name: p.name, kind: p.kind, ...(p.default === undefined ? {} : { default: p.default }), types: p.types }));
  return { name, kind: 'function', source: { path, line: binding.line }, params };
}

/**
 * Facts of the documented `names`, read from the checkout through `read` (entry `src/lilaq.typ`).
 * Names the release no longer exports are left out and listed in `missing`. With `lenient` (an
 * older tag, read for the history), a name bound to something that is no function or element
 * (0.1.0's `mark = grid`, a stand-in) is left out and listed in `missing` too, instead of failing.
 */
export function extractFacts(
  read: ReadSource,
  version: string,
  names: readonly string[],
  { lenient = false }: { lenient?: boolean } = {},
): { facts: FactsFile; missing: string[] } {
  const exported = moduleExports(read, 'src/lilaq.typ', new Set());
  const missing: string[] = [];
  const definitions = names.flatMap((name): FactDefinition[] => {
    const target = exported.get(name);
    if (!target) {
      missing.push(name);
      return [];
    }
    if ('module' in target) return [{ name, kind: 'module', source: { path: target.path, line: target.line }, params: [] }];
    const definition =
      definitionIn(read(target.path) ?? '', target.path, target.local, name) ?? setRuleIn(read, target.path, target.local, name);
    if (!definition && lenient) {
      missing.push(name);
      return [];
    }
    if (!definition) throw new Error(`${name}: ${target.path} has no function or element ${target.local}`);
    return [definition];
  });
  return { facts: { lilaq: version, exports: [...exported.keys()].sort(), definitions }, missing };
}
