/**
 * Claims of the history (history.ts) to confirm by compiling against the release tags: a small
 * Typst snippet compiled with the tag before a change and with the tag of the change. `npm run
 * history:check` (lib/tooling/cli/history-check.ts) compiles them and writes the outcome to
 * history-confirmed.json; history-confirmed.test.ts checks each confirmed claim agrees with
 * history.ts. The snippets are ours; `ARG` stands for the argument under test (or nothing).
 */

/** What a claim says, and how compiling shows it. */
export type HistoryClaim =
  /**
   * `param` (or the definition, without `arg`) is new in `release`: `before` rejects the snippet,
   * `release` compiles it. With `by: 'effect'` (a definition whose sink swallows unknown named
   * arguments): under `before` the argument changes nothing, under `release` it changes the figure.
   */
  | { kind: 'since'; definition: string; param?: string; release: string; before: string; snippet: string; arg?: string; by?: 'effect' }
  /** `param` is gone in `release`: `before` compiles the snippet, `release` rejects it. */
  | { kind: 'removed'; definition: string; param: string; release: string; before: string; snippet: string; arg: string }
  /**
   * The default of `param` changed from `from` to `to` in `release`: the figure without the argument
   * equals the figure with `param: from` under `before`, and with `param: to` under `release`
   * (`from` may be left out where the old default cannot be written).
   */
  | { kind: 'default'; definition: string; param: string; release: string; before: string; snippet: string; from?: string; to: string };

const plot = (arg = 'ARG') => `#lq.diagram(lq.plot((1, 2, 3, 4), (1, 3, 2, 4), ${arg}))`;

export const historyClaims: readonly HistoryClaim[] = [
  { kind: 'since', definition: 'plot', param: 'every', release: '0.2.0', before: '0.1.0', snippet: plot(), arg: 'every: 2' },
  {
    kind: 'since',
    definition: 'path',
    param: 'tip',
    release: '0.2.0',
    before: '0.1.0',
    snippet: '#lq.diagram(lq.path((0, 0), (1, 1), (2, 0), ARG))',
    arg: 'tip: none',
  },
  {
    kind: 'since',
    definition: 'axis',
    param: 'inverted',
    release: '0.3.0',
    before: '0.2.0',
    snippet: '#lq.diagram(xaxis: (mirror: auto, ARG), lq.plot((1, 2, 3), (1, 3, 2)))',
    arg: 'inverted: true',
  },
  {
    kind: 'since',
    definition: 'hlines',
    param: 'stroke',
    release: '0.3.0',
    before: '0.2.0',
    snippet: '#lq.diagram(xlim: (0, 4), ylim: (0, 4), lq.hlines(1, 2, ARG))',
    arg: 'stroke: red',
    // 0.2.0's `..y` takes any named argument without a word.
    by: 'effect',
  },
  {
    kind: 'removed',
    definition: 'hlines',
    param: 'line',
    release: '0.3.0',
    before: '0.2.0',
    snippet: '#lq.diagram(xlim: (0, 4), ylim: (0, 4), lq.hlines(1, 2, ARG))',
    arg: 'line: red',
  },
  {
    kind: 'since',
    definition: 'vlines',
    param: 'stroke',
    release: '0.3.0',
    before: '0.2.0',
    snippet: '#lq.diagram(xlim: (0, 4), ylim: (0, 4), lq.vlines(1, 2, ARG))',
    arg: 'stroke: red',
    // 0.2.0's `..y` takes any named argument without a word.
    by: 'effect',
  },
  {
    kind: 'since',
    definition: 'hboxplot',
    release: '0.3.0',
    before: '0.2.0',
    snippet: '#lq.diagram(lq.hboxplot((1, 2, 3, 4, 5, 9)))',
  },
  { kind: 'since', definition: 'plot', param: 'smooth', release: '0.4.0', before: '0.3.0', snippet: plot(), arg: 'smooth: true' },
  {
    kind: 'since',
    definition: 'ellipse',
    param: 'align',
    release: '0.4.0',
    before: '0.3.0',
    snippet: '#lq.diagram(xlim: (0, 4), ylim: (0, 4), lq.ellipse(1, 1, width: 1, height: 1, ARG))',
    arg: 'align: center',
  },
  {
    kind: 'removed',
    definition: 'stem',
    param: 'mark-color',
    release: '0.4.0',
    before: '0.3.0',
    snippet: '#lq.diagram(lq.stem((1, 2, 3), (1, 3, 2), ARG))',
    arg: 'mark-color: red',
  },
  {
    kind: 'since',
    definition: 'colormesh',
    param: 'excess',
    release: '0.5.0',
    before: '0.4.0',
    snippet: '#lq.diagram(lq.colormesh((0, 1, 2), (0, 1, 2), ((1, 2, 3), (4, 5, 6), (7, 8, 9)), ARG))',
    arg: 'excess: "clamp"',
  },
  {
    kind: 'since',
    definition: 'scale.datetime',
    release: '0.5.0',
    before: '0.4.0',
    snippet: '#let datetime-scale = lq.scale.datetime\n#lq.diagram(lq.plot((1, 2, 3), (1, 3, 2)))',
  },
  {
    kind: 'since',
    definition: 'tick-locate.linear',
    release: '0.5.0',
    before: '0.4.0',
    snippet: '#lq.diagram(xaxis: (locate-ticks: lq.tick-locate.linear), lq.plot((1, 2, 3), (1, 3, 2)))',
  },
  {
    kind: 'since',
    definition: 'diagram',
    param: 'aspect-ratio',
    release: '0.6.0',
    before: '0.5.0',
    snippet: '#lq.diagram(width: 4cm, ARG, lq.plot((1, 2, 3), (1, 3, 2)))',
    arg: 'aspect-ratio: 1',
  },
  {
    kind: 'since',
    definition: 'fill-between',
    param: 'smooth',
    release: '0.6.0',
    before: '0.5.0',
    snippet: '#lq.diagram(lq.fill-between((1, 2, 3), (1, 3, 2), ARG))',
    arg: 'smooth: true',
  },
  { kind: 'since', definition: 'plot', param: 'tip', release: '0.6.0', before: '0.5.0', snippet: plot(), arg: 'tip: none' },
  {
    kind: 'since',
    definition: 'violin',
    release: '0.6.0',
    before: '0.5.0',
    snippet: '#lq.diagram(lq.violin((1, 2, 2, 3, 3, 3, 4, 5)))',
  },
  {
    kind: 'since',
    definition: 'logspace',
    release: '0.6.0',
    before: '0.5.0',
    snippet: '#let points = lq.logspace(0, 2, num: 3)\n#lq.diagram(lq.plot(points, (1, 2, 3)))',
  },
  {
    kind: 'default',
    definition: 'bar',
    param: 'width',
    release: '0.6.0',
    before: '0.5.0',
    snippet: '#lq.diagram(lq.bar((1, 2, 3), (2, 3, 1), ARG))',
    from: '0.8',
    to: '80%',
  },
  {
    kind: 'default',
    definition: 'boxplot',
    param: 'width',
    release: '0.6.0',
    before: '0.5.0',
    snippet: '#lq.diagram(lq.boxplot((1, 2, 3, 4, 5, 9), ARG))',
    from: '0.5',
    to: '50%',
  },
  {
    kind: 'default',
    definition: 'hbar',
    param: 'align',
    release: '0.6.0',
    before: '0.5.0',
    snippet: '#lq.diagram(lq.hbar((2, 3, 1), (1, 2, 3), ARG))',
    from: 'center',
    to: 'horizon',
  },
  {
    kind: 'default',
    definition: 'stem',
    param: 'mark-size',
    release: '0.4.0',
    before: '0.3.0',
    snippet: '#lq.diagram(lq.stem((1, 2, 3), (1, 3, 2), ARG))',
    from: '5pt',
    to: 'auto',
  },
  {
    kind: 'default',
    definition: 'scatter',
    param: 'stroke',
    release: '0.4.0',
    before: '0.3.0',
    snippet: '#lq.diagram(lq.scatter((1, 2, 3), (1, 3, 2), ARG))',
    from: '1pt',
    to: 'auto',
  },
  {
    kind: 'default',
    definition: 'scale.symlog',
    param: 'threshold',
    release: '0.3.0',
    before: '0.2.0',
    snippet: '#lq.diagram(xscale: lq.scale.symlog(ARG), lq.plot((-10, -1, 0, 1, 10), (1, 2, 3, 2, 1)))',
    from: '2',
    to: '1',
  },
  {
    kind: 'default',
    definition: 'hlines',
    param: 'line',
    release: '0.2.0',
    before: '0.1.0',
    snippet: '#lq.diagram(xlim: (0, 4), ylim: (0, 4), lq.hlines(1, 2, ARG))',
    from: 'blue',
    to: 'black',
  },
  {
    kind: 'default',
    definition: 'axis',
    param: 'extra-ticks',
    release: '0.4.0',
    before: '0.3.0',
    snippet: '#lq.diagram(xaxis: (mirror: auto, ARG), lq.plot((1, 2, 3), (1, 3, 2)))',
    from: 'none',
    to: '()',
  },
];

/** The snippet with its argument written out (`width: 0.8`), or without it (a trailing comma is fine in Typst). */
export function withArg(snippet: string, arg: string | undefined): string {
  return snippet.replace('ARG', arg ?? '');
}
