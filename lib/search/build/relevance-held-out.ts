/**
 * A held-out relevance set that no ranking change has been tuned on (issue 29). Written after the
 * 363 queries of relevance-queries.ts had been seen during tuning, from the site's content and from
 * the way readers phrase plotting questions in Lilaq's issue tracker, Typst forum threads and other
 * tools' vocabulary, without running the search engine on any of them.
 *
 * `expect` lists every page (`/docs/...`, `/blog/...`, `/themes`, …) or section (`...#anchor`) that
 * truly answers the query, judged by reading the pages: any one of them among the first three pages
 * counts as a pass. `from` says where the wording came from.
 */
export interface HeldOutCase {
  query: string;
  expect: readonly string[];
  from: string;
}

/** Function and parameter names, partial names, typos, British spellings, other tools' words. */
const referenceLookups: readonly HeldOutCase[] = [
  { query: 'lq.scatter', expect: ['/docs/reference/scatter'], from: 'reference heading' },
  { query: 'lq.colormesh', expect: ['/docs/reference/colormesh'], from: 'reference heading' },
  { query: 'lq.spine', expect: ['/docs/reference/spine'], from: 'reference heading' },
  { query: 'yscale', expect: ['/docs/reference/diagram#yscale'], from: 'reference heading' },
  { query: 'tick-distance', expect: ['/docs/reference/axis#tick-distance'], from: 'lilaq issue #62' },
  { query: 'auto-exponent-threshold', expect: ['/docs/reference/axis#auto-exponent-threshold'], from: 'reference heading' },
  { query: 'extra-ticks', expect: ['/docs/reference/axis#extra-ticks'], from: 'reference heading' },
  { query: 'mark-color', expect: ['/docs/reference/plot#mark-color'], from: 'reference heading' },
  { query: 'tick-label', expect: ['/docs/reference/tick-label'], from: 'reference heading' },
  {
    query: 'whisker-pos',
    expect: ['/docs/reference/boxplot#whisker-pos', '/docs/reference/hboxplot#whisker-pos'],
    from: 'reference heading',
  },
  { query: 'quiver pivot', expect: ['/docs/reference/quiver#pivot'], from: 'reference heading' },
  { query: 'load-txt delimiter', expect: ['/docs/reference/load-txt#delimiter'], from: 'reference heading' },
  { query: 'linspace num', expect: ['/docs/reference/linspace#num'], from: 'reference heading' },
  { query: 'arange', expect: ['/docs/reference/arange'], from: 'reference heading' },
  { query: 'percentile', expect: ['/docs/reference/percentile'], from: 'reference heading' },
  { query: 'minmax', expect: ['/docs/reference/minmax'], from: 'reference heading' },
  { query: 'divmod', expect: ['/docs/reference/divmod'], from: 'reference heading' },
  { query: 'vec.transform', expect: ['/docs/reference/vec.transform'], from: 'reference heading' },
  { query: 'symlog threshold', expect: ['/docs/reference/scale.symlog#threshold'], from: 'reference heading' },
  { query: 'scale.log base', expect: ['/docs/reference/scale.log#base'], from: 'reference heading' },
  { query: 'colormesh interpolation', expect: ['/docs/reference/colormesh#interpolation'], from: 'reference heading' },
  { query: 'magma', expect: ['/docs/reference/color#available-maps'], from: 'matplotlib vocabulary' },
  { query: 'xerr', expect: ['/docs/reference/plot#xerr'], from: 'matplotlib vocabulary' },
  { query: 'erorbar', expect: ['/docs/reference/errorbar'], from: 'typo' },
  { query: 'contuor', expect: ['/docs/reference/contour'], from: 'typo' },
  { query: 'boxplt', expect: ['/docs/reference/boxplot'], from: 'typo' },
  { query: 'colrbar', expect: ['/docs/reference/colorbar'], from: 'typo' },
  { query: 'diagarm width', expect: ['/docs/reference/diagram#width'], from: 'typo' },
  {
    query: 'lengend position',
    expect: ['/docs/reference/legend#position', '/docs/tutorials/legend#position-and-appearance'],
    from: 'typo',
  },
  { query: 'grid colour', expect: ['/docs/reference/grid#stroke'], from: 'British spelling' },
  { query: 'spine colour', expect: ['/docs/reference/spine#stroke', '/docs/reference/axis#stroke'], from: 'British spelling' },
  { query: 'colour map names', expect: ['/docs/reference/color#available-maps', '/cheat-sheet#colour-maps'], from: 'British spelling' },
  {
    query: 'cmap',
    expect: ['/docs/reference/scatter#map', '/docs/reference/colormesh#map', '/docs/reference/color#available-maps'],
    from: 'matplotlib vocabulary',
  },
  { query: 'imshow', expect: ['/docs/reference/colormesh'], from: 'matplotlib vocabulary' },
  {
    query: 'axvspan',
    expect: ['/docs/recipes/shade-a-region', '/docs/tutorials/shapes#relative-positions'],
    from: 'matplotlib vocabulary',
  },
  {
    query: 'set_xticks',
    expect: ['/docs/reference/axis#ticks', '/docs/recipes/ticks-at-chosen-positions', '/docs/tutorials/ticks#explicit-ticks'],
    from: 'matplotlib vocabulary',
  },
  { query: 'semilogy', expect: ['/docs/reference/diagram#yscale', '/docs/recipes/logarithmic-axis'], from: 'matplotlib vocabulary' },
  {
    query: 'markersize',
    expect: ['/docs/reference/plot#mark-size', '/docs/tutorials/marks#mark-size-and-colour'],
    from: 'matplotlib vocabulary',
  },
  { query: 'ymode=log', expect: ['/docs/reference/diagram#yscale', '/docs/recipes/logarithmic-axis'], from: 'pgfplots vocabulary' },
  { query: 'addplot coordinates', expect: ['/docs/reference/plot'], from: 'pgfplots vocabulary' },
  { query: 'geom_point', expect: ['/docs/reference/scatter'], from: 'ggplot vocabulary' },
  { query: 'facet_wrap', expect: ['/docs/recipes/grid-of-diagrams'], from: 'ggplot vocabulary' },
  { query: 'geom_text', expect: ['/docs/recipes/label-points-with-text', '/docs/reference/place'], from: 'ggplot vocabulary' },
  {
    query: 'secondary vertical axis',
    expect: ['/docs/tutorials/axis#separate-data-on-a-twin-axis', '/docs/examples/dual-axis'],
    from: 'Excel vocabulary',
  },
  { query: 'clustered column chart', expect: ['/docs/recipes/grouped-bar-chart'], from: 'Excel vocabulary' },
];

/** Things to draw: a recipe, tutorial or example answers them. */
const taskQueries: readonly HeldOutCase[] = [
  { query: 'side by side bars', expect: ['/docs/recipes/grouped-bar-chart'], from: 'lilaq issue #187' },
  { query: 'bar chart with value labels', expect: ['/docs/examples/bar-plot-with-numbers'], from: 'recipe question' },
  { query: 'stacked bars with a legend', expect: ['/docs/recipes/stacked-bar-chart'], from: 'recipe question' },
  { query: 'frequency distribution', expect: ['/docs/recipes/histogram', '/docs/chart-chooser#a-distribution'], from: 'lilaq issue #34' },
  { query: 'joint plot', expect: ['/docs/recipes/scatter-with-marginal-histograms'], from: 'seaborn vocabulary' },
  { query: 'shaded confidence band', expect: ['/docs/reference/fill-between', '/docs/chart-chooser#uncertainty'], from: 'recipe question' },
  { query: 'mean and standard deviation bar chart', expect: ['/docs/examples/bar-plot-with-errorbars'], from: 'recipe question' },
  { query: 'one line per csv column', expect: ['/docs/recipes/plot-several-columns-of-a-csv-file'], from: 'recipe question' },
  {
    query: 'semicolon separated data',
    expect: ['/docs/tutorials/data-loading#options-for-other-text-formats', '/docs/reference/load-txt#delimiter'],
    from: 'recipe question',
  },
  {
    query: 'skip comment lines in data file',
    expect: ['/docs/reference/load-txt#comments', '/docs/tutorials/data-loading#options-for-other-text-formats'],
    from: 'recipe question',
  },
  { query: 'graph of f(x)', expect: ['/docs/recipes/plot-a-mathematical-function'], from: 'recipe question' },
  { query: 'zoomed inset', expect: ['/docs/examples/plot-within-a-plot'], from: 'matplotlib vocabulary' },
  { query: 'two plots one above the other', expect: ['/docs/recipes/stack-diagrams-with-a-shared-x-axis'], from: 'lilaq issue #40' },
  { query: '2x2 subplots', expect: ['/docs/recipes/grid-of-diagrams'], from: 'lilaq issue #74' },
  { query: 'mark a peak with an arrow', expect: ['/docs/recipes/annotate-a-point-with-an-arrow'], from: 'lilaq issue #142' },
  { query: 'highlight a time period', expect: ['/docs/recipes/shade-a-region'], from: 'recipe question' },
  { query: 'confusion matrix', expect: ['/docs/recipes/heatmap-with-numbers-in-the-cells'], from: 'seaborn vocabulary' },
  { query: 'scatter plot with colorbar', expect: ['/docs/recipes/colour-points-by-a-value'], from: 'lilaq issue #29' },
  {
    query: 'bubble chart',
    expect: ['/docs/reference/scatter#size', '/docs/tutorials/marks#size-and-colour-per-point'],
    from: 'Excel vocabulary',
  },
  {
    query: 'dashed lines',
    expect: ['/docs/reference/plot#stroke', '/docs/recipes/lines-for-black-and-white-print'],
    from: 'lilaq issue #145',
  },
  { query: 'log-log plot', expect: ['/docs/recipes/logarithmic-axis', '/docs/reference/scale.log'], from: 'lilaq issue #193' },
  { query: 'circle looks like an ellipse', expect: ['/docs/recipes/same-scale-on-both-axes'], from: 'recipe question' },
  {
    query: 'depth axis pointing down',
    expect: ['/docs/recipes/reverse-an-axis', '/docs/tutorials/axis#inverted-axes'],
    from: 'recipe question',
  },
  {
    query: 'colormesh origin top left',
    expect: ['/docs/tutorials/axis#inverted-axes', '/docs/reference/axis#inverted', '/docs/recipes/reverse-an-axis'],
    from: 'lilaq issue #20',
  },
  { query: 'radar chart', expect: ['/docs/recipes/polar-plot'], from: 'recipe question' },
  { query: 'surface plot z = f(x, y)', expect: ['/docs/recipes/3d-surface-plot'], from: 'lilaq issue #31' },
  { query: 'kernel density estimate', expect: ['/docs/recipes/violin-plot'], from: 'recipe question' },
  {
    query: 'compare groups with box plots',
    expect: ['/docs/recipes/box-plots-of-several-groups', '/docs/reference/boxplot'],
    from: 'lilaq issue #48',
  },
  { query: 'area chart', expect: ['/docs/reference/fill-between', '/docs/examples/stacked-area-chart'], from: 'Excel vocabulary' },
  { query: 'stacked step chart', expect: ['/docs/examples/stacked-area-chart#variation-stacked-steps'], from: 'recipe question' },
  { query: 'temperature and rainfall chart', expect: ['/docs/examples/climograph'], from: 'recipe question' },
  {
    query: 'x axis in units of π',
    expect: ['/docs/examples/multiples-of-pi-scale', '/docs/recipes/ticks-at-chosen-positions'],
    from: 'recipe question',
  },
  { query: 'textbook style axes with arrows', expect: ['/docs/examples/schoolbook-style', '/themes#schoolbook'], from: 'lilaq issue #208' },
  {
    query: 'too many markers on the line',
    expect: ['/docs/tutorials/marks#marks-on-every-n-th-point', '/docs/reference/plot#every'],
    from: 'recipe question',
  },
  {
    query: 'draw a rectangle in the plot',
    expect: ['/docs/reference/rect', '/docs/tutorials/shapes#shapes-at-data-coordinates'],
    from: 'lilaq issue #42',
  },
  { query: 'circle centred on a point', expect: ['/docs/reference/ellipse#align'], from: 'lilaq issue #53' },
  { query: 'save plot as svg', expect: ['/docs/recipes/figure-in-a-file-of-its-own'], from: 'lilaq issue #73' },
  { query: 'pandoc docx', expect: ['/docs/recipes/figure-in-a-file-of-its-own'], from: 'lilaq issue #73' },
  { query: 'time of day on x axis', expect: ['/docs/tutorials/time-series#times-of-day'], from: 'lilaq issue #97' },
  { query: 'bar chart per month', expect: ['/docs/tutorials/time-series#a-bar-chart-over-months'], from: 'recipe question' },
  { query: 'threshold line', expect: ['/docs/reference/hlines', '/docs/reference/vlines'], from: 'recipe question' },
  { query: 'fractal', expect: ['/docs/examples/koch-snowflake'], from: 'recipe question' },
  { query: 'letters next to points', expect: ['/docs/recipes/label-points-with-text'], from: 'lilaq issue #170' },
  {
    query: 'horizontal bar chart with long names',
    expect: ['/docs/recipes/bar-chart-with-names-on-the-axis#long-names-turn-the-chart-sideways', '/docs/reference/hbar'],
    from: 'lilaq issue #203',
  },
];

/** Axes, ticks, scales and number formatting. */
const axisQueries: readonly HeldOutCase[] = [
  {
    query: 'distance between ticks',
    expect: ['/docs/reference/axis#tick-distance', '/docs/tutorials/ticks#explicit-ticks'],
    from: 'typst forum: How to reproduce an image in Typst? (via lilaq issue #50)',
  },
  {
    query: 'fewer ticks',
    expect: ['/docs/reference/tick-locate.linear#density', '/docs/tutorials/ticks#locating-ticks', '/docs/reference/axis#tick-args'],
    from: 'recipe question',
  },
  { query: 'percent tick labels', expect: ['/docs/tutorials/ticks#formatting-ticks'], from: 'matplotlib vocabulary' },
  {
    query: 'ticks pointing outwards',
    expect: ['/docs/tutorials/ticks#styling-ticks', '/docs/reference/tick#outset'],
    from: 'recipe question',
  },
  { query: 'remove all ticks from an axis', expect: ['/docs/reference/axis#ticks'], from: 'recipe question' },
  { query: 'power of ten on every tick label', expect: ['/docs/reference/axis#exponent'], from: 'lilaq issue #150' },
  {
    query: 'offset on the axis',
    expect: ['/docs/reference/axis#offset', '/docs/tutorials/ticks#exponent-and-offset'],
    from: 'reference heading',
  },
  {
    query: 'x axis at the top',
    expect: ['/docs/reference/axis#position', '/docs/tutorials/axis#placement-and-mirrors'],
    from: 'recipe question',
  },
  {
    query: 'y axis on the right side',
    expect: ['/docs/reference/axis#position', '/docs/tutorials/axis#placement-and-mirrors'],
    from: 'recipe question',
  },
  {
    query: 'ticks on all four sides',
    expect: ['/docs/reference/axis#mirror', '/docs/tutorials/axis#placement-and-mirrors'],
    from: 'recipe question',
  },
  {
    query: 'symlog negative values',
    expect: ['/docs/reference/scale.symlog', '/docs/tutorials/axis#scales'],
    from: 'matplotlib vocabulary',
  },
  { query: 'custom axis scale function', expect: ['/docs/reference/scale.scale'], from: 'reference heading' },
  { query: 'minor grid lines', expect: ['/docs/reference/grid#stroke-sub'], from: 'lilaq issue #201' },
  { query: 'only horizontal grid lines', expect: ['/docs/reference/grid'], from: 'lilaq issue #43' },
  { query: 'grid lines on top of the data', expect: ['/docs/reference/grid#z-index'], from: 'recipe question' },
  { query: 'rotate y axis label', expect: ['/docs/reference/label#angle'], from: 'recipe question' },
  {
    query: 'change date format on axis',
    expect: [
      '/docs/tutorials/time-series#custom-tick-labels',
      '/docs/reference/tick-format.datetime#format',
      '/docs/recipes/dates-on-the-x-axis',
    ],
    from: 'lilaq issue #97',
  },
  { query: 'no padding around the data', expect: ['/docs/reference/diagram#margin'], from: 'matplotlib vocabulary' },
  {
    query: 'log axis without powers of ten',
    expect: ['/docs/tutorials/ticks#exponent-and-offset', '/docs/reference/tick-format.log'],
    from: 'recipe question',
  },
  {
    query: 'second x axis in other units',
    expect: ['/docs/tutorials/axis#the-same-data-in-other-units', '/docs/reference/axis#functions'],
    from: 'matplotlib vocabulary',
  },
  { query: 'datetime limits', expect: ['/docs/tutorials/time-series#limits-and-the-datetime-scale'], from: 'reference heading' },
  { query: 'number of minor ticks', expect: ['/docs/reference/axis#subticks', '/docs/tutorials/ticks#subticks'], from: 'recipe question' },
];

/** Legends, colours, themes and styling. */
const styleQueries: readonly HeldOutCase[] = [
  {
    query: 'legend in several columns',
    expect: ['/docs/tutorials/legend#a-horizontal-legend-above-the-diagram', '/docs/recipes/legend-outside-the-diagram'],
    from: 'lilaq issue #71',
  },
  {
    query: 'legend below the plot',
    expect: ['/docs/recipes/legend-outside-the-diagram', '/docs/tutorials/legend#placing-the-legend-outside'],
    from: 'lilaq issue #71',
  },
  {
    query: 'hide one legend entry',
    expect: ['/docs/tutorials/legend#labelling-plots', '/docs/reference/plot#label'],
    from: 'recipe question',
  },
  { query: 'legend entries by hand', expect: ['/docs/tutorials/legend#a-legend-with-custom-entries'], from: 'pgfplots vocabulary' },
  {
    query: 'colour palette',
    expect: ['/docs/tutorials/cycles#a-list-of-colours', '/docs/reference/diagram#cycle', '/themes#colour-cycles'],
    from: 'British spelling',
  },
  {
    query: 'colourblind friendly colours',
    expect: ['/docs/tutorials/cycles#the-default-cycle', '/blog/release-0.3.0#new-colour-maps'],
    from: 'British spelling',
  },
  { query: 'thicker lines', expect: ['/docs/reference/plot#stroke'], from: 'recipe question' },
  { query: 'background colour of the plot', expect: ['/docs/reference/diagram#fill'], from: 'matplotlib vocabulary' },
  { query: 'ocean theme', expect: ['/themes#ocean'], from: 'reference heading' },
  {
    query: 'make my own theme',
    expect: ['/docs/tutorials/styling-and-themes#writing-your-own-theme', '/themes#make-your-own-theme'],
    from: 'recipe question',
  },
  {
    query: 'show rule on tick labels',
    expect: ['/docs/tutorials/styling-and-themes#show-rules-on-elements', '/docs/tutorials/ticks#styling-tick-labels'],
    from: 'lilaq issue #35',
  },
  {
    query: 'set-diagram',
    expect: ['/docs/tutorials/styling-and-themes#setting-diagram-defaults', '/docs/quickstart#style-all-diagrams-with-a-set-rule'],
    from: 'lilaq issue #150',
  },
  { query: 'diverging colour map', expect: ['/docs/reference/color#available-maps'], from: 'British spelling' },
  {
    query: 'sample colours from a colour map',
    expect: ['/docs/tutorials/cycles#sampling-a-sequential-colour-map'],
    from: 'recipe question',
  },
  {
    query: 'hollow markers',
    expect: ['/docs/reference/plot#mark-color', '/docs/tutorials/marks#mark-size-and-colour'],
    from: 'matplotlib vocabulary',
  },
  { query: 'each bar a different colour', expect: ['/docs/reference/bar#fill'], from: 'recipe question' },
];

/** Releases, blog posts and migration. */
const releaseQueries: readonly HeldOutCase[] = [
  { query: 'what changed in 0.4', expect: ['/blog/release-0.4.0'], from: 'release question' },
  { query: 'breaking changes in 0.2', expect: ['/blog/release-0.2.0'], from: 'release question' },
  { query: 'upgrade to 0.5', expect: ['/blog/release-0.5.0'], from: 'release question' },
  { query: 'changelog 0.1', expect: ['/blog/release-0.1.0'], from: 'release question' },
  { query: 'vmin vmax renamed', expect: ['/blog/release-0.1.0#renamed-parameters-and-changed-inputs'], from: 'migration question' },
  { query: 'when were themes added', expect: ['/blog/release-0.3.0#themes'], from: 'release question' },
  {
    query: 'elembic dependency',
    expect: ['/blog/release-0.4.0#elembic-is-now-a-dependency', '/docs/intro#requirements'],
    from: 'release question',
  },
  {
    query: 'komet',
    expect: ['/blog/release-0.5.0#contours-and-box-plots-are-computed-by-komet', '/docs/intro#requirements'],
    from: 'release question',
  },
  { query: 'first alpha release', expect: ['/blog/release-0.0.1'], from: 'release question' },
  {
    query: 'locate-ticks-linear renamed',
    expect: ['/blog/release-0.5.0#tick-locators-and-formatters-have-their-own-modules'],
    from: 'migration question',
  },
  { query: 'diamond mark renamed', expect: ['/blog/release-0.2.0#more-marks-new-names'], from: 'migration question' },
  { query: 'lilaq talk video', expect: ['/blog/talk-typst-meetup-2024'], from: 'release question' },
];

/** The site's own pages. */
const sitePageQueries: readonly HeldOutCase[] = [
  { query: 'gallery', expect: ['/gallery', '/docs/examples'], from: 'site page' },
  { query: 'all example figures', expect: ['/gallery', '/docs/examples'], from: 'site page' },
  { query: 'examples', expect: ['/docs/examples'], from: 'site page' },
  { query: 'chart chooser', expect: ['/docs/chart-chooser'], from: 'site page' },
  { query: 'overview of plot types', expect: ['/docs/plot-types', '/cheat-sheet#plot-functions'], from: 'site page' },
  { query: 'cheatsheet', expect: ['/cheat-sheet'], from: 'site page' },
  { query: 'theme previews', expect: ['/themes', '/cheat-sheet#themes'], from: 'site page' },
  { query: 'quickstart', expect: ['/docs/quickstart'], from: 'site page' },
  { query: 'getting started', expect: ['/docs/quickstart', '/docs/intro'], from: 'site page' },
  { query: 'recipes', expect: ['/docs/recipes'], from: 'site page' },
  {
    query: 'matplotlib to lilaq',
    expect: ['/cheat-sheet#matplotlib', '/cheat-sheet#coming-from-matplotlib-ggplot2-pgfplots-or-plotly'],
    from: 'matplotlib vocabulary',
  },
  { query: 'pgfplots equivalents', expect: ['/cheat-sheet#pgfplots'], from: 'pgfplots vocabulary' },
];

/** Whole questions, as typed by someone who does not know Lilaq's words. */
const sentenceQueries: readonly HeldOutCase[] = [
  {
    query: 'how can I make the plot wider',
    expect: ['/docs/reference/diagram#width', '/docs/recipes/fill-the-text-width', '/docs/quickstart#size'],
    from: 'lilaq issue #15',
  },
  { query: 'how do I turn off the grid', expect: ['/docs/reference/diagram#grid', '/docs/reference/grid'], from: 'recipe question' },
  {
    query: 'why is my diagram bigger than the width I set',
    expect: ['/docs/recipes/fill-the-text-width', '/docs/quickstart#size', '/docs/reference/diagram#width'],
    from: 'lilaq issue #173',
  },
  { query: 'how do I change the colour of the bars', expect: ['/docs/reference/bar#fill'], from: 'recipe question' },
  { query: 'can lilaq make a pie chart', expect: ['/docs/recipes/pie-chart'], from: 'recipe question' },
  {
    query: 'how do I get rid of the power of ten on the y axis',
    expect: ['/docs/recipes/turn-off-the-tick-exponent', '/docs/reference/axis#exponent', '/docs/tutorials/ticks#exponent-and-offset'],
    from: 'lilaq issue #150',
  },
  { query: 'how do I plot two lines in one diagram', expect: ['/docs/quickstart#several-plots-in-one-diagram'], from: 'recipe question' },
  {
    query: 'how do I put two diagrams next to each other',
    expect: ['/docs/recipes/grid-of-diagrams', '/docs/chart-chooser#several-views-next-to-each-other'],
    from: 'lilaq issue #74',
  },
  { query: 'how do I import lilaq', expect: ['/docs/quickstart#import-the-package'], from: 'recipe question' },
  { query: 'how do I make the bars horizontal', expect: ['/docs/reference/hbar'], from: 'recipe question' },
  {
    query: 'why do my x tick labels overlap',
    expect: ['/docs/recipes/rotate-tick-labels', '/docs/recipes/bar-chart-with-names-on-the-axis#long-names-turn-the-chart-sideways'],
    from: 'lilaq issue #203',
  },
  { query: 'how do I get only whole numbers on the axis', expect: ['/docs/reference/axis#tick-distance'], from: 'lilaq issue #62' },
  {
    query: 'how do I plot points without lines',
    expect: ['/docs/reference/scatter', '/docs/reference/plot#stroke'],
    from: 'recipe question',
  },
  {
    query: 'can I plot dates with lilaq',
    expect: ['/docs/tutorials/time-series', '/docs/recipes/dates-on-the-x-axis'],
    from: 'lilaq issue #97',
  },
  {
    query: 'is there a way to draw a 3d plot',
    expect: ['/docs/recipes/3d-surface-plot', '/docs/chart-chooser#what-lilaq-050-does-not-draw'],
    from: 'lilaq issue #31',
  },
  { query: 'how do I colour the area between two curves', expect: ['/docs/reference/fill-between'], from: 'British spelling' },
  {
    query: 'how do I give two curves different y limits',
    expect: ['/docs/tutorials/axis#separate-data-on-a-twin-axis', '/docs/recipes/bode-plot', '/docs/examples/dual-axis'],
    from: 'lilaq issue #40',
  },
];

/** Every held-out query, grouped by kind (the groups are in this order). */
export const heldOutGroups = {
  referenceLookups,
  taskQueries,
  axisQueries,
  styleQueries,
  releaseQueries,
  sitePageQueries,
  sentenceQueries,
} as const;

export const heldOutCases: readonly HeldOutCase[] = Object.values(heldOutGroups).flat();
