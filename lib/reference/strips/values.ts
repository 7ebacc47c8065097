/**
 * The reviewed table behind the parameter strips: for each parameter the facts alone cannot give
 * values to (`definition.param`), the values its strip shows, or why it has no strip. Booleans and
 * closed sets of quoted strings get their values from the facts (strips.ts) and need no row; the
 * facts' default always comes first unless a row says otherwise. Every value is a Typst expression
 * as a reader would write it, checked by compiling it with Lilaq 0.5.0 (`npm run figures`).
 */
import type { BaseName } from './bases';

/** Why a parameter has no strip, as the README's table groups them. */
export type SkipKind =
  /** Nothing a reader can see changes (an accessibility label, a kind Lilaq sets itself). */
  | 'invisible'
  /** The data or content the example supplies: values side by side say nothing about the parameter. */
  | 'data'
  /** Takes a function: its effect is the function's, shown on that function's page. */
  | 'function'
  /** Visible, but not as values side by side (stacking order, a property of several parameters at once). */
  | 'not-sensible';

export interface StripValues {
  /** Typst expressions shown after the default (or instead of it with `withDefault: false`). */
  values: readonly string[];
  /** A base of bases.ts other than the definition's own. */
  base?: BaseName;
  /** Arguments added to the base's call so that the parameter shows (a mark for `mark-size`). */
  args?: Readonly<Record<string, string>>;
  /** `false`: the default is left out (a 6 cm width would not fit beside the others). */
  withDefault?: false;
  /** The default as a reader writes it, where the facts write it as Lilaq's code does inside. */
  default?: string;
}

export interface StripSkip {
  skip: SkipKind;
  why: string;
}

export type StripEntry = StripValues | StripSkip;

export const isSkip = (entry: StripEntry): entry is StripSkip => 'skip' in entry;

const zIndex: StripSkip = { skip: 'not-sensible', why: 'stacking order: visible only where items overlap' };
const clipNote: StripSkip = { skip: 'not-sensible', why: 'visible only for items that reach past the limits; see the page’s examples' };
const legendLabel: StripValues = { values: ['[data]'] };
const o = { mark: '"o"' };
/**
 * Lines coloured by a map take its lightest and darkest colours at the ends of the range, which
 * vanish on the light or the dark page (`npm run figures:check`), so the bases keep their range
 * wider than the data and these parameters stay without a strip.
 */
const colourEnds: StripSkip = { skip: 'not-sensible', why: 'moves lines to the colour map’s ends, which vanish on one of the two pages' };
/** Arrows coloured by their length, with the colour range wider than the lengths (see colourEnds). */
const quiverColours = { color: '(x, y, u, v) => calc.norm(u, v)', min: '-1', max: '3' };

/** Parameters of boxplot and hboxplot, which share them. */
const boxParams = (name: 'boxplot' | 'hboxplot'): Record<string, StripEntry> => ({
  [`${name}.whisker-pos`]: { values: ['0.5', '3'] },
  [`${name}.width`]: { values: ['0.2', '0.8'] },
  [`${name}.fill`]: { values: ['aqua', 'orange.lighten(50%)'] },
  [`${name}.stroke`]: { values: ['2pt + black', '1pt + blue'] },
  [`${name}.median`]: { values: ['2pt + red', '1pt + purple'] },
  [`${name}.mean`]: { values: ['"x"', '"^"', 'teal'] },
  [`${name}.whisker`]: { values: ['2pt + black', '(dash: "dashed")'] },
  [`${name}.cap`]: { values: ['0pt', '2pt + blue'] },
  [`${name}.cap-length`]: { values: ['0', '0.8'] },
  [`${name}.outliers`]: { values: ['none', '"x"', '"s"'] },
  [`${name}.outlier-size`]: { values: ['3pt', '8pt'] },
  [`${name}.outlier-fill`]: { values: ['auto', 'orange'] },
  [`${name}.outlier-stroke`]: { values: ['orange', '1.5pt + blue'] },
  [`${name}.label`]: { values: ['[sample]'], base: name },
});

export const stripValues: Readonly<Record<string, StripEntry>> = {
  // diagram
  'diagram.width': { values: ['2.4cm', '3.6cm', '4.8cm'], withDefault: false },
  'diagram.height': { values: ['1.4cm', '2.2cm', '3cm'], withDefault: false },
  'diagram.title': { values: ['[Levels]'] },
  'diagram.legend': { values: ['none', '(position: left + top)'], base: 'diagram-labelled' },
  'diagram.xlim': { values: ['(1, 3)', '(-2, 6)'] },
  'diagram.ylim': { values: ['(0, 5)', '(2, 4)'] },
  'diagram.xlabel': { values: ['[time]'] },
  'diagram.ylabel': { values: ['[level]'] },
  'diagram.grid': { values: ['none', '1pt + orange'] },
  'diagram.xscale': { values: ['"log"'], base: 'diagram-growth' },
  'diagram.yscale': { values: ['"log"'], base: 'diagram-growth' },
  'diagram.xaxis': { values: ['none', '(position: top)'] },
  'diagram.yaxis': { values: ['none', '(position: right)'] },
  'diagram.margin': { values: ['0%', '25%'] },
  'diagram.cycle': { values: ['lq.color.map.okabe-ito', '(orange, purple)'], base: 'diagram-labelled', default: 'lq.color.map.petroff10' },
  'diagram.fill': { values: ['yellow.lighten(80%)'] },

  // plot
  'plot.xerr': { values: ['0.3'] },
  'plot.yerr': { values: ['0.6'] },
  'plot.color': { values: ['orange', 'purple'] },
  'plot.stroke': { values: ['none', '2pt', '(dash: "dashed")'], args: o },
  'plot.mark': { values: ['none', '"o"', '"s"'] },
  'plot.mark-size': { values: ['3pt', '7pt'], args: o },
  'plot.mark-color': { values: ['orange', 'purple'], args: o },
  'plot.step': { values: ['start', 'end', 'center'] },
  'plot.every': { values: ['2', '(n: 2, start: 1)'], args: o },
  'plot.label': legendLabel,
  'plot.clip': { values: ['false'], base: 'plot-clipped', args: o },
  'plot.z-index': zIndex,

  // scatter
  'scatter.size': { values: ['6pt', '(10, 30, 60, 100, 150)'] },
  'scatter.color': { values: ['orange'], default: '(1, 2, 3, 4, 5)' },
  'scatter.map': { values: ['lq.color.map.magma', 'lq.color.map.roma'], default: 'lq.color.map.viridis' },
  'scatter.min': { values: ['3', '-5'] },
  'scatter.max': { values: ['3', '10'] },
  'scatter.norm': { values: ['"log"'] },
  'scatter.mark': { values: ['"s"', '"^"'] },
  'scatter.stroke': { values: ['0.4pt + black', '1.5pt + orange'], withDefault: false },
  'scatter.alpha': { values: ['60%', '30%'] },
  'scatter.label': legendLabel,
  'scatter.clip': clipNote,
  'scatter.z-index': zIndex,

  // bar and hbar
  'bar.fill': { values: ['orange', 'none'] },
  'bar.stroke': { values: ['1pt + black', '2pt + orange'] },
  'bar.align': { values: ['left', 'right'] },
  'bar.width': { values: ['0.3', '0.95'] },
  'bar.offset': { values: ['-0.3', '0.3'] },
  'bar.base': { values: ['1', '-1'] },
  'bar.label': legendLabel,
  'bar.clip': clipNote,
  'bar.z-index': zIndex,
  'hbar.fill': { values: ['orange', 'none'] },
  'hbar.stroke': { values: ['1pt + black', '2pt + orange'] },
  'hbar.align': { values: ['top', 'bottom'] },
  'hbar.width': { values: ['0.3', '0.95'] },
  'hbar.offset': { values: ['-0.3', '0.3'] },
  'hbar.base': { values: ['1', '-1'] },
  'hbar.label': legendLabel,
  'hbar.clip': clipNote,
  'hbar.z-index': zIndex,

  // stem and hstem
  'stem.color': { values: ['orange', 'purple'] },
  'stem.stroke': { values: ['2pt', '(dash: "dotted")'] },
  'stem.mark': { values: ['none', '"s"'] },
  'stem.mark-size': { values: ['2pt', '8pt'] },
  'stem.base': { values: ['1', '-1'] },
  'stem.base-stroke': { values: ['1pt + black', 'none'] },
  'stem.label': legendLabel,
  'stem.clip': clipNote,
  'stem.z-index': zIndex,
  'hstem.color': { values: ['orange', 'purple'] },
  'hstem.stroke': { values: ['2pt', '(dash: "dotted")'] },
  'hstem.mark': { values: ['none', '"s"'] },
  'hstem.mark-size': { values: ['2pt', '8pt'], withDefault: false },
  'hstem.base': { values: ['1', '-1'] },
  'hstem.base-stroke': { values: ['1pt + black', 'none'] },
  'hstem.label': legendLabel,
  'hstem.clip': clipNote,
  'hstem.z-index': zIndex,

  // fill-between
  'fill-between.y2': { values: ['none'], default: '(0, 1, 0.5, 1.5, 1)' },
  'fill-between.stroke': { values: ['1pt + black'] },
  'fill-between.fill': { values: ['orange', 'aqua.transparentize(50%)'] },
  'fill-between.step': { values: ['start', 'center'] },
  'fill-between.label': legendLabel,
  'fill-between.z-index': zIndex,

  ...boxParams('boxplot'),
  ...boxParams('hboxplot'),
  'boxplot.x': { values: ['(1, 3)', '(0, 4)'] },
  'hboxplot.y': { values: ['(1, 3)', '(0, 4)'] },
  'boxplot.clip': clipNote,
  'hboxplot.clip': clipNote,
  'boxplot.z-index': zIndex,
  'hboxplot.z-index': zIndex,

  // colormesh
  'colormesh.map': { values: ['lq.color.map.magma', 'lq.color.map.vik'], default: 'lq.color.map.viridis' },
  'colormesh.min': { values: ['4', '-8'] },
  'colormesh.max': { values: ['4', '20'] },
  'colormesh.excess': { values: ['"mask"'], args: { max: '6' } },
  'colormesh.norm': { values: ['"log"'], base: 'colormesh-positive' },
  'colormesh.z-index': zIndex,

  // contour
  'contour.levels': { values: ['4', '(2, 4, 6)'] },
  'contour.fill': { values: ['true'], args: { levels: '(2, 5, 8)' } },
  'contour.stroke': { values: ['2pt', '(dash: "dashed")'] },
  'contour.map': { values: ['lq.color.map.magma', 'lq.color.map.cividis'], default: 'lq.color.map.viridis' },
  'contour.min': colourEnds,
  'contour.max': colourEnds,
  'contour.norm': colourEnds,
  'contour.label': legendLabel,
  'contour.z-index': zIndex,

  // quiver
  'quiver.stroke': { values: ['1.5pt', '(dash: "dashed")'] },
  'quiver.scale': { values: ['0.5', '2'] },
  'quiver.pivot': { values: ['start', 'center'] },
  'quiver.tip': { values: ['none', 'tiptoe.bar'], default: 'tiptoe.stealth.with(length: 400%)' },
  'quiver.toe': { values: ['tiptoe.circle', 'tiptoe.bar'] },
  'quiver.color': { values: ['orange', 'purple'] },
  'quiver.map': { values: ['lq.color.map.magma'], args: quiverColours, default: 'lq.color.map.viridis' },
  'quiver.min': colourEnds,
  'quiver.max': colourEnds,
  'quiver.norm': colourEnds,
  'quiver.label': legendLabel,
  'quiver.z-index': zIndex,

  // hlines and vlines
  'hlines.min': { values: ['1', '2'] },
  'hlines.max': { values: ['2', '3'] },
  'hlines.stroke': { values: ['2pt + orange', '(dash: "dashed")'] },
  'hlines.label': legendLabel,
  'hlines.z-index': zIndex,
  'vlines.min': { values: ['1', '3'] },
  'vlines.max': { values: ['2', '3'] },
  'vlines.stroke': { values: ['2pt + orange', '(dash: "dashed")'] },
  'vlines.label': legendLabel,
  'vlines.z-index': zIndex,

  // shapes
  'rect.width': { values: ['0.5', '2'], withDefault: false },
  'rect.height': { values: ['0.5', '1.5'], withDefault: false },
  'rect.align': { values: ['center + horizon', 'right + bottom'] },
  'rect.fill': { values: ['orange', 'aqua.transparentize(50%)'] },
  'rect.stroke': { values: ['none', '1pt + blue', '2pt + purple'], withDefault: false },
  'rect.radius': { values: ['6pt', '12pt'], base: 'rect-hanging' },
  'rect.inset': { skip: 'not-sensible', why: 'space around a body: shown only with text inside, see the page’s examples' },
  'rect.outset': { skip: 'not-sensible', why: 'grows the drawn box past its coordinates; subtle at strip size, see the page’s examples' },
  'rect.label': legendLabel,
  'rect.clip': clipNote,
  'rect.z-index': zIndex,
  'ellipse.width': { values: ['1', '2'], withDefault: false },
  'ellipse.height': { values: ['0.5', '1.5'], withDefault: false },
  'ellipse.align': { values: ['center + horizon', 'right + bottom'] },
  'ellipse.fill': { values: ['orange', 'aqua.transparentize(50%)'] },
  'ellipse.stroke': { values: ['none', '1pt + blue', '2pt + purple'], withDefault: false },
  'ellipse.inset': { skip: 'not-sensible', why: 'space around a body: shown only with text inside, see the page’s examples' },
  'ellipse.outset': { skip: 'not-sensible', why: 'grows the drawn shape past its coordinates; subtle at strip size' },
  'ellipse.label': legendLabel,
  'ellipse.clip': clipNote,
  'ellipse.z-index': zIndex,
  'line.stroke': { values: ['2pt + orange', '(dash: "dashed")'] },
  'line.tip': { values: ['tiptoe.stealth', 'tiptoe.bar'] },
  'line.toe': { values: ['tiptoe.circle', 'tiptoe.bar'] },
  'line.label': legendLabel,
  'line.clip': clipNote,
  'line.z-index': zIndex,
  'path.fill': { values: ['orange.transparentize(50%)'] },
  'path.stroke': { values: ['none', '1pt + blue', '2pt + purple'], args: { fill: 'aqua' }, withDefault: false },
  'path.tip': { values: ['tiptoe.stealth'] },
  'path.toe': { values: ['tiptoe.circle'] },
  'path.label': legendLabel,
  'path.clip': clipNote,
  'path.z-index': zIndex,
  'place.align': { values: ['left + bottom', 'right + top'] },
  'place.clip': clipNote,
  'place.z-index': zIndex,

  // axis, through the diagram's xaxis
  'axis.scale': { values: ['"symlog"'], default: 'auto' },
  'axis.lim': { values: ['(1, 3)'] },
  'axis.label': { values: ['[time]'] },
  'axis.position': { values: ['top', '2.5'] },
  'axis.mirror': { values: ['false', '(ticks: true, tick-labels: true)'] },
  // Not (0, 2, 4): those are the ticks Lilaq places itself here.
  'axis.ticks': { values: ['none', '(0, 1, 4)'] },
  'axis.subticks': { values: ['none', '4'] },
  'axis.tick-distance': { values: ['1', '4'] },
  'axis.offset': { values: ['2', '[$+ 2$]'] },
  'axis.exponent': { values: ['1', '-1'] },
  'axis.auto-exponent-threshold': { skip: 'not-sensible', why: 'matters only for data with large or small numbers; see exponent' },
  'axis.extra-ticks': { values: ['(1, 3)'] },
  // Arguments of the tick locator (tick-locate.linear), not of the ticks' look.
  'axis.tick-args': { values: ['(density: 200%)', '(tick-distance: 1.5)'] },
  'axis.subtick-args': { values: ['(num: 1)', '(num: 9)'] },
  'axis.hidden': { values: ['true'] },
  'axis.stroke': { values: ['2pt + orange', 'none'] },
  // A bar at an end of the x axis lies on the y axis's line, where it hardly shows.
  'axis.tip': { values: ['tiptoe.stealth', 'tiptoe.circle'] },
  'axis.toe': { values: ['tiptoe.circle', 'tiptoe.stealth'] },
  'axis.kind': { skip: 'invisible', why: 'the diagram’s `xaxis` and `yaxis` set it; an extra axis takes it from where it is placed' },
  'axis.functions': { skip: 'function', why: 'a pair of functions converting to a second scale; see the page’s twin-axis example' },
  'axis.filter': { skip: 'function', why: 'a function deciding which ticks are kept' },
  'axis.locate-ticks': { skip: 'function', why: 'a tick locator function, such as those on the tick-locate pages' },
  'axis.format-ticks': { skip: 'function', why: 'a tick formatter function, such as those on the tick-format pages' },
  'axis.format-subticks': { skip: 'function', why: 'a formatter function for subtick labels (none: no labels)' },
  'axis.locate-subticks': { skip: 'function', why: 'a subtick locator function' },
  'axis.format-extra-ticks': { skip: 'function', why: 'a tick formatter function' },

  // set-rule elements
  'legend.fill': { values: ['none', 'aqua.transparentize(60%)'], default: 'white.transparentize(20%)' },
  'legend.inset': { values: ['0pt', '0.8em'] },
  'legend.stroke': { values: ['none', '1pt + orange'] },
  // Not 0pt: square corners are hard to tell from the default 1.5pt at strip size.
  'legend.radius': { values: ['5pt', '10pt'] },
  'legend.position': { values: ['left + top', 'right + bottom', 'left + horizon'] },
  'legend.pad': { values: ['0pt', '8pt'] },
  'legend.dx': { values: ['-10pt', '20%'] },
  'legend.dy': { values: ['10pt', '20%'] },
  'legend.z-index': zIndex,
  'title.position': { values: ['left', 'right'], base: 'title-call' },
  'title.dx': { values: ['-20pt', '20pt'] },
  'title.dy': { values: ['-6pt', '6pt'] },
  'title.pad': { values: ['0pt', '1.5em'] },
  'label.dx': { values: ['10pt', '20pt'] },
  'label.dy': { values: ['-6pt', '3pt'] },
  'label.pad': { values: ['0pt', '1.5em'] },
  'label.angle': { values: ['0deg', '45deg'] },
  'label.kind': { skip: 'invisible', why: 'set by the diagram for `xlabel` and `ylabel`; chooses which axis a set rule meets' },
  'grid.stroke': { values: ['none', '1pt + orange'] },
  'grid.stroke-sub': { values: ['0.5pt + luma(80%)', '(dash: "dotted")'] },
  'grid.kind': { skip: 'invisible', why: 'set by each axis for its own grid lines' },
  'grid.sub': { skip: 'invisible', why: 'set by each axis for the grid lines of its subticks' },
  'grid.z-index': zIndex,
  'tick.align': {
    skip: 'invisible',
    why: 'each axis sets it for its own ticks, so a set rule changes nothing (compiled: the figures were identical)',
  },
  'tick.stroke': { values: ['1.5pt', 'orange'] },
  'tick.shorten-sub': { values: ['0%', '80%'] },
  'tick.pad': { values: ['0pt', '1.2em'] },
  'tick.inset': { values: ['0pt', '6pt'] },
  'tick.outset': { values: ['3pt', '6pt'] },
  'tick.label': { skip: 'data', why: 'each tick’s own label, produced by the axis’s tick formatter' },
  'tick.sub': { skip: 'invisible', why: 'set by the axis for each subtick' },
  'tick.kind': { skip: 'invisible', why: 'set by the axis for each tick' },
  'spine.stroke': { values: ['none', '1.5pt + orange'], default: '(thickness: 0.5pt, cap: "square")' },
  'spine.tip': { values: ['tiptoe.stealth', 'tiptoe.bar'] },
  'spine.toe': { values: ['tiptoe.circle', 'tiptoe.bar'] },
  'spine.kind': { skip: 'invisible', why: 'set by each axis for its own line' },
  'errorbar.stroke': { values: ['1.5pt + black', '(dash: "dotted")'] },
  'errorbar.cap': { values: ['none', '6pt'] },
  'errorbar.cap-stroke': { values: ['1.5pt + orange'] },
  'errorbar.kind': { skip: 'invisible', why: 'set by the plot for its x and y error bars' },
  'tick-label.body': { skip: 'data', why: 'the label’s text, which the axis’s tick formatter produces' },
  'tick-label.kind': { skip: 'invisible', why: 'set by the axis for each label' },
  'tick-label.sub': { skip: 'invisible', why: 'set by the axis for subtick labels' },
};
