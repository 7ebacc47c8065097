/**
 * What the facts of the tags cannot tell, written by hand, each with a commit of Lilaq's repository
 * between the two tags that shows it (`git log v0.4.0..v0.5.0 -- src/…`). history.ts joins these
 * with the changes it reads from the facts; history.test.ts checks every note names a definition
 * (and parameter) the history knows, in a release that has it.
 */
import type { FactDefinition } from './facts-types';
import type { HistoryNote } from './history-types';

const moved = (definition: string, from: string): HistoryNote => ({
  definition,
  release: '0.5.0',
  kind: 'moved',
  from,
  text: `Moved into a module of its own; the older name \`lq.${from}\` still works.`,
  commit: 'bb795a413080bae8cd2807ea083cafd1ee60bd0c',
  breaking: false,
});

export const historyNotes: readonly HistoryNote[] = [
  ...(['hlines', 'vlines'] as const).map((definition): HistoryNote => ({
    definition,
    param: 'stroke',
    release: '0.3.0',
    kind: 'renamed',
    from: 'line',
    text: 'Renamed from `line`; code that passes `line:` fails with an unexpected argument.',
    commit: '2d6329b289b5f716d26fbef7ad4662ed71da5100',
    breaking: true,
  })),
  ...(['stem', 'hstem'] as const).map((definition): HistoryNote => ({
    definition,
    param: 'mark-color',
    release: '0.4.0',
    kind: 'behaviour',
    text: 'Removed: it never had an effect. Colour the marks with `color` or a `mark` set rule.',
    commit: 'ebd6893fac276d3420385139f55e13ce472b0e85',
    breaking: true,
  })),
  moved('tick-locate.linear', 'locate-ticks-linear'),
  moved('tick-locate.log', 'locate-ticks-log'),
  moved('tick-locate.symlog', 'locate-ticks-symlog'),
  moved('tick-locate.manual', 'locate-ticks-manual'),
  moved('tick-locate.subticks-linear', 'locate-subticks-linear'),
  moved('tick-locate.subticks-log', 'locate-subticks-log'),
  moved('tick-locate.subticks-symlog', 'locate-subticks-symlog'),
  moved('tick-format.linear', 'format-ticks-linear'),
  moved('tick-format.log', 'format-ticks-log'),
  moved('tick-format.manual', 'format-ticks-manual'),
  moved('tick-format.symlog', 'format-ticks-symlog'),
  ...(['bar', 'hbar'] as const).map((definition): HistoryNote => ({
    definition,
    param: 'width',
    release: '0.6.0',
    kind: 'behaviour',
    text: 'Also takes a ratio, measured against the smallest gap between neighbouring bars; a number is still a width in data units.',
    commit: '53011e806a38d5069f77847f99ce82632255c3e3',
    breaking: false,
  })),
];

/** A definition a tag's facts lack because the generator cannot read it there, written by hand. */
export interface HistoryFactPatch {
  release: string;
  why: string;
  commit: string;
  definition: FactDefinition;
}

export const historyFactPatches: readonly HistoryFactPatch[] = [
  {
    release: '0.1.0',
    why: '0.1.0 binds `mark = grid` (src/model/mark.typ) with no documenting stub, so the generator finds no fields; the defaults are the ones src/cycle.typ sets on it. The stub arrived in 0.2.0 with the commit named here, and corrections.ts describes the same four fields.',
    commit: '5703729503a7d35f58359342ce88bcd6b0cb458e',
    definition: {
      name: 'mark',
      kind: 'element',
      source: { path: 'src/model/mark.typ', line: 4 },
      params: [
        { name: 'align', kind: 'named', types: ['function'], default: 'marks.at(".")', settable: true },
        { name: 'fill', kind: 'named', types: ['none', 'color', 'gradient', 'tiling'], default: '_auto', settable: true },
        { name: 'stroke', kind: 'named', types: ['none', 'stroke'], default: '_auto + 1pt', settable: true },
        { name: 'inset', kind: 'named', types: ['length'], default: '4pt', settable: true },
      ],
    },
  },
];
