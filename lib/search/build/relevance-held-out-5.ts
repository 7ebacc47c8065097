import type { HeldOutCase } from './relevance-held-out';

/**
 * A fifth held-out relevance set (issue 29), written after the fourth (relevance-held-out-4.ts) had
 * been measured, like the four before it. Same rules: queries in readers' words, from Lilaq's issue
 * tracker (the wording of real questions such as tick labels that ignore the font, plots added in a
 * for loop, a colour bar flipped in PDF export, scatter sizes in data units, several bar plots in one
 * diagram, binning for histograms, function plots without sampling by hand, a decimal comma in tick
 * labels, a second axis coloured like its curve), Typst forum threads (scaling a diagram
 * proportionally, plotting in a for loop), other tools' vocabulary (matplotlib, pgfplots, ggplot2,
 * seaborn, gnuplot, Excel, R base graphics, Plotly, Vega-Lite), error messages readers paste, and the
 * site's own headings; none of them a query of relevance-queries.ts (translation-table names
 * included) or of the earlier held-out sets, and the search engine never run on any of them while
 * writing.
 *
 * `expect` lists the pages or sections that truly answer the query, judged by reading the pages; any
 * one of them among the first three pages counts as a pass. `from` says where the wording came from.
 */

/** Function and parameter names, partial names, typos, British spellings, other tools' words. */
const referenceLookups: readonly HeldOutCase[] = [
  { query: 'lq.boxplot', expect: ['/docs/reference/boxplot'], from: 'reference heading' },
  { query: 'lq.colorbar', expect: ['/docs/reference/colorbar'], from: 'reference heading (Lilaq issue #29: add colorbars)' },
  { query: 'lq.contour', expect: ['/docs/reference/contour'], from: 'reference heading' },
  { query: 'lq.ellipse', expect: ['/docs/reference/ellipse'], from: 'reference heading' },
  { query: 'lq.mesh', expect: ['/docs/reference/mesh'], from: 'reference heading' },
  { query: 'legend inset', expect: ['/docs/reference/legend#inset'], from: 'reference heading' },
  { query: 'title pad', expect: ['/docs/reference/title#pad'], from: 'reference heading' },
  { query: 'tick pad', expect: ['/docs/reference/tick#pad'], from: 'reference heading' },
  { query: 'axis hidden', expect: ['/docs/reference/axis#hidden'], from: 'reference heading' },
  { query: 'fill-between step', expect: ['/docs/reference/fill-between#step'], from: 'reference heading' },
  { query: 'contour norm', expect: ['/docs/reference/contour#norm'], from: 'reference heading' },
  { query: 'quiver tip', expect: ['/docs/reference/quiver#tip'], from: 'reference heading' },
  {
    query: 'scatter size',
    expect: ['/docs/reference/scatter#size', '/docs/tutorials/marks#size-and-colour-per-point'],
    from: 'reference heading',
  },
  { query: 'ellipse align', expect: ['/docs/reference/ellipse#align'], from: 'reference heading' },
  { query: 'place clip', expect: ['/docs/reference/place#clip'], from: 'reference heading' },
  { query: 'path vertices', expect: ['/docs/reference/path#vertices'], from: 'reference heading' },
  { query: 'tick-locate.seconds', expect: ['/docs/reference/tick-locate.seconds'], from: 'reference heading' },
  {
    query: 'tick-locate.log linear-threshold',
    expect: ['/docs/reference/tick-locate.log#linear-threshold'],
    from: 'reference heading',
  },
  {
    query: 'num-ticks-suggestion',
    expect: [
      '/docs/reference/tick-locate.linear#num-ticks-suggestion',
      '/docs/reference/tick-locate.log#num-ticks-suggestion',
      '/docs/reference/tick-locate.symlog#num-ticks-suggestion',
    ],
    from: 'reference heading (partial name)',
  },
  { query: 'format-offset', expect: ['/docs/reference/tick-format.datetime#format-offset'], from: 'reference heading (partial name)' },
  {
    query: 'datetime-smart-offset avoid-redundant',
    expect: ['/docs/reference/tick-format.datetime-smart-offset#avoid-redundant'],
    from: 'reference heading',
  },
  { query: 'tick-format.manual', expect: ['/docs/reference/tick-format.manual'], from: 'reference heading' },
  { query: 'cmin', expect: ['/docs/reference/cmin'], from: 'reference heading' },
  { query: 'spien stroke', expect: ['/docs/reference/spine#stroke'], from: 'typo' },
  { query: 'hlnies', expect: ['/docs/reference/hlines'], from: 'typo' },
  { query: 'lq.plce', expect: ['/docs/reference/place'], from: 'typo' },
  { query: 'boxplot meidan', expect: ['/docs/reference/boxplot#median'], from: 'typo' },
  { query: 'tick colour', expect: ['/docs/reference/tick#stroke', '/docs/reference/axis#stroke'], from: 'British spelling' },
  {
    query: 'box fill colour',
    expect: ['/docs/reference/boxplot#fill', '/docs/reference/hboxplot#fill'],
    from: 'British spelling',
  },
  {
    query: 'markeredgecolor',
    expect: ['/docs/reference/scatter#stroke', '/docs/reference/mark#stroke'],
    from: 'matplotlib vocabulary',
  },
  { query: 'np.meshgrid', expect: ['/docs/reference/mesh'], from: 'matplotlib/NumPy vocabulary' },
  { query: 'labs(tag=)', expect: ['/docs/reference/title#position'], from: 'ggplot2 vocabulary (panel tag)' },
  {
    query: 'set_palette',
    expect: ['/docs/tutorials/cycles#a-list-of-colours', '/docs/reference/diagram#cycle'],
    from: 'seaborn vocabulary',
  },
  {
    query: 'pch 19',
    expect: ['/docs/reference/plot#mark', '/docs/tutorials/marks#choosing-a-shape'],
    from: 'R base graphics vocabulary',
  },
  {
    query: 'lty = 2',
    expect: ['/docs/reference/plot#stroke', '/docs/quickstart#marks-and-colours'],
    from: 'R base graphics vocabulary',
  },
  { query: 'abline(h = 0)', expect: ['/docs/reference/hlines'], from: 'R base graphics vocabulary' },
  { query: 'with steps', expect: ['/docs/reference/plot#step'], from: 'gnuplot vocabulary' },
  {
    query: 'fill: tozeroy',
    expect: ['/docs/reference/fill-between#y2', '/docs/reference/fill-between'],
    from: 'Plotly vocabulary',
  },
  { query: 'mark: rule', expect: ['/docs/reference/hlines', '/docs/reference/vlines'], from: 'Vega-Lite vocabulary' },
  { query: 'gap width', expect: ['/docs/reference/bar#width'], from: 'Excel vocabulary' },
];

/** Tasks that a recipe, tutorial or example answers. */
const taskQueries: readonly HeldOutCase[] = [
  {
    query: 'multiple bar plots in the same diagram',
    expect: ['/docs/recipes/grouped-bar-chart'],
    from: 'Lilaq issue #187: support for clustered bar charts',
  },
  { query: 'basic binning functionality', expect: ['/docs/recipes/histogram'], from: 'Lilaq issue #34: histogram plots' },
  {
    query: 'scatter size in coordinate units',
    expect: ['/docs/reference/ellipse', '/docs/tutorials/shapes#shapes-at-data-coordinates'],
    from: 'Lilaq issue #49: scatter size in coordinate units',
  },
  {
    query: 'arrow head at the end of a curve',
    expect: ['/docs/reference/path#tip', '/docs/tutorials/shapes#paths', '/docs/reference/line#tip'],
    from: 'Lilaq issue #142: tip/toe for plots',
  },
  {
    query: 'accounts created over time',
    expect: ['/docs/recipes/dates-on-the-x-axis', '/docs/tutorials/time-series'],
    from: 'Lilaq issue #97: support datetimes as keys',
  },
  {
    query: 'similar plots in a nice grid',
    expect: ['/docs/recipes/grid-of-diagrams'],
    from: 'Lilaq issue #183: support for group plots',
  },
  {
    query: 'nudge text labels away from the points',
    expect: ['/docs/recipes/label-points-with-text'],
    from: 'Lilaq issue #16: attach labels to points (ggplot2 nudge)',
  },
  {
    query: 'export the diagram as jpg',
    expect: ['/docs/recipes/figure-in-a-file-of-its-own'],
    from: 'Lilaq issue #73: export as jpg/png',
  },
  { query: 'slope triangle', expect: ['/docs/tutorials/shapes#paths'], from: 'reader phrasing' },
  { query: 'curved arrow', expect: ['/docs/tutorials/shapes#paths', '/docs/reference/path#vertices'], from: 'reader phrasing' },
  { query: 'mark the full width at half maximum', expect: ['/docs/tutorials/shapes#lines-and-arrows'], from: 'reader phrasing' },
  { query: 'read a yaml file for plotting', expect: ['/docs/tutorials/data-loading#json'], from: 'reader phrasing' },
  {
    query: 'csv row-type dictionary',
    expect: ['/docs/tutorials/data-loading#csv-with-typsts-csv', '/docs/examples/plot-data-from-csv#variation-typsts-csv-function'],
    from: 'reader phrasing (Typst csv parameter)',
  },
  {
    query: 'family of curves for several parameter values',
    expect: ['/docs/tutorials/data-loading#computing-data', '/docs/tutorials/cycles#sampling-a-sequential-colour-map'],
    from: 'reader phrasing',
  },
  { query: 'par(mfrow = c(2, 2))', expect: ['/docs/recipes/grid-of-diagrams'], from: 'R base graphics vocabulary' },
  { query: 'set size ratio -1', expect: ['/docs/recipes/same-scale-on-both-axes'], from: 'gnuplot vocabulary' },
  {
    query: 'set pm3d map',
    expect: ['/docs/reference/colormesh', '/docs/recipes/3d-surface-plot'],
    from: 'gnuplot vocabulary',
  },
  {
    query: 'set arrow',
    expect: ['/docs/recipes/annotate-a-point-with-an-arrow', '/docs/reference/line#tip'],
    from: 'gnuplot vocabulary',
  },
  { query: 'barplot(beside = TRUE)', expect: ['/docs/recipes/grouped-bar-chart'], from: 'R base graphics vocabulary' },
  { query: 'matplot', expect: ['/docs/recipes/plot-several-columns-of-a-csv-file'], from: 'R base graphics vocabulary' },
  {
    query: 'series overlap',
    expect: ['/docs/recipes/grouped-bar-chart#what-to-change', '/docs/reference/bar#offset'],
    from: 'Excel vocabulary',
  },
  {
    query: 'combo chart bar and line',
    expect: ['/docs/examples/climograph', '/docs/examples/dual-axis'],
    from: 'Excel vocabulary',
  },
  {
    query: 'categories in reverse order',
    expect: ['/docs/recipes/bar-chart-with-names-on-the-axis#long-names-turn-the-chart-sideways', '/docs/recipes/reverse-an-axis'],
    from: 'Excel vocabulary',
  },
  {
    query: 'errorband',
    expect: ['/docs/chart-chooser#uncertainty', '/docs/reference/fill-between'],
    from: 'Vega-Lite vocabulary',
  },
  {
    query: 'resolve scale y independent',
    expect: ['/docs/tutorials/axis#separate-data-on-a-twin-axis', '/docs/examples/dual-axis'],
    from: 'Vega-Lite vocabulary',
  },
  {
    query: 'box plot from summary statistics',
    expect: ['/docs/reference/boxplot#data', '/docs/plot-types#boxplot', '/blog/release-0.3.0#horizontal-box-plots'],
    from: 'reader phrasing',
  },
  {
    query: 'one colour per box',
    expect: ['/docs/recipes/box-plots-of-several-groups#what-to-change'],
    from: 'British spelling',
  },
  { query: 'vertical violins instead of horizontal', expect: ['/docs/recipes/violin-plot#what-to-change'], from: 'reader phrasing' },
  {
    query: 'white lines between stacked segments',
    expect: ['/docs/recipes/stacked-bar-chart#what-to-change'],
    from: 'reader phrasing',
  },
  {
    query: 'horizontal stacked bars',
    expect: ['/docs/recipes/stacked-bar-chart#what-to-change', '/docs/reference/hbar#base'],
    from: 'reader phrasing',
  },
  {
    query: 'floating bars',
    expect: ['/docs/reference/bar#base', '/docs/reference/hbar#base'],
    from: 'reader phrasing',
  },
  { query: 'relative frequency histogram', expect: ['/docs/recipes/histogram#what-to-change'], from: 'reader phrasing' },
  {
    query: 'same colour scale for two heatmaps',
    expect: ['/docs/recipes/heatmap-with-numbers-in-the-cells#what-to-change', '/docs/reference/colormesh#min'],
    from: 'British spelling',
  },
  {
    query: 'fewer decimals in heatmap cells',
    expect: ['/docs/recipes/heatmap-with-numbers-in-the-cells#what-to-change'],
    from: 'reader phrasing',
  },
  { query: 'polar angles clockwise from north', expect: ['/docs/recipes/polar-plot#what-to-change'], from: 'reader phrasing' },
  {
    query: 'transparent background svg',
    expect: ['/docs/recipes/figure-in-a-file-of-its-own#what-to-change'],
    from: 'reader phrasing',
  },
  {
    query: 'function and its inverse mirrored at y = x',
    expect: ['/docs/examples/schoolbook-style#variation-inverse-functions-with-labels-at-the-curves'],
    from: 'reader phrasing',
  },
  { query: 'gibbs overshoot of a square wave', expect: ['/docs/examples/plot-within-a-plot'], from: 'reader phrasing' },
  {
    query: 'error bars from min to max reading',
    expect: ['/docs/examples/bar-plot-with-errorbars#variation-asymmetric-ranges-and-styled-caps'],
    from: 'reader phrasing',
  },
  {
    query: 'binned spectrum as a step line',
    expect: ['/docs/reference/plot#step', '/docs/reference/fill-between#step'],
    from: 'Lilaq issue #110: step plots for binned data (spectra binned by frequency)',
  },
];

/** Axes, ticks, scales and number formatting. */
const axisQueries: readonly HeldOutCase[] = [
  {
    query: 'tick on every Monday',
    expect: ['/docs/tutorials/time-series#choosing-tick-positions', '/docs/reference/tick-locate.days#filter'],
    from: 'reader phrasing',
  },
  {
    query: 'two-digit year on date ticks',
    expect: ['/docs/tutorials/time-series#custom-tick-labels', '/docs/reference/tick-format.datetime-smart-first#month'],
    from: 'reader phrasing',
  },
  { query: 'bars too thin on a date axis', expect: ['/docs/tutorials/time-series#a-bar-chart-over-months'], from: 'reader phrasing' },
  {
    query: 'remove the year at the end of the date axis',
    expect: [
      '/docs/reference/tick-format.datetime#format-offset',
      '/docs/tutorials/time-series#choosing-tick-positions',
      '/docs/recipes/dates-on-the-x-axis#what-to-change',
    ],
    from: 'reader phrasing',
  },
  {
    query: 'minimum spacing between ticks',
    expect: ['/docs/reference/tick-locate.linear#tick-distance', '/blog/release-0.5.0#tick-locators-and-formatters-have-their-own-modules'],
    from: 'reader phrasing',
  },
  {
    query: 'tick density',
    expect: ['/docs/reference/tick-locate.linear#density', '/docs/reference/axis#tick-args'],
    from: 'reference heading (partial name)',
  },
  {
    query: 'label the subticks as well',
    expect: ['/docs/reference/axis#format-subticks', '/docs/tutorials/ticks#styling-tick-labels'],
    from: 'reader phrasing',
  },
  {
    query: 'axis line shift',
    expect: ['/docs/tutorials/axis#placement-and-mirrors', '/docs/reference/axis#position'],
    from: 'pgfplots vocabulary',
  },
  { query: 'set border 3', expect: ['/docs/recipes/hide-the-top-and-right-axis-lines'], from: 'gnuplot vocabulary' },
  {
    query: 'set xdata time',
    expect: ['/docs/recipes/dates-on-the-x-axis', '/docs/tutorials/time-series'],
    from: 'gnuplot vocabulary',
  },
  { query: 'major unit', expect: ['/docs/reference/axis#tick-distance'], from: 'Excel vocabulary' },
  {
    query: 'display units thousands',
    expect: ['/docs/reference/axis#exponent', '/docs/tutorials/ticks#exponent-and-offset'],
    from: 'Excel vocabulary',
  },
  { query: 'las = 2', expect: ['/docs/recipes/rotate-tick-labels'], from: 'R base graphics vocabulary' },
  {
    query: 'xaxt = "n"',
    expect: ['/docs/reference/axis#ticks', '/docs/reference/axis#hidden'],
    from: 'R base graphics vocabulary',
  },
  {
    query: 'labelAngle: -45',
    expect: ['/docs/recipes/rotate-tick-labels', '/docs/tutorials/ticks#styling-tick-labels'],
    from: 'Vega-Lite vocabulary',
  },
  {
    query: 'rangemode: tozero',
    expect: ['/docs/reference/diagram#ylim', '/docs/tutorials/axis#axis-limits'],
    from: 'Plotly vocabulary',
  },
  {
    query: 'showticklabels false',
    expect: ['/docs/reference/axis#format-ticks', '/docs/recipes/ticks-at-chosen-positions#what-to-change'],
    from: 'Plotly vocabulary',
  },
  {
    query: 'value must be strictly positive',
    expect: ['/docs/recipes/logarithmic-axis#why-it-works'],
    from: 'error message (log axis with a zero)',
  },
  {
    query: 'expected at least one value',
    expect: ['/docs/recipes/reverse-an-axis#what-to-change', '/docs/recipes/ticks-at-chosen-positions#what-to-change'],
    from: 'error message (hand-picked ticks on a reversed axis)',
  },
  {
    query: 'log axis shows 10 20 30 instead of powers',
    expect: ['/docs/recipes/logarithmic-axis#what-to-change', '/docs/reference/tick-locate.log#linear-threshold'],
    from: 'reader phrasing',
  },
  {
    query: 'decimal comma in tick labels',
    expect: ['/docs/tutorials/ticks#formatting-ticks', '/docs/reference/axis'],
    from: 'Lilaq issue #126: tick labels as 0,5 ; 1 ; 1,5 (French number format)',
  },
  { query: 'square root scale', expect: ['/docs/reference/scale.scale'], from: 'reader phrasing' },
];

/** Legends, colours, themes and styling. */
const styleQueries: readonly HeldOutCase[] = [
  {
    query: 'second y axis coloured like its curve',
    expect: ['/docs/examples/dual-axis', '/docs/reference/axis#stroke'],
    from: 'Lilaq issue #217 and Typst forum: colour y axes to match plot colours',
  },
  {
    query: 'colorbar as tall as the heatmap',
    expect: ['/docs/reference/colorbar', '/docs/reference/colormesh', '/blog/release-0.4.0#a-proper-colour-bar'],
    from: 'Lilaq issue #107: height of the bar did not match the plot',
  },
  { query: 'gradient background for the data area', expect: ['/docs/reference/diagram#fill'], from: 'reader phrasing' },
  { query: 'lq.cycle.fold', expect: ['/docs/tutorials/cycles#cycles-made-of-functions'], from: 'tutorial heading' },
  {
    query: 'okabe ito palette',
    expect: ['/docs/tutorials/cycles#a-list-of-colours', '/docs/reference/color#available-maps', '/blog/release-0.3.0#new-colour-maps'],
    from: 'Lilaq pull request #22: color maps (okabe-ito)',
  },
  { query: 'roma colour map', expect: ['/docs/reference/color#available-maps'], from: 'colour map name' },
  {
    query: 'legend.direction horizontal',
    expect: ['/docs/tutorials/legend#a-horizontal-legend-above-the-diagram'],
    from: 'ggplot2 vocabulary',
  },
  {
    query: 'legend orient bottom',
    expect: ['/docs/recipes/legend-outside-the-diagram#what-to-change'],
    from: 'Vega-Lite vocabulary',
  },
  {
    query: 'rcParams',
    expect: [
      '/docs/tutorials/styling-and-themes#set-rules-for-lilaq-elements',
      '/docs/tutorials/styling-and-themes#setting-diagram-defaults',
    ],
    from: 'matplotlib vocabulary',
  },
  { query: 'lq.show_', expect: ['/docs/tutorials/styling-and-themes#show-rules-on-elements'], from: 'tutorial heading' },
  {
    query: 'left-aligned bold title',
    expect: ['/docs/tutorials/styling-and-themes#show-rules-on-elements', '/docs/reference/title'],
    from: 'reader phrasing',
  },
  { query: 'space between legend and plot edge', expect: ['/docs/reference/legend#pad'], from: 'reader phrasing' },
  {
    query: 'extend a built-in theme',
    expect: ['/docs/tutorials/styling-and-themes#writing-your-own-theme', '/themes#make-your-own-theme'],
    from: 'reader phrasing',
  },
  { query: 'moon theme text still black', expect: ['/themes#moon'], from: 'reader phrasing' },
  {
    query: 'colour arrows by their length',
    expect: ['/docs/reference/quiver#color', '/docs/chart-chooser#a-direction-field'],
    from: 'British spelling',
  },
  {
    query: 'hatching pattern fill',
    expect: ['/docs/recipes/shade-a-region#what-to-change', '/docs/reference/rect#fill'],
    from: 'reader phrasing',
  },
];

/** Releases, blog posts and migration. */
const releaseQueries: readonly HeldOutCase[] = [
  { query: 'mark-color removed from stem', expect: ['/blog/release-0.4.0#changes-to-plot-functions'], from: 'release notes 0.4.0' },
  {
    query: 'quiver colour function now gets u and v',
    expect: ['/blog/release-0.4.0#changes-to-plot-functions', '/docs/reference/quiver#color'],
    from: 'release notes 0.4.0',
  },
  {
    query: 'convert old shorten-sub factor',
    expect: ['/blog/release-0.4.0#more-control-over-ticks'],
    from: 'release notes 0.4.0',
  },
  { query: 'ticks got shorter after updating to 0.2', expect: ['/blog/release-0.2.0#new-defaults'], from: 'reader phrasing' },
  { query: 'hlines used to be blue', expect: ['/blog/release-0.2.0#new-defaults'], from: 'reader phrasing' },
  {
    query: 'mesh result row by row since 0.1',
    expect: ['/blog/release-0.1.0#renamed-parameters-and-changed-inputs'],
    from: 'release notes 0.1.0',
  },
  {
    query: 'axis position pair replaced by a dictionary',
    expect: ['/blog/release-0.1.0#renamed-parameters-and-changed-inputs'],
    from: 'release notes 0.1.0',
  },
  {
    query: 'when were show_ and cond-set added',
    expect: ['/blog/release-0.4.0#elembic-is-now-a-dependency'],
    from: 'reader phrasing',
  },
  { query: 'lq.fields', expect: ['/blog/release-0.3.0#themes'], from: 'release notes 0.3.0' },
  {
    query: 'load-txt converters by column name',
    expect: ['/blog/release-0.5.0#dates-and-times-on-your-axes', '/docs/reference/load-txt#converters'],
    from: 'release notes 0.5.0',
  },
  {
    query: 'bar offset per bar',
    expect: ['/blog/release-0.5.0#smaller-additions', '/docs/reference/bar#offset'],
    from: 'release notes 0.5.0',
  },
  {
    query: 'first-line indent shifted the bottom axis',
    expect: ['/blog/release-0.2.0#fixes'],
    from: 'release notes 0.2.0',
  },
];

/** The site's own pages. */
const sitePageQueries: readonly HeldOutCase[] = [
  { query: 'printable lilaq reference on A4', expect: ['/cheat-sheet'], from: 'reader phrasing' },
  { query: 'gallery filtered by plot type', expect: ['/gallery'], from: 'reader phrasing' },
  { query: 'gallery figures new in 0.5', expect: ['/gallery'], from: 'reader phrasing' },
  {
    query: 'what lilaq 0.5.0 cannot draw',
    expect: ['/docs/chart-chooser#what-lilaq-050-does-not-draw'],
    from: 'chart chooser heading',
  },
  { query: 'lilaq features at a glance', expect: ['/docs/intro#what-050-offers-at-a-glance'], from: 'intro heading' },
  {
    query: 'packages lilaq depends on',
    expect: ['/docs/intro#requirements', '/blog/release-0.5.0#dependency-updates'],
    from: 'reader phrasing',
  },
  {
    query: 'no equivalent in lilaq',
    expect: ['/cheat-sheet#coming-from-matplotlib-ggplot2-pgfplots-or-plotly'],
    from: 'cheat sheet wording',
  },
  { query: 'author of lilaq', expect: ['/blog/talk-typst-meetup-2024'], from: 'reader phrasing' },
  { query: 'beginner level recipes', expect: ['/docs/recipes', '/gallery'], from: 'reader phrasing' },
  { query: 'chart chooser vector field', expect: ['/docs/chart-chooser#a-direction-field'], from: 'reader phrasing' },
  {
    query: 'all colour maps on one sheet',
    expect: ['/cheat-sheet#colour-maps', '/docs/reference/color#available-maps'],
    from: 'British spelling',
  },
  { query: 'which lilaq version do these docs cover', expect: ['/docs/intro'], from: 'reader phrasing' },
];

/** Whole questions, as a reader types them. */
const sentenceQueries: readonly HeldOutCase[] = [
  {
    query: 'why do tick labels ignore my font setting',
    expect: ['/docs/recipes/change-the-font-of-a-diagram', '/docs/recipes/change-the-font-of-a-diagram#what-to-change'],
    from: 'Lilaq issue #35: the font affects all elements but the tick labels',
  },
  {
    query: 'why does my for loop only show the last plot',
    expect: ['/docs/recipes/plot-several-columns-of-a-csv-file#why-it-works'],
    from: 'Lilaq issue #58 and Typst forum: for loop plotting within a Lilaq diagram',
  },
  {
    query: 'is there a way to draw a function without writing the samples',
    expect: ['/docs/recipes/plot-a-mathematical-function', '/docs/reference/plot#y', '/docs/reference/linspace'],
    from: 'Lilaq issue #216: fplot convenience function',
  },
  {
    query: 'how to proportionally scale a lilaq diagram',
    expect: ['/docs/recipes/same-scale-on-both-axes'],
    from: 'Typst forum: how to proportionally scale lilaq diagram (Lilaq issue #52)',
  },
  {
    query: 'colorbar has its colors inverted in the pdf but not in the preview',
    expect: ['/docs/reference/colorbar#vertical-bars-in-lilaq-050'],
    from: 'Lilaq issue #85: colorbar inverted on PDF export',
  },
  {
    query: 'do I have to set the datetime scale myself',
    expect: ['/docs/tutorials/time-series#limits-and-the-datetime-scale', '/docs/reference/diagram#xscale'],
    from: 'Lilaq issue #97: is scale: "datetime" necessary for datetime values',
  },
  {
    query: 'why do I get found integer when I set the bar width',
    expect: ['/docs/reference/bar#width', '/docs/recipes/histogram#why-it-works', '/docs/tutorials/time-series#a-bar-chart-over-months'],
    from: 'error message (integer bar width)',
  },
  {
    query: 'what does cannot be placed in a container with automatic width mean',
    expect: ['/docs/recipes/fill-the-text-width#why-it-works'],
    from: 'error message (relative width on an auto-width page)',
  },
  {
    query: 'how do I leave a gap in the line where data is missing',
    expect: ['/docs/reference/plot#x', '/docs/recipes/plot-a-mathematical-function#what-to-change'],
    from: 'reader phrasing',
  },
  {
    query: 'how can I draw an arrow with heads at both ends',
    expect: ['/docs/tutorials/shapes#lines-and-arrows', '/docs/recipes/annotate-a-point-with-an-arrow#what-to-change'],
    from: 'reader phrasing',
  },
  {
    query: 'how do I put the shaded box behind the curve',
    expect: [
      '/docs/tutorials/shapes#clipping-and-drawing-order',
      '/docs/recipes/shade-a-region#why-it-works',
      '/docs/reference/rect#z-index',
    ],
    from: 'reader phrasing',
  },
  {
    query: 'can I write text outside the plot area',
    expect: ['/docs/reference/place#clip', '/docs/tutorials/shapes#clipping-and-drawing-order'],
    from: 'reader phrasing',
  },
  {
    query: 'how do I turn csv rows into columns',
    expect: ['/docs/tutorials/data-loading#csv-with-typsts-csv'],
    from: 'reader phrasing',
  },
  {
    query: 'can lilaq write the values on contour lines',
    expect: ['/docs/reference/contour#good-to-know'],
    from: 'reader phrasing',
  },
  {
    query: 'why are my scatter points purple when I set alpha',
    expect: ['/docs/tutorials/marks#size-and-colour-per-point', '/docs/reference/scatter#alpha'],
    from: 'reader phrasing',
  },
  {
    query: 'what happens if my y function divides by zero',
    expect: ['/docs/tutorials/data-loading#computing-data', '/docs/recipes/plot-a-mathematical-function#what-to-change'],
    from: 'reader phrasing',
  },
  {
    query: 'what is the number with a plus sign at the end of my axis',
    expect: [
      '/docs/recipes/turn-off-the-tick-exponent#what-to-change',
      '/docs/reference/axis#offset',
      '/docs/tutorials/ticks#exponent-and-offset',
    ],
    from: 'reader phrasing',
  },
  {
    query: 'why do some date ticks show the month name instead of the day',
    expect: [
      '/docs/tutorials/time-series#limits-and-the-datetime-scale',
      '/docs/tutorials/time-series#custom-tick-labels',
      '/docs/reference/tick-format.datetime-smart-first',
    ],
    from: 'reader phrasing',
  },
];

/** Every query of the fifth held-out set, grouped by kind (the groups are in this order). */
export const heldOutGroups5 = {
  referenceLookups,
  taskQueries,
  axisQueries,
  styleQueries,
  releaseQueries,
  sitePageQueries,
  sentenceQueries,
} as const;

export const heldOutCases5: readonly HeldOutCase[] = Object.values(heldOutGroups5).flat();
