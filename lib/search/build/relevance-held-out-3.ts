import type { HeldOutCase } from './relevance-held-out';

/**
 * A third held-out relevance set (issue 29), written after the first two (relevance-held-out.ts,
 * relevance-held-out-2.ts) had each been measured once and seen. Same rules: queries in readers'
 * words, from the site's content, Lilaq's issue tracker and other tools' vocabulary (matplotlib,
 * seaborn, gnuplot, pgfplots, plotly), none of them a query of relevance-queries.ts
 * (translation-table names included) or of the earlier held-out sets, and the search engine never
 * run on any of them while writing.
 *
 * `expect` lists the pages or sections that truly answer the query, judged by reading the pages; any
 * one of them among the first three pages counts as a pass. `from` says where the wording came from.
 */

/** Function and parameter names, partial names, typos, British spellings, other tools' words. */
const referenceLookups: readonly HeldOutCase[] = [
  { query: 'lq.errorbar', expect: ['/docs/reference/errorbar'], from: 'reference heading' },
  { query: 'lq.hlines', expect: ['/docs/reference/hlines'], from: 'reference heading' },
  { query: 'lq.vlines', expect: ['/docs/reference/vlines'], from: 'reference heading' },
  { query: 'lq.path', expect: ['/docs/reference/path'], from: 'reference heading' },
  { query: 'lq.tick', expect: ['/docs/reference/tick'], from: 'reference heading' },
  { query: 'errorbar cap-stroke', expect: ['/docs/reference/errorbar#cap-stroke'], from: 'reference heading' },
  { query: 'scatter alpha', expect: ['/docs/reference/scatter#alpha'], from: 'reference heading' },
  { query: 'plot every', expect: ['/docs/reference/plot#every'], from: 'reference heading' },
  { query: 'isolines', expect: ['/docs/reference/contour'], from: 'gnuplot/pgfplots vocabulary' },
  { query: 'colormesh smooth shading', expect: ['/docs/reference/colormesh#interpolation'], from: 'reference heading' },
  { query: 'legend radius', expect: ['/docs/reference/legend#radius'], from: 'reference heading' },
  { query: 'title position', expect: ['/docs/reference/title#position'], from: 'reference heading' },
  { query: 'label angle', expect: ['/docs/reference/label#angle'], from: 'reference heading' },
  { query: 'path closed', expect: ['/docs/reference/path#closed'], from: 'reference heading' },
  { query: 'rect radius', expect: ['/docs/reference/rect#radius'], from: 'reference heading' },
  { query: 'percentile method', expect: ['/docs/reference/percentile#method'], from: 'reference heading' },
  { query: 'load-txt comments', expect: ['/docs/reference/load-txt#comments'], from: 'reference heading' },
  { query: 'arange step', expect: ['/docs/reference/arange#step'], from: 'reference heading' },
  { query: 'mesh transforms', expect: ['/docs/reference/mesh#transforms'], from: 'reference heading' },
  { query: 'vec.inner', expect: ['/docs/reference/vec.inner'], from: 'reference heading' },
  { query: 'tick-locate.hours', expect: ['/docs/reference/tick-locate.hours'], from: 'reference heading' },
  { query: 'tick-format.symlog', expect: ['/docs/reference/tick-format.symlog'], from: 'reference heading' },
  { query: 'symlog linthresh', expect: ['/docs/reference/scale.symlog#threshold'], from: 'matplotlib vocabulary' },
  { query: 'format-subticks', expect: ['/docs/reference/axis#format-subticks'], from: 'reference heading' },
  { query: 'round-exponent-digits', expect: ['/docs/reference/tick-format.log#round-exponent-digits'], from: 'reference heading' },
  { query: 'grid stroke-sub', expect: ['/docs/reference/grid#stroke-sub'], from: 'reference heading' },
  { query: 'colrmesh', expect: ['/docs/reference/colormesh'], from: 'typo' },
  { query: 'errobar', expect: ['/docs/reference/errorbar'], from: 'typo' },
  { query: 'bxoplot', expect: ['/docs/reference/boxplot'], from: 'typo' },
  { query: 'histogramm', expect: ['/docs/recipes/histogram'], from: 'typo (German spelling)' },
  { query: 'colour of the grid lines', expect: ['/docs/reference/grid#stroke'], from: 'British spelling' },
  {
    query: 'colour map for scatter',
    expect: ['/docs/reference/scatter#map', '/docs/recipes/colour-points-by-a-value'],
    from: 'British spelling',
  },
  { query: 'axvline', expect: ['/docs/reference/vlines'], from: 'matplotlib vocabulary' },
  { query: 'axhspan', expect: ['/docs/recipes/shade-a-region'], from: 'matplotlib vocabulary' },
  { query: 'pcolor', expect: ['/docs/reference/colormesh'], from: 'matplotlib vocabulary' },
  { query: 'errorbar kind', expect: ['/docs/reference/errorbar#kind'], from: 'reference heading' },
  { query: 'shaded band between curves', expect: ['/docs/reference/fill-between'], from: 'reader phrasing' },
  { query: 'both axes logarithmic', expect: ['/docs/recipes/logarithmic-axis', '/docs/reference/scale.log'], from: 'reader phrasing' },
  { query: 'quiver plot arrows', expect: ['/docs/reference/quiver'], from: 'gnuplot "with vectors" vocabulary' },
  {
    query: 'whisker reach iqr',
    expect: ['/docs/reference/boxplot#whisker-pos', '/docs/reference/hboxplot#whisker-pos'],
    from: 'reader phrasing',
  },
];

/** Tasks that a recipe, tutorial or example answers. */
const taskQueries: readonly HeldOutCase[] = [
  { query: 'write values above bars', expect: ['/docs/examples/bar-plot-with-numbers'], from: 'reader phrasing' },
  { query: 'bar heights as text', expect: ['/docs/examples/bar-plot-with-numbers'], from: 'reader phrasing' },
  { query: 'bars with error bars', expect: ['/docs/examples/bar-plot-with-errorbars'], from: 'reader phrasing' },
  { query: 'weather chart precipitation', expect: ['/docs/examples/climograph'], from: 'reader phrasing' },
  {
    query: 'two y axes different units',
    expect: ['/docs/examples/dual-axis', '/docs/tutorials/axis#separate-data-on-a-twin-axis'],
    from: 'reader phrasing',
  },
  { query: 'fractal snowflake', expect: ['/docs/examples/koch-snowflake'], from: 'example heading' },
  { query: 'x axis in multiples of pi', expect: ['/docs/examples/multiples-of-pi-scale'], from: 'reader phrasing' },
  { query: 'inset zoom plot', expect: ['/docs/examples/plot-within-a-plot'], from: 'matplotlib vocabulary (inset axes)' },
  { query: 'axes crossing at origin', expect: ['/docs/examples/schoolbook-style'], from: 'reader phrasing' },
  { query: 'stacked area plot', expect: ['/docs/examples/stacked-area-chart'], from: 'reader phrasing' },
  { query: 'custom marker style', expect: ['/docs/examples/styled-marks', '/docs/tutorials/marks'], from: 'reader phrasing' },
  { query: 'surface plot 3d', expect: ['/docs/recipes/3d-surface-plot'], from: 'reader phrasing' },
  { query: 'arrow pointing at a data point', expect: ['/docs/recipes/annotate-a-point-with-an-arrow'], from: 'reader phrasing' },
  { query: 'uneven error bars', expect: ['/docs/recipes/asymmetric-error-bars'], from: 'reader phrasing' },
  { query: 'category names on x axis', expect: ['/docs/recipes/bar-chart-with-names-on-the-axis'], from: 'reader phrasing' },
  { query: 'magnitude and phase plot', expect: ['/docs/recipes/bode-plot'], from: 'reader phrasing' },
  { query: 'boxplot per group', expect: ['/docs/recipes/box-plots-of-several-groups'], from: 'reader phrasing' },
  { query: 'diagram font family', expect: ['/docs/recipes/change-the-font-of-a-diagram'], from: 'reader phrasing' },
  {
    query: 'scatter coloured by third variable',
    expect: ['/docs/recipes/colour-points-by-a-value', '/docs/reference/scatter#color'],
    from: 'British spelling',
  },
  { query: 'standalone plot pdf', expect: ['/docs/recipes/figure-in-a-file-of-its-own'], from: 'reader phrasing' },
  { query: 'diagram as wide as the page', expect: ['/docs/recipes/fill-the-text-width'], from: 'reader phrasing' },
  { query: 'multiple subplots', expect: ['/docs/recipes/grid-of-diagrams'], from: 'matplotlib vocabulary' },
  { query: 'clustered bars', expect: ['/docs/recipes/grouped-bar-chart'], from: 'reader phrasing' },
  { query: 'annotated heatmap', expect: ['/docs/recipes/heatmap-with-numbers-in-the-cells'], from: 'seaborn vocabulary (annot=True)' },
  { query: 'open box axes', expect: ['/docs/recipes/hide-the-top-and-right-axis-lines'], from: 'reader phrasing' },
  { query: 'frequency distribution bins', expect: ['/docs/recipes/histogram'], from: 'reader phrasing' },
  { query: 'text next to each point', expect: ['/docs/recipes/label-points-with-text'], from: 'reader phrasing' },
  { query: 'dashed and dotted lines for printing', expect: ['/docs/recipes/lines-for-black-and-white-print'], from: 'reader phrasing' },
  { query: 'pie chart percentages', expect: ['/docs/recipes/pie-chart'], from: 'reader phrasing' },
  { query: 'graph of a function f(x)', expect: ['/docs/recipes/plot-a-mathematical-function'], from: 'reader phrasing' },
  { query: 'many series from one csv', expect: ['/docs/recipes/plot-several-columns-of-a-csv-file'], from: 'reader phrasing' },
  { query: 'polar coordinates plot', expect: ['/docs/recipes/polar-plot'], from: 'reader phrasing' },
  { query: 'equal aspect ratio', expect: ['/docs/recipes/same-scale-on-both-axes'], from: 'matplotlib vocabulary' },
  { query: 'histograms along the edges of a scatter', expect: ['/docs/recipes/scatter-with-marginal-histograms'], from: 'reader phrasing' },
  { query: 'grey background band', expect: ['/docs/recipes/shade-a-region'], from: 'British spelling' },
  { query: 'sharex', expect: ['/docs/recipes/stack-diagrams-with-a-shared-x-axis'], from: 'matplotlib vocabulary' },
  { query: 'bars stacked vertically', expect: ['/docs/recipes/stacked-bar-chart'], from: 'reader phrasing' },
  { query: 'kernel density violin', expect: ['/docs/recipes/violin-plot'], from: 'seaborn vocabulary' },
  { query: 'read json data', expect: ['/docs/tutorials/data-loading#json'], from: 'reader phrasing' },
  {
    query: 'tab separated file',
    expect: ['/docs/reference/load-txt#delimiter', '/docs/tutorials/data-loading#options-for-other-text-formats'],
    from: 'reader phrasing',
  },
];

/** Axes, ticks, scales and number formatting. */
const axisQueries: readonly HeldOutCase[] = [
  {
    query: 'y axis pointing down',
    expect: ['/docs/recipes/reverse-an-axis', '/docs/tutorials/axis#inverted-axes', '/docs/reference/axis#inverted'],
    from: 'reader phrasing',
  },
  { query: 'slanted tick labels', expect: ['/docs/recipes/rotate-tick-labels'], from: 'reader phrasing' },
  {
    query: 'ticks only where i say',
    expect: ['/docs/recipes/ticks-at-chosen-positions', '/docs/tutorials/ticks#explicit-ticks'],
    from: 'reader phrasing',
  },
  {
    query: 'get rid of scientific notation',
    expect: ['/docs/recipes/turn-off-the-tick-exponent', '/docs/tutorials/ticks#exponent-and-offset'],
    from: 'lilaq issue #150',
  },
  {
    query: 'small ticks between labels',
    expect: ['/docs/tutorials/ticks#subticks', '/docs/reference/axis#subticks'],
    from: 'reader phrasing',
  },
  {
    query: 'axis on the right side',
    expect: ['/docs/reference/axis#position', '/docs/tutorials/axis#placement-and-mirrors'],
    from: 'reader phrasing',
  },
  {
    query: 'mirror ticks on top',
    expect: ['/docs/reference/axis#mirror', '/docs/tutorials/axis#placement-and-mirrors'],
    from: 'reader phrasing',
  },
  {
    query: 'top axis in a converted unit',
    expect: ['/docs/tutorials/axis#the-same-data-in-other-units', '/docs/examples/dual-axis#variation-one-quantity-in-two-units'],
    from: 'reader phrasing',
  },
  { query: 'symmetric log scale', expect: ['/docs/reference/scale.symlog'], from: 'matplotlib vocabulary' },
  { query: 'log scale with negative values', expect: ['/docs/reference/scale.symlog'], from: 'reader phrasing' },
  {
    query: 'tick label font size',
    expect: ['/docs/tutorials/ticks#styling-tick-labels', '/docs/reference/tick-label'],
    from: 'reader phrasing',
  },
  {
    query: 'tick marks pointing outward',
    expect: ['/docs/reference/tick#inset', '/docs/reference/tick#outset', '/docs/tutorials/ticks#styling-ticks'],
    from: 'reader phrasing',
  },
  {
    query: 'percent sign on ticks',
    expect: ['/docs/reference/tick-format.linear#suffix', '/docs/tutorials/ticks#formatting-ticks'],
    from: 'reader phrasing',
  },
  {
    query: 'decimal places of tick labels',
    expect: ['/docs/tutorials/ticks#formatting-ticks', '/docs/reference/tick-format.linear'],
    from: 'reader phrasing',
  },
  { query: 'hide axis completely', expect: ['/docs/reference/axis#hidden'], from: 'reader phrasing' },
  { query: 'month names as ticks', expect: ['/docs/tutorials/time-series', '/docs/recipes/dates-on-the-x-axis'], from: 'reader phrasing' },
  { query: 'hours and minutes axis', expect: ['/docs/tutorials/time-series#times-of-day'], from: 'reader phrasing' },
  {
    query: 'x range of the plot',
    expect: ['/docs/reference/diagram#xlim', '/docs/quickstart#axis-limits', '/docs/tutorials/axis#axis-limits'],
    from: 'reader phrasing',
  },
  { query: 'axis arrow tip', expect: ['/docs/reference/axis#tip', '/docs/reference/spine#tip'], from: 'reader phrasing' },
  {
    query: 'interval between ticks',
    expect: ['/docs/reference/axis#tick-distance', '/docs/tutorials/ticks#choosing-tick-positions'],
    from: 'reader phrasing',
  },
  {
    query: 'fewer tick labels',
    expect: ['/docs/tutorials/ticks#locating-ticks', '/docs/reference/tick-locate.linear#density'],
    from: 'reader phrasing',
  },
  { query: 'grid lines only on y', expect: ['/docs/reference/grid'], from: 'reader phrasing' },
];

/** Legends, colours, themes and styling. */
const styleQueries: readonly HeldOutCase[] = [
  { query: 'legend two columns', expect: ['/docs/tutorials/legend#a-horizontal-legend-above-the-diagram'], from: 'lilaq issue #71' },
  { query: 'legend entry without plot', expect: ['/docs/tutorials/legend#a-legend-with-custom-entries'], from: 'reader phrasing' },
  {
    query: 'legend frame off',
    expect: ['/docs/reference/legend#stroke', '/docs/tutorials/legend#position-and-appearance'],
    from: 'reader phrasing',
  },
  {
    query: 'legend bottom left',
    expect: ['/docs/reference/legend#position', '/docs/tutorials/legend#position-and-appearance'],
    from: 'reader phrasing',
  },
  { query: 'legend background colour', expect: ['/docs/reference/legend#fill'], from: 'British spelling' },
  { query: 'default colour cycle', expect: ['/docs/tutorials/cycles#the-default-cycle'], from: 'British spelling' },
  { query: 'my own list of colours', expect: ['/docs/tutorials/cycles#a-list-of-colours'], from: 'British spelling' },
  {
    query: 'viridis colours for lines',
    expect: ['/docs/tutorials/cycles#sampling-a-sequential-colour-map'],
    from: 'matplotlib vocabulary',
  },
  {
    query: 'available colour maps',
    expect: ['/docs/reference/color#available-maps', '/cheat-sheet#colour-maps'],
    from: 'British spelling',
  },
  { query: 'theme for dark slides', expect: ['/themes#moon'], from: 'reader phrasing' },
  { query: 'grey background theme', expect: ['/themes#misty'], from: 'themes page heading' },
  {
    query: 'write a custom theme',
    expect: ['/docs/tutorials/styling-and-themes#writing-your-own-theme', '/themes#make-your-own-theme'],
    from: 'reader phrasing',
  },
  { query: 'show rule on lq.diagram', expect: ['/docs/tutorials/styling-and-themes#show-rules-on-elements'], from: 'reader phrasing' },
  { query: 'line thickness', expect: ['/docs/reference/plot#stroke'], from: 'reader phrasing' },
  { query: 'fill area under a curve', expect: ['/docs/reference/fill-between', '/docs/plot-types#fill-between'], from: 'reader phrasing' },
  {
    query: 'marker shapes list',
    expect: ['/docs/tutorials/marks#choosing-a-shape', '/docs/examples/styled-marks#variation-all-built-in-marks'],
    from: 'reader phrasing',
  },
];

/** Releases, blog posts and migration. */
const releaseQueries: readonly HeldOutCase[] = [
  { query: 'komet plugin', expect: ['/blog/release-0.5.0#contours-and-box-plots-are-computed-by-komet'], from: 'release notes 0.5.0' },
  { query: 'elembic', expect: ['/blog/release-0.4.0#elembic-is-now-a-dependency'], from: 'release notes 0.4.0' },
  { query: 'smooth option added in 0.4', expect: ['/blog/release-0.4.0#smooth-curves'], from: 'release notes 0.4.0' },
  { query: 'first release of lilaq', expect: ['/blog/release-0.0.1'], from: 'reader phrasing' },
  { query: 'recording of the lilaq talk', expect: ['/blog/talk-typst-meetup-2024'], from: 'reader phrasing' },
  { query: 'what changed in 0.3', expect: ['/blog/release-0.3.0'], from: 'reader phrasing' },
  { query: 'renamed parameters 0.1', expect: ['/blog/release-0.1.0#renamed-parameters-and-changed-inputs'], from: 'release notes 0.1.0' },
  { query: 'new colour cycle 0.2', expect: ['/blog/release-0.2.0#a-new-default-colour-cycle'], from: 'release notes 0.2.0' },
  { query: 'themes introduced in which version', expect: ['/blog/release-0.3.0#themes'], from: 'reader phrasing' },
  { query: 'functions as y values', expect: ['/blog/release-0.5.0#functions-as-y-values'], from: 'release notes 0.5.0' },
  {
    query: 'tick-locate module',
    expect: ['/blog/release-0.5.0#tick-locators-and-formatters-have-their-own-modules'],
    from: 'release notes 0.5.0',
  },
  { query: 'upgrade to 0.5 breaking changes', expect: ['/blog/release-0.5.0'], from: 'reader phrasing' },
];

/** The site's own pages. */
const sitePageQueries: readonly HeldOutCase[] = [
  { query: 'beginner guide', expect: ['/docs/quickstart', '/docs/intro'], from: 'reader phrasing' },
  { query: 'how to import @preview/lilaq', expect: ['/docs/quickstart#import-the-package'], from: 'reader phrasing' },
  { query: 'typst version required', expect: ['/docs/intro#requirements'], from: 'reader phrasing' },
  { query: 'list of recipes', expect: ['/docs/recipes'], from: 'reader phrasing' },
  { query: 'all examples', expect: ['/docs/examples'], from: 'reader phrasing' },
  { query: 'picture gallery', expect: ['/gallery'], from: 'reader phrasing' },
  { query: 'see all themes side by side', expect: ['/themes'], from: 'reader phrasing' },
  { query: 'quick reference card', expect: ['/cheat-sheet'], from: 'reader phrasing' },
  { query: 'coming from plotly', expect: ['/cheat-sheet#plotly'], from: 'cheat sheet heading' },
  { query: 'overview of plot functions', expect: ['/docs/plot-types', '/cheat-sheet#plot-functions'], from: 'reader phrasing' },
  { query: 'parts of a diagram', expect: ['/docs/quickstart#anatomy-of-a-diagram'], from: 'reader phrasing' },
  { query: 'what chart type fits my data', expect: ['/docs/chart-chooser'], from: 'reader phrasing' },
];

/** Whole questions, as a reader types them. */
const sentenceQueries: readonly HeldOutCase[] = [
  { query: 'how do I make a histogram from raw data', expect: ['/docs/recipes/histogram'], from: 'lilaq issue #34' },
  { query: 'can lilaq draw a pie chart', expect: ['/docs/recipes/pie-chart'], from: 'reader phrasing' },
  {
    query: 'how do I draw a horizontal line at y = 0',
    expect: ['/docs/reference/hlines', '/docs/plot-types#hlines-and-vlines'],
    from: 'reader phrasing',
  },
  {
    query: 'how can I change the size of the markers',
    expect: ['/docs/tutorials/marks#mark-size-and-colour', '/docs/reference/plot#mark-size'],
    from: 'reader phrasing',
  },
  { query: 'how do I remove the markers from a line', expect: ['/docs/reference/plot#mark'], from: 'reader phrasing' },
  { query: 'how do I make the lines smooth', expect: ['/docs/reference/plot#smooth'], from: 'reader phrasing' },
  { query: 'how do I draw a step plot', expect: ['/docs/reference/plot#step'], from: 'reader phrasing' },
  { query: 'why did my bars skip a colour', expect: ['/docs/tutorials/cycles#which-plots-advance-the-cycle'], from: 'reader phrasing' },
  {
    query: 'how do I change the colour of one line',
    expect: ['/docs/reference/plot#color', '/docs/quickstart#marks-and-colours'],
    from: 'reader phrasing',
  },
  {
    query: 'how do I make a horizontal bar chart',
    expect: ['/docs/reference/hbar', '/docs/recipes/bar-chart-with-names-on-the-axis#long-names-turn-the-chart-sideways'],
    from: 'reader phrasing',
  },
  {
    query: 'can I plot a vector field',
    expect: ['/docs/reference/quiver', '/docs/chart-chooser#a-direction-field'],
    from: 'reader phrasing',
  },
  { query: 'how do I draw contour lines', expect: ['/docs/reference/contour'], from: 'reader phrasing' },
  { query: 'how do I put a label on the colour bar', expect: ['/docs/reference/colorbar#label'], from: 'lilaq issue #29' },
  { query: 'how can I draw a circle in a diagram', expect: ['/docs/reference/ellipse'], from: 'reader phrasing' },
  {
    query: 'how do I add a title above the diagram',
    expect: ['/docs/reference/diagram#title', '/docs/reference/title'],
    from: 'reader phrasing',
  },
  {
    query: 'how do I set the height of a diagram',
    expect: ['/docs/reference/diagram#height', '/docs/quickstart#size'],
    from: 'reader phrasing',
  },
  { query: 'how can I make the grid dashed', expect: ['/docs/reference/grid#stroke'], from: 'reader phrasing' },
  {
    query: 'does lilaq support 3d plots',
    expect: ['/docs/recipes/3d-surface-plot', '/docs/chart-chooser#what-lilaq-050-does-not-draw'],
    from: 'reader phrasing',
  },
];

/** Every query of the third held-out set, grouped by kind (the groups are in this order). */
export const heldOutGroups3 = {
  referenceLookups,
  taskQueries,
  axisQueries,
  styleQueries,
  releaseQueries,
  sitePageQueries,
  sentenceQueries,
} as const;

export const heldOutCases3: readonly HeldOutCase[] = Object.values(heldOutGroups3).flat();
