/**
 * The small base examples the parameter strips (strips.ts) are drawn from: one per element or
 * plot function, written for the strips, each a diagram about 3.6 cm wide so that three or four
 * fit side by side. A strip sets one parameter on its base and changes nothing else.
 */

/** How the parameter reaches the element in the base's code. */
export type StripHow =
  /** As a named argument of the call the base writes out (`lq.plot(…, mark: "s")`). */
  | 'call'
  /** Through the element's set rule before the diagram (`#show: lq.set-legend(position: left)`). */
  | 'set'
  /** In the dictionary of the diagram's `xaxis` (`xaxis: (mirror: true)`). */
  | 'xaxis';

export interface StripBase {
  how: StripHow;
  /** What the figure shows, for the alt text: "A line plot", "A diagram with a legend". */
  what: string;
  /**
   * The base's own arguments of the call that takes the parameter (`how: 'call'`), in order; a
   * parameter of the same name replaces one, any other is added after them.
   */
  args?: Readonly<Record<string, string>>;
  /** The Typst code; `ARGS` stands for the arguments (`call`, `xaxis`) or is absent (`set`). */
  code: string;
  /**
   * The diagram's limits follow the data, so a parameter that moves the plot may move the ticks
   * instead: `npm run figures:check` requires the panels to differ in what the plots draw, not
   * only in the frame (lib/reference/build/strip-difference.ts).
   */
  autoLimits?: true;
}

/** A line through five points, the data most bases draw. */
const LINE = 'lq.plot((0, 1, 2, 3, 4), (1, 3, 2, 4, 3.5))';
const SIZE = 'width: 3.6cm, height: 2.2cm';

const setBase = (element: string, what: string, diagram: string): StripBase => ({
  how: 'set',
  what,
  code: `#show: lq.set-${element}(ARGS)\n${diagram}`,
});

const plain = `#lq.diagram(\n  ${SIZE},\n  ${LINE},\n)`;
const labelled = `#lq.diagram(\n  ${SIZE},\n  xlabel: [time], ylabel: [level],\n  ${LINE},\n)`;
const legendDiagram = `#lq.diagram(\n  ${SIZE},\n  ${LINE.slice(0, -1)}, label: [a]),\n  lq.plot((0, 1, 2, 3, 4), (0.5, 1, 1.5, 2, 3), label: [b]),\n)`;
const errorDiagram = `#lq.diagram(\n  ${SIZE},\n  lq.plot((0, 1, 2, 3), (1, 3, 2, 3.5), xerr: 0.3, yerr: 0.6),\n)`;

/** A 5 × 4 grid of values for the colour-mapped plots. */
const MESH_DATA = 'lq.linspace(0, 4, num: 5), lq.linspace(0, 3, num: 4), (x, y) => x * y';

/** Keyed by name; `bases` maps every definition with strips to one, `values.ts` may pick another. */
export const bases = {
  diagram: { how: 'call', what: 'A line plot', args: { width: '3.6cm', height: '2.2cm' }, code: `#lq.diagram(\n  ARGS,\n  ${LINE},\n)` },
  'diagram-labelled': {
    how: 'call',
    what: 'A line plot with two labelled curves',
    args: { width: '3.6cm', height: '2.2cm' },
    code: `#lq.diagram(\n  ARGS,\n  ${LINE.slice(0, -1)}, label: [a]),\n  lq.plot((0, 1, 2, 3, 4), (0.5, 1, 1.5, 2, 3), label: [b]),\n)`,
  },
  'diagram-growth': {
    how: 'call',
    what: 'A line plot of growing values',
    args: { width: '3.6cm', height: '2.2cm' },
    code: `#lq.diagram(\n  ARGS,\n  lq.plot((1, 2, 4, 8, 16), (1, 10, 30, 200, 1000)),\n)`,
  },
  plot: {
    how: 'call',
    autoLimits: true,
    what: 'A line plot',
    args: {},
    code: `#lq.diagram(\n  ${SIZE},\n  lq.plot((0, 1, 2, 3, 4), (1, 3, 2, 4, 3.5), ARGS),\n)`,
  },
  'plot-clipped': {
    how: 'call',
    autoLimits: true,
    what: 'A line plot whose data reach past the y limits',
    args: {},
    code: `#lq.diagram(\n  ${SIZE}, ylim: (1.5, 4.2),\n  lq.plot((0, 1, 2, 3, 4), (1, 3, 2, 4, 3.5), ARGS),\n)`,
  },
  scatter: {
    how: 'call',
    autoLimits: true,
    what: 'A scatter plot coloured by value',
    // An edge keeps the colour map's lightest and darkest marks visible on both pages.
    // Lilaq's own mark is a point whose size never changes; a circle shows sizes and colours.
    args: { color: '(1, 2, 3, 4, 5)', mark: '"o"', stroke: '0.4pt + black' },
    code: `#lq.diagram(\n  ${SIZE},\n  lq.scatter(\n    (0, 1, 2, 3, 4), (1, 3, 2, 4, 3.5),\n    ARGS,\n  ),\n)`,
  },
  // Fixed limits along the bars, with a tick at each bar: limits that follow the bars would move
  // with them (`offset`, `align`), and only the ticks would show that anything moved.
  bar: {
    how: 'call',
    autoLimits: true,
    what: 'A bar chart',
    args: {},
    code: `#lq.diagram(\n  ${SIZE}, xlim: (0, 5), xaxis: (tick-distance: 1),\n  lq.bar((1, 2, 3, 4), (2, 4, 3, 5), ARGS),\n)`,
  },
  hbar: {
    how: 'call',
    autoLimits: true,
    what: 'A horizontal bar chart',
    args: {},
    code: `#lq.diagram(\n  ${SIZE}, ylim: (0, 5), yaxis: (tick-distance: 1),\n  lq.hbar((2, 4, 3, 5), (1, 2, 3, 4), ARGS),\n)`,
  },
  stem: {
    how: 'call',
    autoLimits: true,
    what: 'A stem plot',
    args: {},
    code: `#lq.diagram(\n  ${SIZE},\n  lq.stem((1, 2, 3, 4), (2, -1, 3, 1.5), ARGS),\n)`,
  },
  hstem: {
    how: 'call',
    autoLimits: true,
    what: 'A horizontal stem plot',
    args: {},
    code: `#lq.diagram(\n  ${SIZE},\n  lq.hstem((2, -1, 3, 1.5), (1, 2, 3, 4), ARGS),\n)`,
  },
  'fill-between': {
    how: 'call',
    autoLimits: true,
    what: 'A band between two curves',
    args: { y2: '(0, 1, 0.5, 1.5, 1)' },
    code: `#lq.diagram(\n  ${SIZE},\n  lq.fill-between(\n    (0, 1, 2, 3, 4), (1, 3, 2, 4, 3.5),\n    ARGS,\n  ),\n)`,
  },
  boxplot: {
    how: 'call',
    autoLimits: true,
    what: 'Two box plots',
    args: {},
    code: `#lq.diagram(\n  ${SIZE},\n  lq.boxplot(\n    (1, 2, 3, 3.5, 4, 5, 9), (2, 3, 3, 4, 5, 6, 6.5),\n    ARGS,\n  ),\n)`,
  },
  hboxplot: {
    how: 'call',
    autoLimits: true,
    what: 'Two horizontal box plots',
    args: {},
    code: `#lq.diagram(\n  ${SIZE},\n  lq.hboxplot(\n    (1, 2, 3, 3.5, 4, 5, 9), (2, 3, 3, 4, 5, 6, 6.5),\n    ARGS,\n  ),\n)`,
  },
  colormesh: {
    how: 'call',
    autoLimits: true,
    what: 'A colour mesh',
    args: {},
    code: `#lq.diagram(\n  ${SIZE},\n  lq.colormesh(\n    ${MESH_DATA},\n    ARGS,\n  ),\n)`,
  },
  'colormesh-positive': {
    how: 'call',
    autoLimits: true,
    what: 'A colour mesh of values from 1 to 1000',
    args: {},
    code: `#lq.diagram(\n  ${SIZE},\n  lq.colormesh(\n    lq.linspace(0, 4, num: 5), lq.linspace(0, 3, num: 4), (x, y) => calc.pow(10, (x + y) / 2.4),\n    ARGS,\n  ),\n)`,
  },
  contour: {
    how: 'call',
    autoLimits: true,
    what: 'A contour plot',
    // The colour range reaches past the data so that no line takes the map's lightest or
    // darkest colour, which vanish on the light or the dark page.
    args: { min: '-4', max: '14' },
    code: `#lq.diagram(\n  ${SIZE},\n  lq.contour(\n    lq.linspace(-2, 2, num: 9), lq.linspace(-2, 2, num: 9), (x, y) => x * x + y * y + 0.5,\n    ARGS,\n  ),\n)`,
  },
  quiver: {
    how: 'call',

    what: 'A field of arrows',
    args: {},
    code: `#lq.diagram(\n  ${SIZE},\n  xlim: (-0.5, 3.5), ylim: (-0.5, 2.5),\n  lq.quiver(\n    (0, 1, 2, 3), (0, 1, 2), (x, y) => (y - 0.5, 1 - x / 2),\n    ARGS,\n  ),\n)`,
  },
  hlines: {
    how: 'call',
    autoLimits: true,
    what: 'Horizontal lines over a plot',
    args: {},
    code: `#lq.diagram(\n  ${SIZE},\n  ${LINE},\n  lq.hlines(1.5, 3, ARGS),\n)`,
  },
  vlines: {
    how: 'call',
    autoLimits: true,
    what: 'Vertical lines over a plot',
    args: {},
    code: `#lq.diagram(\n  ${SIZE},\n  ${LINE},\n  lq.vlines(1, 2.5, ARGS),\n)`,
  },
  rect: {
    how: 'call',

    what: 'A rectangle in a diagram',
    // Lilaq's own outline (auto) is black, which the dark page would swallow.
    args: { width: '1.5', height: '1.5', stroke: '1pt + blue' },
    code: `#lq.diagram(\n  ${SIZE}, xlim: (0, 4), ylim: (0, 4),\n  lq.rect(2, 2, ARGS),\n)`,
  },
  // A height in data units on the upward y axis gives Typst a rectangle of negative height, whose
  // corners it draws square (compiled: 4pt and 12pt gave the same figure); a length counts
  // downwards from the given point, so the corners are rounded.
  'rect-hanging': {
    how: 'call',
    what: 'A rectangle in a diagram',
    args: { width: '2', height: '1.2cm', stroke: '1pt + blue' },
    code: `#lq.diagram(\n  ${SIZE}, xlim: (0, 4), ylim: (0, 4),\n  lq.rect(1, 3.5, ARGS),\n)`,
  },
  ellipse: {
    how: 'call',

    what: 'An ellipse in a diagram',
    args: { width: '2', height: '1.5', stroke: '1pt + blue' },
    code: `#lq.diagram(\n  ${SIZE}, xlim: (0, 4), ylim: (0, 4),\n  lq.ellipse(2, 2, ARGS),\n)`,
  },
  line: {
    how: 'call',

    what: 'A line segment in a diagram',
    args: {},
    code: `#lq.diagram(\n  ${SIZE}, xlim: (0, 4), ylim: (0, 3),\n  lq.line((0.5, 0.5), (3.5, 2.5), ARGS),\n)`,
  },
  path: {
    how: 'call',

    what: 'A path through four points',
    args: { stroke: '1pt + blue' },
    code: `#lq.diagram(\n  ${SIZE}, xlim: (0, 4), ylim: (0, 3),\n  lq.path(\n    (0.5, 0.5), (1.5, 2.5), (3, 2), (3.5, 0.8),\n    ARGS,\n  ),\n)`,
  },
  place: {
    how: 'call',

    what: 'A text placed at a point, marked by a dot',
    args: {},
    code: `#lq.diagram(\n  ${SIZE}, xlim: (0, 4), ylim: (0, 3),\n  lq.scatter((2,), (1.5,)),\n  lq.place(2, 1.5, [text], ARGS),\n)`,
  },
  axis: { how: 'xaxis', what: 'A line plot', code: `#lq.diagram(\n  ${SIZE},\n  xaxis: (ARGS),\n  ${LINE},\n)` },
  legend: setBase('legend', 'A diagram with a two-entry legend', legendDiagram),
  title: setBase('title', 'A diagram with a title', `#lq.diagram(\n  ${SIZE},\n  title: [Levels],\n  ${LINE},\n)`),
  // `left` and `right` set through lq.set-title merge with the default `top` into a corner the
  // layout rejects in 0.5.0; given to lq.title itself they work.
  'title-call': {
    how: 'call',
    what: 'A diagram with a title',
    args: {},
    code: `#lq.diagram(\n  ${SIZE},\n  title: lq.title([Levels], ARGS),\n  ${LINE},\n)`,
  },
  label: setBase('label', 'A diagram with axis labels', labelled),
  grid: setBase('grid', 'A line plot over its grid', plain),
  tick: setBase('tick', 'A line plot', plain),
  spine: setBase('spine', 'A line plot', plain),
  errorbar: setBase('errorbar', 'A plot with error bars', errorDiagram),
} as const satisfies Record<string, StripBase>;

export type BaseName = keyof typeof bases;

/** The base a definition's strips use unless values.ts names another. */
export const defaultBase: Readonly<Record<string, BaseName>> = {
  diagram: 'diagram',
  plot: 'plot',
  scatter: 'scatter',
  bar: 'bar',
  hbar: 'hbar',
  stem: 'stem',
  hstem: 'hstem',
  'fill-between': 'fill-between',
  boxplot: 'boxplot',
  hboxplot: 'hboxplot',
  colormesh: 'colormesh',
  contour: 'contour',
  quiver: 'quiver',
  hlines: 'hlines',
  vlines: 'vlines',
  rect: 'rect',
  ellipse: 'ellipse',
  line: 'line',
  path: 'path',
  place: 'place',
  axis: 'axis',
  legend: 'legend',
  title: 'title',
  label: 'label',
  grid: 'grid',
  tick: 'tick',
  spine: 'spine',
  errorbar: 'errorbar',
};
