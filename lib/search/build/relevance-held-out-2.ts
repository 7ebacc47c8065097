import type { HeldOutCase } from './relevance-held-out';

/**
 * A second held-out relevance set (issue 29), written after the first one (relevance-held-out.ts)
 * had been measured and seen. Same rules as the first: queries in readers' words, from the site's
 * content, Lilaq's issue tracker and other tools' vocabulary (matplotlib, pgfplots, ggplot2, Excel,
 * seaborn, gnuplot), none of them a query of relevance-queries.ts (translation-table names included)
 * or of the first held-out set, and the search engine never run on any of them while writing.
 *
 * `expect` lists the pages or sections that truly answer the query, judged by reading the pages; any
 * one of them among the first three pages counts as a pass. `from` says where the wording came from.
 */

/** Function and parameter names, partial names, typos, British spellings, other tools' words. */
const referenceLookups: readonly HeldOutCase[] = [
  { query: 'lq.fill-between', expect: ['/docs/reference/fill-between'], from: 'reference heading' },
  { query: 'lq.hboxplot', expect: ['/docs/reference/hboxplot'], from: 'reference heading' },
  { query: 'lq.stem', expect: ['/docs/reference/stem'], from: 'reference heading' },
  { query: 'hstem base', expect: ['/docs/reference/hstem#base'], from: 'reference heading' },
  { query: 'diagram ylabel', expect: ['/docs/reference/diagram#ylabel'], from: 'reference heading' },
  { query: 'tick-format.log base-label', expect: ['/docs/reference/tick-format.log#base-label'], from: 'reference heading' },
  {
    query: 'max-ticks',
    expect: [
      '/docs/reference/tick-locate.linear#max-ticks',
      '/docs/reference/tick-locate.log#max-ticks',
      '/docs/reference/tick-locate.symlog#max-ticks',
    ],
    from: 'reference heading',
  },
  { query: 'linspace include-end', expect: ['/docs/reference/linspace#include-end'], from: 'reference heading' },
  { query: 'skip-rows', expect: ['/docs/reference/load-txt#skip-rows'], from: 'reference heading' },
  { query: 'load-txt usecols', expect: ['/docs/reference/load-txt#usecols'], from: 'reference heading' },
  { query: 'load-txt converters', expect: ['/docs/reference/load-txt#converters'], from: 'reference heading' },
  {
    query: 'cap-length',
    expect: ['/docs/reference/boxplot#cap-length', '/docs/reference/hboxplot#cap-length'],
    from: 'reference heading',
  },
  {
    query: 'outlier size',
    expect: ['/docs/reference/boxplot#outlier-size', '/docs/reference/hboxplot#outlier-size'],
    from: 'reference heading',
  },
  { query: 'shorten-sub', expect: ['/docs/reference/tick#shorten-sub'], from: 'release notes 0.4.0' },
  { query: 'stem base-stroke', expect: ['/docs/reference/stem#base-stroke'], from: 'reference heading' },
  { query: 'quiver arrow scale', expect: ['/docs/reference/quiver#scale'], from: 'reference heading' },
  { query: 'colorbar thickness', expect: ['/docs/reference/colorbar#thickness'], from: 'release notes 0.4.0' },
  { query: 'colormesh excess', expect: ['/docs/reference/colormesh#excess'], from: 'release notes 0.5.0' },
  { query: 'cmax', expect: ['/docs/reference/cmax'], from: 'reference heading' },
  { query: 'pow10', expect: ['/docs/reference/pow10'], from: 'reference heading' },
  { query: 'vec.multiply', expect: ['/docs/reference/vec.multiply'], from: 'reference heading' },
  { query: 'decompose floating point', expect: ['/docs/reference/decompose-floating-point'], from: 'reference heading' },
  { query: 'symlog linscale', expect: ['/docs/reference/scale.symlog#linscale'], from: 'reference heading' },
  { query: 'subticks-log subs', expect: ['/docs/reference/tick-locate.subticks-log#subs'], from: 'reference heading' },
  { query: 'datetime-smart-format', expect: ['/docs/reference/tick-format.datetime-smart-format'], from: 'reference heading' },
  { query: 'lq.mark', expect: ['/docs/reference/mark'], from: 'reference heading' },
  { query: 'elipse', expect: ['/docs/reference/ellipse'], from: 'typo' },
  { query: 'fill-betwen', expect: ['/docs/reference/fill-between'], from: 'typo' },
  { query: 'qiuver', expect: ['/docs/reference/quiver'], from: 'typo' },
  {
    query: 'logaritmic scale',
    expect: ['/docs/reference/scale.log', '/docs/recipes/logarithmic-axis'],
    from: 'typo',
  },
  { query: 'colourmesh', expect: ['/docs/reference/colormesh'], from: 'British spelling' },
  { query: 'colour bar orientation', expect: ['/docs/reference/colorbar#orientation'], from: 'British spelling (lilaq issue #29)' },
  {
    query: 'marker colour',
    expect: ['/docs/reference/plot#mark-color', '/docs/tutorials/marks#mark-size-and-colour'],
    from: 'British spelling',
  },
  { query: 'edgecolor', expect: ['/docs/reference/scatter#stroke'], from: 'matplotlib vocabulary' },
  {
    query: 'vmin',
    expect: ['/docs/reference/colormesh#min', '/docs/reference/scatter#min', '/blog/release-0.1.0#renamed-parameters-and-changed-inputs'],
    from: 'matplotlib vocabulary',
  },
  {
    query: 'figsize',
    expect: ['/docs/reference/diagram#width', '/docs/reference/diagram#height', '/docs/quickstart#size'],
    from: 'matplotlib vocabulary',
  },
  { query: 'np.linspace', expect: ['/docs/reference/linspace'], from: 'matplotlib vocabulary' },
  { query: 'contourf', expect: ['/docs/reference/contour#fill', '/docs/reference/contour'], from: 'matplotlib vocabulary' },
  { query: 'set logscale y', expect: ['/docs/recipes/logarithmic-axis', '/docs/reference/scale.log'], from: 'gnuplot vocabulary' },
  { query: 'set xrange', expect: ['/docs/reference/diagram#xlim', '/docs/tutorials/axis#axis-limits'], from: 'gnuplot vocabulary' },
];

/** Things to draw: a recipe, tutorial or example answers them. */
const taskQueries: readonly HeldOutCase[] = [
  {
    query: 'lollipop chart',
    expect: ['/docs/reference/stem', '/docs/chart-chooser#a-comparison-between-categories'],
    from: 'chart chooser wording',
  },
  { query: 'cumulative area chart', expect: ['/docs/examples/stacked-area-chart'], from: 'Excel vocabulary' },
  {
    query: 'sine and cosine in one plot',
    expect: ['/docs/quickstart#several-plots-in-one-diagram', '/docs/recipes/plot-a-mathematical-function'],
    from: 'reader phrasing',
  },
  { query: 'gaussian bell curve', expect: ['/docs/recipes/plot-a-mathematical-function'], from: 'lilaq issue #216 (recipe source)' },
  { query: 'annotate the maximum value', expect: ['/docs/recipes/annotate-a-point-with-an-arrow'], from: 'matplotlib vocabulary' },
  { query: 'sales per quarter bar chart', expect: ['/docs/recipes/bar-chart-with-names-on-the-axis'], from: 'Excel vocabulary' },
  { query: 'before and after bars side by side', expect: ['/docs/recipes/grouped-bar-chart'], from: 'reader phrasing' },
  {
    query: 'shares of a total as stacked bars',
    expect: ['/docs/recipes/stacked-bar-chart', '/docs/chart-chooser#parts-of-a-whole'],
    from: 'reader phrasing',
  },
  {
    query: 'distribution of exam scores',
    expect: ['/docs/recipes/histogram', '/docs/chart-chooser#a-distribution'],
    from: 'reader phrasing',
  },
  {
    query: 'data with two peaks',
    expect: ['/docs/recipes/violin-plot', '/docs/chart-chooser#a-distribution'],
    from: 'lilaq issue #123 (recipe source)',
  },
  { query: 'gain and phase plot', expect: ['/docs/recipes/bode-plot'], from: 'reader phrasing' },
  { query: 'low pass filter frequency response', expect: ['/docs/recipes/bode-plot'], from: 'reader phrasing' },
  {
    query: 'small multiples',
    expect: ['/docs/recipes/grid-of-diagrams', '/docs/chart-chooser#several-views-next-to-each-other'],
    from: 'ggplot2 vocabulary',
  },
  { query: 'magnify part of the plot', expect: ['/docs/examples/plot-within-a-plot'], from: 'reader phrasing' },
  { query: 'electric field arrows', expect: ['/docs/reference/quiver', '/docs/chart-chooser#a-direction-field'], from: 'reader phrasing' },
  { query: 'filled contour levels', expect: ['/docs/reference/contour#fill', '/docs/reference/contour'], from: 'matplotlib vocabulary' },
  {
    query: 'heatmap of a matrix',
    expect: ['/docs/reference/colormesh', '/docs/recipes/heatmap-with-numbers-in-the-cells'],
    from: 'reader phrasing',
  },
  { query: 'correlation matrix with values', expect: ['/docs/recipes/heatmap-with-numbers-in-the-cells'], from: 'seaborn vocabulary' },
  { query: 'sns.heatmap annot', expect: ['/docs/recipes/heatmap-with-numbers-in-the-cells'], from: 'seaborn vocabulary' },
  { query: 'write a name next to each dot', expect: ['/docs/recipes/label-points-with-text'], from: 'lilaq issue #16 (recipe source)' },
  {
    query: 'label a curve at its end',
    expect: ['/docs/examples/schoolbook-style', '/docs/reference/place', '/docs/recipes/label-points-with-text'],
    from: 'reader phrasing',
  },
  {
    query: 'draw a filled triangle',
    expect: ['/docs/reference/path', '/docs/tutorials/shapes#paths'],
    from: 'reader phrasing',
  },
  {
    query: 'ellipse around a cluster of points',
    expect: ['/docs/reference/ellipse', '/docs/tutorials/shapes#shapes-at-data-coordinates'],
    from: 'reader phrasing',
  },
  { query: 'koch curve', expect: ['/docs/examples/koch-snowflake'], from: 'reader phrasing' },
  {
    query: 'tab separated data file',
    expect: ['/docs/tutorials/data-loading#options-for-other-text-formats', '/docs/reference/load-txt#delimiter'],
    from: 'reader phrasing',
  },
  {
    query: 'csv with a header row',
    expect: ['/docs/reference/load-txt#header', '/docs/tutorials/data-loading#csv-with-lqload-txt'],
    from: 'reader phrasing',
  },
  {
    query: 'daily temperatures over a year',
    expect: ['/docs/tutorials/time-series', '/docs/recipes/dates-on-the-x-axis'],
    from: 'lilaq issue #97',
  },
  {
    query: 'hourly measurements',
    expect: ['/docs/tutorials/time-series#times-of-day', '/docs/reference/tick-locate.hours'],
    from: 'reader phrasing',
  },
  {
    query: 'monthly rainfall bars',
    expect: ['/docs/tutorials/time-series#a-bar-chart-over-months', '/docs/examples/climograph'],
    from: 'reader phrasing',
  },
  {
    query: 'staircase line',
    expect: ['/docs/reference/plot#step', '/docs/examples/stacked-area-chart#variation-stacked-steps'],
    from: 'reader phrasing',
  },
  {
    query: 'model curve over measured points',
    expect: ['/docs/chart-chooser#a-relation-between-two-variables', '/docs/quickstart#anatomy-of-a-diagram'],
    from: 'reader phrasing',
  },
  { query: 'wind direction arrows', expect: ['/docs/reference/quiver'], from: 'reader phrasing' },
  { query: 'standalone plot file', expect: ['/docs/recipes/figure-in-a-file-of-its-own'], from: 'pgfplots vocabulary' },
  { query: 'highlight weekends', expect: ['/docs/recipes/shade-a-region'], from: 'reader phrasing' },
  { query: 'shade the tolerance band', expect: ['/docs/recipes/shade-a-region'], from: 'reader phrasing' },
  { query: 'antenna radiation pattern', expect: ['/docs/recipes/polar-plot'], from: 'reader phrasing' },
  { query: 'unit circle with equal axes', expect: ['/docs/recipes/same-scale-on-both-axes'], from: 'reader phrasing' },
  { query: 'depth profile', expect: ['/docs/recipes/reverse-an-axis'], from: 'reader phrasing' },
  { query: 'greyscale plot', expect: ['/docs/recipes/lines-for-black-and-white-print'], from: 'British spelling' },
  {
    query: 'every available marker shape',
    expect: [
      '/docs/examples/styled-marks#variation-all-built-in-marks',
      '/docs/tutorials/marks#choosing-a-shape',
      '/cheat-sheet#marks-and-legend',
    ],
    from: 'matplotlib vocabulary',
  },
];

/** Axes, ticks, scales and number formatting. */
const axisQueries: readonly HeldOutCase[] = [
  { query: 'tick every 5 units', expect: ['/docs/reference/axis#tick-distance'], from: 'lilaq issue #62' },
  {
    query: 'ticks only at whole numbers',
    expect: [
      '/blog/release-0.5.0#tick-locators-and-formatters-have-their-own-modules',
      '/docs/reference/axis#tick-distance',
      '/docs/reference/tick-locate.linear#tick-distance',
    ],
    from: 'release notes 0.5.0',
  },
  {
    query: 'more ticks on the axis',
    expect: ['/docs/reference/tick-locate.linear#density', '/docs/tutorials/ticks#locating-ticks', '/docs/reference/axis#tick-args'],
    from: 'reader phrasing',
  },
  {
    query: 'custom tick formatter',
    expect: ['/docs/tutorials/ticks#formatting-ticks', '/docs/reference/axis#format-ticks'],
    from: 'lilaq issue #126',
  },
  { query: 'unit suffix on tick labels', expect: ['/docs/reference/tick-format.linear#suffix'], from: 'lilaq issue #64' },
  {
    query: 'tick labels as fractions of pi',
    expect: ['/docs/examples/multiples-of-pi-scale', '/docs/recipes/ticks-at-chosen-positions'],
    from: 'lilaq issue #124',
  },
  { query: 'log scale base e', expect: ['/docs/reference/scale.log#base'], from: 'reader phrasing' },
  {
    query: 'width of the linear part of symlog',
    expect: ['/docs/reference/scale.symlog#linscale', '/docs/reference/scale.symlog#threshold'],
    from: 'reference heading',
  },
  {
    query: 'move the x axis to y = 0',
    expect: ['/docs/reference/axis#position', '/docs/tutorials/axis#placement-and-mirrors', '/docs/examples/schoolbook-style'],
    from: 'matplotlib vocabulary',
  },
  { query: 'spine arrowhead', expect: ['/docs/reference/spine#tip', '/docs/reference/axis#tip'], from: 'reader phrasing' },
  {
    query: 'hide the tick labels but keep the ticks',
    expect: ['/docs/tutorials/ticks#formatting-ticks', '/docs/reference/axis#format-ticks', '/docs/recipes/ticks-at-chosen-positions'],
    from: 'reader phrasing',
  },
  {
    query: 'bold tick labels',
    expect: ['/docs/tutorials/ticks#styling-tick-labels', '/docs/reference/tick-label'],
    from: 'lilaq issue #89',
  },
  {
    query: 'ticks inside the plot',
    expect: ['/docs/reference/tick#inset', '/docs/tutorials/ticks#styling-ticks'],
    from: 'pgfplots vocabulary',
  },
  {
    query: 'month names on the x axis',
    expect: ['/docs/tutorials/time-series#custom-tick-labels', '/docs/reference/tick-format.datetime#format'],
    from: 'lilaq issue #97',
  },
  {
    query: 'one tick per year',
    expect: ['/docs/reference/tick-locate.years', '/docs/tutorials/time-series#choosing-tick-positions'],
    from: 'reader phrasing',
  },
  { query: 'y axis from 0 to 100', expect: ['/docs/reference/diagram#ylim', '/docs/tutorials/axis#axis-limits'], from: 'reader phrasing' },
  {
    query: 'x axis decreasing to the right',
    expect: ['/docs/recipes/reverse-an-axis', '/docs/tutorials/axis#inverted-axes', '/docs/reference/axis#inverted'],
    from: 'reader phrasing',
  },
  { query: 'extra tick at a special value', expect: ['/docs/reference/axis#extra-ticks'], from: 'release notes 0.4.0' },
  { query: 'drop the tick at zero', expect: ['/docs/reference/axis#filter'], from: 'reader phrasing' },
  {
    query: 'celsius and fahrenheit axes',
    expect: [
      '/docs/tutorials/axis#the-same-data-in-other-units',
      '/docs/examples/dual-axis#variation-one-quantity-in-two-units',
      '/docs/reference/axis',
    ],
    from: 'reader phrasing',
  },
  { query: 'axis label closer to the axis', expect: ['/docs/reference/label#pad'], from: 'reader phrasing' },
  {
    query: 'minor ticks on a log axis',
    expect: ['/docs/reference/tick-locate.subticks-log', '/docs/reference/axis#subticks'],
    from: 'reader phrasing',
  },
];

/** Legends, colours, themes and styling. */
const styleQueries: readonly HeldOutCase[] = [
  { query: 'legend rounded corners', expect: ['/docs/reference/legend#radius'], from: 'reference heading' },
  {
    query: 'legend top left',
    expect: ['/docs/reference/legend#position', '/docs/tutorials/legend#position-and-appearance'],
    from: 'reader phrasing',
  },
  { query: 'legend without border', expect: ['/docs/reference/legend#stroke'], from: 'reader phrasing' },
  { query: 'same legend style for every diagram', expect: ['/docs/tutorials/legend#styling-every-legend'], from: 'reader phrasing' },
  { query: 'rectangle in the legend', expect: ['/docs/tutorials/shapes#shapes-in-the-legend'], from: 'reader phrasing' },
  {
    query: 'cycle line styles and markers',
    expect: [
      '/docs/tutorials/cycles#colours-strokes-and-marks',
      '/docs/tutorials/marks#marks-in-the-style-cycle',
      '/docs/recipes/lines-for-black-and-white-print',
    ],
    from: 'pgfplots vocabulary',
  },
  { query: 'plot skipped a colour', expect: ['/docs/tutorials/cycles#which-plots-advance-the-cycle'], from: 'reader phrasing' },
  { query: 'plot for a dark background', expect: ['/themes#moon'], from: 'reader phrasing' },
  { query: 'moon theme', expect: ['/themes#moon'], from: 'reference heading' },
  { query: 'schoolbook theme', expect: ['/themes#schoolbook', '/docs/examples/schoolbook-style'], from: 'reference heading' },
  {
    query: 'minimal look without top and right lines',
    expect: ['/docs/recipes/hide-the-top-and-right-axis-lines', '/themes#skyline'],
    from: 'lilaq issue #162 (recipe source)',
  },
  { query: 'contour colour map', expect: ['/docs/reference/contour#map'], from: 'British spelling' },
  { query: 'semi-transparent points', expect: ['/docs/reference/scatter#alpha'], from: 'reader phrasing' },
  { query: 'font of the whole diagram', expect: ['/docs/recipes/change-the-font-of-a-diagram'], from: 'lilaq issue #35 (recipe source)' },
  { query: 'ggplot theme', expect: ['/docs/tutorials/styling-and-themes#built-in-themes', '/themes'], from: 'ggplot2 vocabulary' },
  {
    query: 'colour points by group',
    expect: ['/docs/tutorials/cycles', '/docs/tutorials/marks#size-and-colour-per-point'],
    from: 'seaborn vocabulary',
  },
];

/** Releases, blog posts and migration. */
const releaseQueries: readonly HeldOutCase[] = [
  { query: 'what was added in 0.4.0', expect: ['/blog/release-0.4.0'], from: 'release question' },
  {
    query: 'patterns renamed to tilings',
    expect: ['/blog/release-0.1.0#renamed-parameters-and-changed-inputs'],
    from: 'migration question',
  },
  { query: 'legend: false no longer works', expect: ['/blog/release-0.2.0#legend-placement'], from: 'migration question' },
  { query: 'hlines line parameter renamed', expect: ['/blog/release-0.3.0#other-changes'], from: 'migration question' },
  { query: 'symlog threshold default changed', expect: ['/blog/release-0.3.0#other-changes'], from: 'migration question' },
  { query: 'format-ticks-naive removed', expect: ['/blog/release-0.4.0#elembic-is-now-a-dependency'], from: 'migration question' },
  { query: 'live2 colour map removed', expect: ['/blog/release-0.3.0#new-colour-maps'], from: 'migration question' },
  { query: 'first version on typst universe', expect: ['/blog/release-0.1.0'], from: 'release question' },
  { query: 'new default colour cycle', expect: ['/blog/release-0.2.0#a-new-default-colour-cycle'], from: 'release question' },
  { query: 'smooth curves release', expect: ['/blog/release-0.4.0#smooth-curves'], from: 'release question' },
  {
    query: 'diagram width in percent release',
    expect: ['/blog/release-0.5.0#diagrams-that-fill-their-container'],
    from: 'lilaq issue #98',
  },
  { query: 'youtube recording', expect: ['/blog/talk-typst-meetup-2024'], from: 'release question' },
];

/** The site's own pages. */
const sitePageQueries: readonly HeldOutCase[] = [
  { query: 'example gallery', expect: ['/gallery', '/docs/examples'], from: 'site page' },
  { query: 'how-to recipes', expect: ['/docs/recipes'], from: 'site page' },
  { query: 'list of all plot functions', expect: ['/docs/plot-types', '/cheat-sheet#plot-functions'], from: 'site page' },
  { query: 'cheat sheet ticks', expect: ['/cheat-sheet#ticks'], from: 'site page' },
  { query: 'lilaq on one page', expect: ['/cheat-sheet'], from: 'site page' },
  {
    query: 'all built-in themes',
    expect: ['/themes', '/docs/tutorials/styling-and-themes#built-in-themes', '/cheat-sheet#themes'],
    from: 'site page',
  },
  {
    query: 'which chart for categories',
    expect: ['/docs/chart-chooser#a-comparison-between-categories', '/docs/chart-chooser'],
    from: 'site page',
  },
  { query: 'first steps with lilaq', expect: ['/docs/quickstart'], from: 'site page' },
  { query: 'introduction to lilaq', expect: ['/docs/intro'], from: 'site page' },
  { query: 'ggplot2 to lilaq', expect: ['/cheat-sheet#ggplot2'], from: 'ggplot2 vocabulary' },
  { query: 'plotly equivalents', expect: ['/cheat-sheet#plotly'], from: 'site page' },
  { query: 'examples with source code', expect: ['/docs/examples', '/gallery'], from: 'site page' },
];

/** Whole questions, as typed by someone who does not know Lilaq's words. */
const sentenceQueries: readonly HeldOutCase[] = [
  {
    query: 'how do I add a legend',
    expect: ['/docs/tutorials/legend#labelling-plots', '/docs/quickstart#labels-title-and-legend', '/docs/tutorials/legend'],
    from: 'reader phrasing',
  },
  {
    query: 'why does my legend not show up',
    expect: ['/docs/tutorials/legend#labelling-plots', '/docs/quickstart#labels-title-and-legend'],
    from: 'reader phrasing',
  },
  {
    query: 'how do I make the plot smaller',
    expect: ['/docs/reference/diagram#width', '/docs/quickstart#size', '/docs/reference/diagram#height'],
    from: 'lilaq issue #15',
  },
  {
    query: 'how do I plot data from excel',
    expect: ['/docs/tutorials/data-loading', '/docs/examples/plot-data-from-csv'],
    from: 'Excel vocabulary',
  },
  { query: 'how do I change the line thickness', expect: ['/docs/reference/plot#stroke'], from: 'reader phrasing' },
  {
    query: 'how do I draw a dotted line',
    expect: ['/docs/reference/plot#stroke', '/docs/recipes/lines-for-black-and-white-print'],
    from: 'lilaq issue #145 (recipe source)',
  },
  {
    query: 'how do I remove the markers from my line',
    expect: ['/docs/reference/plot#mark', '/docs/recipes/plot-a-mathematical-function'],
    from: 'reader phrasing',
  },
  {
    query: 'how do I label the ticks with words instead of numbers',
    expect: [
      '/docs/recipes/ticks-at-chosen-positions',
      '/docs/tutorials/ticks#explicit-ticks',
      '/docs/recipes/bar-chart-with-names-on-the-axis',
    ],
    from: 'lilaq issue #103',
  },
  {
    query: 'how do I set the number of ticks',
    expect: ['/docs/reference/tick-locate.linear#density', '/docs/tutorials/ticks#locating-ticks', '/docs/reference/axis#tick-distance'],
    from: 'reader phrasing',
  },
  { query: 'does lilaq have a histogram', expect: ['/docs/recipes/histogram'], from: 'lilaq issue #34 (recipe source)' },
  { query: 'can lilaq draw a violin plot', expect: ['/docs/recipes/violin-plot'], from: 'lilaq issue #123 (recipe source)' },
  { query: 'how do I fill the area below a line down to the axis', expect: ['/docs/reference/fill-between'], from: 'reader phrasing' },
  {
    query: 'how do I write math in the axis label',
    expect: ['/docs/quickstart#labels-title-and-legend', '/docs/reference/diagram#xlabel', '/docs/reference/label'],
    from: 'reader phrasing',
  },
  {
    query: 'how do I give all my plots the same size',
    expect: ['/docs/tutorials/styling-and-themes#setting-diagram-defaults', '/docs/quickstart#style-all-diagrams-with-a-set-rule'],
    from: 'lilaq issue #150',
  },
  {
    query: 'how do I put a colour bar next to my heatmap',
    expect: ['/docs/reference/colorbar', '/docs/chart-chooser#values-on-a-grid'],
    from: 'lilaq issue #29',
  },
  {
    query: 'why is my marker cut off at the edge',
    expect: ['/docs/reference/plot#clip', '/docs/tutorials/shapes#clipping-and-drawing-order'],
    from: 'reader phrasing',
  },
  {
    query: 'how do I plot a csv file that has dates',
    expect: ['/docs/recipes/dates-on-the-x-axis', '/docs/tutorials/time-series'],
    from: 'lilaq issue #97',
  },
  { query: 'how do I put text inside the diagram', expect: ['/docs/reference/place', '/docs/tutorials/shapes'], from: 'lilaq issue #156' },
];

/** Every query of the second held-out set, grouped by kind (the groups are in this order). */
export const heldOutGroups2 = {
  referenceLookups,
  taskQueries,
  axisQueries,
  styleQueries,
  releaseQueries,
  sitePageQueries,
  sentenceQueries,
} as const;

export const heldOutCases2: readonly HeldOutCase[] = Object.values(heldOutGroups2).flat();
