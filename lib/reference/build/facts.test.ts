import { describe, expect, it } from 'vitest';
import { elembicTypes, extractFacts } from './facts';
import { diffFacts } from './facts-diff';

/** A tiny package of our own, shaped like Lilaq: an entry file, a module, a function, an element. */
const files: Record<string, string> = {
  'src/lilaq.typ': [
    '#import "shapes/blob.typ": (',
    '  blob,',
    '  knob as handle,',
    ')',
    '#import "logic/units.typ"',
    '#import "logic/stepper.typ" as stepper',
    '#import "@preview/elembic:1.1.1": show_',
  ].join('\n'),
  'src/shapes/blob.typ': `#import "@preview/elembic:1.1.1" as e

/// A round shape. This sentence is prose and must not reach the facts.
#let blob(
  /// Where the blob sits.
  /// -> int | float
  x,

  // An ordinary comment with an unbalanced bracket (
  /// The paint, with a comma inside the default.
  /// -> color | none
  tint: rgb(10, 20, 30),

  /// -> str
  caption: "a, b",

  ..extras
) = { }

/// The stub a documentation tool reads.
#let knob(body, side: "left", ..parts) = {}

#let knob = e.element.declare(
  "knob",
  prefix: "test",
  display: it => it.body,
  fields: (
    e.field("body", e.types.option(content), required: true),
    e.field("side", e.types.union(e.types.literal("left"), e.types.literal("right")), default: "left"),
    e.field("parts", e.types.any, required: true),
    e.field("_cache", dictionary, default: (:)),
  ),
)
`,
  'src/logic/units.typ': '#let cm(value) = value * 1cm\n#let per-inch = 2.54\n',
  'src/logic/stepper.typ': '#let step(start, stop, by: 1) = range(start, stop, step: by)\n',
};
const read = (path: string) => files[path];

describe('extractFacts', () => {
  const { facts } = extractFacts(read, '9.9.9', ['blob', 'handle', 'units.cm', 'stepper.step']);
  const byName = (name: string) => facts.definitions.find((d) => d.name === name);

  it('reads positional, named and variadic parameters with their defaults and annotated types', () => {
    expect(byName('blob')).toEqual({
      name: 'blob',
      kind: 'function',
      source: { path: 'src/shapes/blob.typ', line: 4 },
      params: [
        { name: 'x', kind: 'positional', required: true, types: ['int', 'float'] },
        { name: 'tint', kind: 'named', default: 'rgb(10, 20, 30)', types: ['color', 'none'] },
        { name: 'caption', kind: 'named', default: '"a, b"', types: ['str'] },
        { name: 'extras', kind: 'positional', variadic: true, types: [] },
      ],
    });
  });

  it('keeps no doc-comment prose', () => {
    expect(JSON.stringify(facts)).not.toMatch(/sentence|paint|sits|stub/);
  });

  it('reads an element from its elembic fields, under the name it is imported as, with the sink last', () => {
    expect(byName('handle')).toEqual({
      name: 'handle',
      kind: 'element',
      source: { path: 'src/shapes/blob.typ', line: 23 },
      params: [
        { name: 'body', kind: 'positional', required: true, types: ['none', 'content'] },
        { name: 'side', kind: 'named', default: '"left"', types: ['"left"', '"right"'], settable: true },
        { name: 'parts', kind: 'positional', variadic: true, types: ['any'] },
      ],
    });
  });

  it('finds members of modules imported whole or under another name', () => {
    expect(byName('units.cm')?.params).toEqual([{ name: 'value', kind: 'positional', required: true, types: [] }]);
    expect(byName('stepper.step')?.source).toEqual({ path: 'src/logic/stepper.typ', line: 1 });
    // A plain value is as reachable as a function: `lq.units.per-inch`.
    // So is a name taken from another package and passed on (`lq.show_` is elembic's).
    expect(facts.exports).toEqual(['blob', 'handle', 'show_', 'stepper', 'stepper.step', 'units', 'units.cm', 'units.per-inch']);
  });

  it('leaves out and lists a documented name the release does not export', () => {
    const { facts: only, missing } = extractFacts(read, '9.9.9', ['knob', 'blob']);
    expect(only.definitions.map((d) => d.name)).toEqual(['blob']);
    expect(missing).toEqual(['knob']);
  });
});

describe('extractFacts: set rules', () => {
  // `#let set-x = e.set_.with(x)`: a function of the element's named fields, even when the element
  // itself is not exported (Lilaq 0.6.0's set-violin-extremum).
  const sources: Record<string, string> = {
    'src/lilaq.typ': '#import "typing.typ": set-knob\n',
    'src/typing.typ': '#import "@preview/elembic:1.1.1" as e\n#import "knob.typ": knob\n\n#let set-knob = e.set_.with(knob)\n',
    'src/knob.typ': `#import "@preview/elembic:1.1.1" as e
#let knob = e.element.declare(
  "knob",
  prefix: "test",
  display: it => none,
  fields: (
    e.field("body", content, required: true),
    e.field("width", e.types.union(ratio, length), default: 50%),
    e.field("_hidden", bool, default: false),
  ),
)
`,
  };
  it('takes the named fields of the element the rule sets', () => {
    const { facts } = extractFacts((path) => sources[path], '9.9.9', ['set-knob']);
    expect(facts.definitions).toEqual([
      {
        name: 'set-knob',
        kind: 'function',
        source: { path: 'src/typing.typ', line: 4 },
        params: [{ name: 'width', kind: 'named', default: '50%', types: ['ratio', 'length'] }],
      },
    ]);
  });
});

describe('elembicTypes', () => {
  it('flattens option, smart and union and keeps what it does not know as written', () => {
    expect(elembicTypes('e.types.smart(e.types.union(length, e.types.option(stroke)))')).toEqual(['auto', 'length', 'none', 'stroke']);
    expect(elembicTypes('e.types.array(int)')).toEqual(['array']);
    expect(elembicTypes('my-wrapper')).toEqual(['my-wrapper']);
  });
});

describe('diffFacts', () => {
  it('lists added and removed definitions and parameters and changed defaults', () => {
    const before = extractFacts(read, '1.0.0', ['blob']).facts;
    const changed: Record<string, string> = {
      ...files,
      'src/lilaq.typ': `${files['src/lilaq.typ']}\n#import "shapes/blob.typ": ring`,
      'src/shapes/blob.typ': `${files['src/shapes/blob.typ']}\n#let ring(r) = r`
        .replace('tint: rgb(10, 20, 30)', 'tint: red')
        .replace('  ..extras\n', '  width: 1pt,\n'),
    };
    const after = extractFacts((p) => changed[p], '2.0.0', ['blob']).facts;
    expect(diffFacts(before, after)).toEqual([
      '+ lq.ring (new in 2.0.0)',
      'blob#tint: named, default rgb(10, 20, 30), types color | none → named, default red, types color | none',
      'blob#extras: removed',
      'blob#width: added (named, default 1pt)',
    ]);
  });
});
