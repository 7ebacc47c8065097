/**
 * Where the generated facts cannot see what the code does, a hand-written correction, each with
 * the reason. Check every one again on a Lilaq upgrade: the unit tests fail when a correction no
 * longer changes anything.
 */
import type { FactDefinition } from './facts-types';

export interface FactCorrection {
  name: string;
  /** What in Lilaq's code the generator cannot read. */
  why: string;
  apply: (definition: FactDefinition) => FactDefinition;
}

const markField = (name: string, types: string[], value: string) => ({
  name,
  kind: 'named' as const,
  types,
  default: value,
  settable: true as const,
});

export const corrections: readonly FactCorrection[] = [
  {
    name: 'mark',
    why: '`#let mark = grid` (src/model/mark.typ): the stub `#let mark(size, fill, stroke, shape)` documents nothing a user can call. Lilaq reads four fields of Typst’s grid, set in `init` (src/style/styling.typ).',
    apply: (definition) => ({
      ...definition,
      kind: 'element',
      params: [
        markField('align', ['function'], 'marks.at(".")'),
        markField('fill', ['none', 'color', 'gradient', 'tiling'], '_auto'),
        markField('stroke', ['none', 'stroke'], '_auto + .7pt'),
        markField('inset', ['length'], '4pt'),
      ],
    }),
  },
  {
    name: 'scale.scale',
    why: 'The sink `..args` is read only through `args.named()`, so only named arguments have an effect.',
    apply: (definition) => ({
      ...definition,
      params: definition.params.map((p) => (p.name === 'args' ? { ...p, kind: 'named' } : p)),
    }),
  },
];

/** The facts with every correction applied. */
export function correctFacts(definitions: readonly FactDefinition[]): FactDefinition[] {
  return definitions.map((definition) => corrections.filter((c) => c.name === definition.name).reduce((d, c) => c.apply(d), definition));
}
