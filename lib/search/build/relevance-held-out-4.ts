import type { HeldOutCase } from './relevance-held-out';

/**
 * A fourth held-out relevance set (issue 29), written after the first three (relevance-held-out.ts,
 * relevance-held-out-2.ts, relevance-held-out-3.ts) had each been measured once and seen. Same rules:
 * queries in readers' words, from Lilaq's issue tracker (the wording of real questions such as
 * rotated tick labels, legend columns, datetimes on the x axis, relative diagram widths, subticks on
 * log axes), a Typst forum thread on time series, other tools' vocabulary (gnuplot, seaborn,
 * matplotlib, pgfplots, ggplot2) and the site's own headings; none of them a query of
 * relevance-queries.ts (translation-table names included) or of the earlier held-out sets, and the
 * search engine never run on any of them while writing.
 *
 * `expect` lists the pages or sections that truly answer the query, judged by reading the pages; any
 * one of them among the first three pages counts as a pass. `from` says where the wording came from.
 */

/** Function and parameter names, partial names, typos, British spellings, other tools' words. */
const referenceLookups: readonly HeldOutCase[] = [
  { query: 'lq.line', expect: ['/docs/reference/line'], from: 'reference heading' },
  { query: 'lq.rect', expect: ['/docs/reference/rect'], from: 'reference heading' },
  { query: 'lq.title', expect: ['/docs/reference/title'], from: 'reference heading' },
  { query: 'lq.place', expect: ['/docs/reference/place'], from: 'Lilaq issue: lq.place with datetime' },
  { query: 'lq.hstem', expect: ['/docs/reference/hstem'], from: 'reference heading' },
  {
    query: 'legend dx',
    expect: ['/docs/reference/legend#dx', '/docs/tutorials/legend#placing-the-legend-outside'],
    from: 'reference heading',
  },
  { query: 'bar base', expect: ['/docs/reference/bar#base'], from: 'reference heading' },
  { query: 'hbar align', expect: ['/docs/reference/hbar#align'], from: 'reference heading' },
  { query: 'boxplot outliers', expect: ['/docs/reference/boxplot#outliers'], from: 'reference heading' },
  { query: 'boxplot mean', expect: ['/docs/reference/boxplot#mean'], from: 'reference heading' },
  { query: 'how many contour lines', expect: ['/docs/reference/contour#levels'], from: 'reader phrasing' },
  { query: 'quiver directions', expect: ['/docs/reference/quiver#directions'], from: 'reference heading' },
  { query: 'errorbar cap', expect: ['/docs/reference/errorbar#cap'], from: 'reference heading' },
  { query: 'load-txt header', expect: ['/docs/reference/load-txt#header'], from: 'reference heading' },
  { query: 'load-txt skip-rows', expect: ['/docs/reference/load-txt#skip-rows'], from: 'reference heading' },
  { query: 'tick-locate.days', expect: ['/docs/reference/tick-locate.days'], from: 'reference heading' },
  { query: 'tick-format.datetime format', expect: ['/docs/reference/tick-format.datetime#format'], from: 'reference heading' },
  { query: 'tick-locate.subticks-symlog', expect: ['/docs/reference/tick-locate.subticks-symlog'], from: 'reference heading' },
  {
    query: 'tick-locate.linear unit',
    expect: ['/docs/reference/tick-locate.linear#unit'],
    from: 'Lilaq pull request: unit for the linear locator',
  },
  { query: 'axis filter', expect: ['/docs/reference/axis#filter'], from: 'reference heading' },
  { query: 'tick shorten-sub', expect: ['/docs/reference/tick#shorten-sub'], from: 'reference heading' },
  { query: 'colorbar orientation', expect: ['/docs/reference/colorbar#orientation'], from: 'reference heading' },
  { query: 'colormesh norm', expect: ['/docs/reference/colormesh#norm'], from: 'reference heading' },
  { query: 'scatter norm', expect: ['/docs/reference/scatter#norm'], from: 'reference heading' },
  { query: 'plot z-index', expect: ['/docs/reference/plot#z-index'], from: 'reference heading' },
  { query: 'vec.subtract', expect: ['/docs/reference/vec.subtract'], from: 'reference heading' },
  { query: 'stme plot', expect: ['/docs/reference/stem'], from: 'typo' },
  { query: 'scale.datetime', expect: ['/docs/reference/scale.datetime'], from: 'reference heading' },
  { query: 'quievr', expect: ['/docs/reference/quiver'], from: 'typo' },
  { query: 'scater plot', expect: ['/docs/reference/scatter'], from: 'typo' },
  { query: 'violn plot', expect: ['/docs/recipes/violin-plot'], from: 'typo' },
  { query: 'linspcae', expect: ['/docs/reference/linspace'], from: 'typo' },
  { query: 'hboxplto', expect: ['/docs/reference/hboxplot'], from: 'typo' },
  { query: 'colourbar title', expect: ['/docs/reference/colorbar#label'], from: 'British spelling (Lilaq issue: add colorbars)' },
  { query: 'bar outline colour', expect: ['/docs/reference/bar#stroke'], from: 'British spelling' },
  {
    query: 'outlier colour',
    expect: ['/docs/reference/boxplot#outlier-fill', '/docs/reference/hboxplot#outlier-fill'],
    from: 'British spelling',
  },
  { query: 'with impulses', expect: ['/docs/reference/stem'], from: 'gnuplot vocabulary' },
  { query: 'with filledcurves', expect: ['/docs/reference/fill-between'], from: 'gnuplot vocabulary' },
  { query: 'with yerrorbars', expect: ['/docs/reference/plot#yerr'], from: 'gnuplot vocabulary' },
  { query: 'with boxes', expect: ['/docs/reference/bar'], from: 'gnuplot vocabulary' },
];

/** Tasks that a recipe, tutorial or example answers. */
const taskQueries: readonly HeldOutCase[] = [
  { query: 'label each bar with its value', expect: ['/docs/examples/bar-plot-with-numbers'], from: 'reader phrasing' },
  { query: 'group means with error bars from raw readings', expect: ['/docs/examples/bar-plot-with-errorbars'], from: 'reader phrasing' },
  { query: 'climate diagram', expect: ['/docs/examples/climograph'], from: 'reader phrasing' },
  {
    query: 'twin axis with its own plots',
    expect: ['/docs/tutorials/axis#separate-data-on-a-twin-axis', '/docs/examples/dual-axis'],
    from: 'matplotlib vocabulary (twin axes)',
  },
  { query: 'wavelength and photon energy axes', expect: ['/docs/tutorials/axis#the-same-data-in-other-units'], from: 'reader phrasing' },
  { query: 'draw a fractal curve', expect: ['/docs/examples/koch-snowflake'], from: 'reader phrasing' },
  { query: 'detail view of part of the curve', expect: ['/docs/examples/plot-within-a-plot'], from: 'reader phrasing' },
  { query: 'school maths style graph', expect: ['/docs/examples/schoolbook-style', '/themes#schoolbook'], from: 'reader phrasing' },
  { query: 'area chart with running totals', expect: ['/docs/examples/stacked-area-chart'], from: 'reader phrasing' },
  {
    query: 'read columns with load-txt',
    expect: ['/docs/examples/plot-data-from-csv', '/docs/tutorials/data-loading#csv-with-lqload-txt', '/docs/reference/load-txt'],
    from: 'reader phrasing',
  },
  {
    query: 'all marker symbols',
    expect: ['/docs/examples/styled-marks#variation-all-built-in-marks', '/docs/tutorials/marks#choosing-a-shape'],
    from: 'reader phrasing',
  },
  {
    query: 'heat map of a function of x and y',
    expect: ['/docs/recipes/3d-surface-plot', '/docs/reference/colormesh'],
    from: 'reader phrasing',
  },
  { query: 'annotation with an arrow', expect: ['/docs/recipes/annotate-a-point-with-an-arrow'], from: 'matplotlib vocabulary (annotate)' },
  { query: 'error bars different up and down', expect: ['/docs/recipes/asymmetric-error-bars'], from: 'reader phrasing' },
  { query: 'bar chart with text labels on x axis', expect: ['/docs/recipes/bar-chart-with-names-on-the-axis'], from: 'reader phrasing' },
  { query: 'frequency response plot', expect: ['/docs/recipes/bode-plot'], from: 'reader phrasing' },
  {
    query: 'compare distributions of several samples',
    expect: ['/docs/recipes/box-plots-of-several-groups', '/docs/chart-chooser#a-distribution'],
    from: 'reader phrasing',
  },
  { query: 'use a different font in the plot', expect: ['/docs/recipes/change-the-font-of-a-diagram'], from: 'reader phrasing' },
  { query: 'explain scatter colours with a colour bar', expect: ['/docs/recipes/colour-points-by-a-value'], from: 'British spelling' },
  {
    query: 'measurements over several weeks',
    expect: ['/docs/tutorials/time-series', '/docs/recipes/dates-on-the-x-axis'],
    from: 'Typst forum: how to plot time series charts using Lilaq',
  },
  { query: 'compile only the figure to png', expect: ['/docs/recipes/figure-in-a-file-of-its-own'], from: 'reader phrasing' },
  { query: 'use the plot in a word document', expect: ['/docs/recipes/figure-in-a-file-of-its-own'], from: 'reader phrasing' },
  {
    query: 'full width diagram',
    expect: ['/docs/recipes/fill-the-text-width', '/blog/release-0.5.0#diagrams-that-fill-their-container'],
    from: 'Lilaq issue: relative width for diagram',
  },
  { query: 'four diagrams in a square arrangement', expect: ['/docs/recipes/grid-of-diagrams'], from: 'reader phrasing' },
  {
    query: 'bars of two years next to each other per category',
    expect: ['/docs/recipes/grouped-bar-chart', '/docs/examples/bar-plot-with-numbers#variation-grouped-bars'],
    from: 'reader phrasing',
  },
  {
    query: 'matrix values written in coloured cells',
    expect: ['/docs/recipes/heatmap-with-numbers-in-the-cells'],
    from: 'British spelling',
  },
  { query: 'despine', expect: ['/docs/recipes/hide-the-top-and-right-axis-lines'], from: 'seaborn vocabulary' },
  { query: 'count values per bin', expect: ['/docs/recipes/histogram'], from: 'reader phrasing' },
  { query: 'city names beside the points', expect: ['/docs/recipes/label-points-with-text'], from: 'reader phrasing' },
  {
    query: 'set key outside',
    expect: ['/docs/recipes/legend-outside-the-diagram', '/docs/tutorials/legend#placing-the-legend-outside'],
    from: 'gnuplot vocabulary',
  },
  { query: 'curves distinguishable without colour', expect: ['/docs/recipes/lines-for-black-and-white-print'], from: 'British spelling' },
  { query: 'set log x', expect: ['/docs/recipes/logarithmic-axis', '/docs/reference/diagram#xscale'], from: 'gnuplot vocabulary' },
  { query: 'share of a whole as wedges', expect: ['/docs/recipes/pie-chart'], from: 'reader phrasing' },
  { query: 'plot sin(x) from 0 to 2 pi', expect: ['/docs/recipes/plot-a-mathematical-function'], from: 'reader phrasing' },
  { query: 'one line per column of a data file', expect: ['/docs/recipes/plot-several-columns-of-a-csv-file'], from: 'reader phrasing' },
  { query: 'plot radius against angle', expect: ['/docs/recipes/polar-plot'], from: 'reader phrasing' },
  { query: 'circles come out as ellipses', expect: ['/docs/recipes/same-scale-on-both-axes'], from: 'reader phrasing' },
  { query: 'marginal distributions', expect: ['/docs/recipes/scatter-with-marginal-histograms'], from: 'seaborn vocabulary' },
  { query: 'mark a recession period in the chart', expect: ['/docs/recipes/shade-a-region'], from: 'reader phrasing' },
  {
    query: 'three stacked panels sharing a time axis',
    expect: ['/docs/recipes/stack-diagrams-with-a-shared-x-axis'],
    from: 'reader phrasing',
  },
];

/** Axes, ticks, scales and number formatting. */
const axisQueries: readonly HeldOutCase[] = [
  {
    query: '45 degree rotated tick labels',
    expect: ['/docs/recipes/rotate-tick-labels'],
    from: 'Lilaq issue: alignment of 45° rotated labels',
  },
  {
    query: 'tick label anchor when rotated',
    expect: ['/docs/recipes/rotate-tick-labels'],
    from: 'Lilaq issue: custom tick anchors for rotated ticks',
  },
  {
    query: 'tick labels measured wrong after a show rule',
    expect: ['/docs/tutorials/ticks#styling-tick-labels', '/docs/reference/tick-label', '/blog/release-0.5.0#fixes'],
    from: 'Lilaq issue: tick labels modified with show are not measured correctly',
  },
  {
    query: 'subticks at 2 and 5 between decades',
    expect: ['/docs/reference/tick-locate.subticks-log#subs', '/docs/reference/tick-locate.subticks-log'],
    from: 'Lilaq issue: subticks on logarithmic axes',
  },
  {
    query: 'ticks in steps of 1024',
    expect: ['/docs/reference/axis#tick-distance', '/docs/tutorials/ticks#choosing-tick-positions'],
    from: 'Lilaq issue: non-power-of-10 tick-distance',
  },
  {
    query: 'ticks at multiples of pi chosen automatically',
    expect: [
      '/docs/reference/tick-locate.linear#unit',
      '/docs/examples/multiples-of-pi-scale#variation-let-lilaq-find-the-multiples',
      '/blog/release-0.4.0#ticks-in-units-of-your-choice',
    ],
    from: 'Lilaq pull request: unit for the linear locator',
  },
  { query: 'set yrange [0:*]', expect: ['/docs/reference/diagram#ylim', '/docs/tutorials/axis#axis-limits'], from: 'gnuplot vocabulary' },
  {
    query: 'lower y limit 0 and upper automatic',
    expect: ['/docs/reference/diagram#ylim', '/docs/quickstart#axis-limits', '/docs/tutorials/axis#axis-limits'],
    from: 'reader phrasing',
  },
  {
    query: 'ranking with 1 at the top',
    expect: ['/docs/recipes/reverse-an-axis', '/docs/reference/axis#inverted', '/blog/release-0.3.0#inverted-axes'],
    from: 'reader phrasing',
  },
  {
    query: 'set mxtics',
    expect: ['/docs/reference/axis#subticks', '/docs/tutorials/ticks#subticks'],
    from: 'gnuplot vocabulary',
  },
  { query: 'drop the tick at the end of the axis', expect: ['/docs/reference/axis#filter'], from: 'reader phrasing' },
  {
    query: 'additional tick with its own label',
    expect: ['/docs/reference/axis#extra-ticks', '/blog/release-0.4.0#more-control-over-ticks'],
    from: 'reader phrasing',
  },
  {
    query: 'set y2tics',
    expect: ['/docs/tutorials/axis#secondary-axes', '/docs/examples/dual-axis'],
    from: 'gnuplot vocabulary',
  },
  {
    query: 'powers of two on a log axis',
    expect: ['/docs/reference/scale.log#base', '/docs/recipes/logarithmic-axis'],
    from: 'reader phrasing',
  },
  { query: 'linscale', expect: ['/docs/reference/scale.symlog#linscale'], from: 'matplotlib vocabulary (SymLogNorm)' },
  {
    query: 'show day and month only on date ticks',
    expect: ['/docs/reference/tick-format.datetime#format', '/docs/tutorials/time-series#custom-tick-labels'],
    from: 'Lilaq issue: datetimes as keys (formatting)',
  },
  {
    query: 'ticks every three months',
    expect: ['/docs/reference/tick-locate.months#steps', '/docs/tutorials/time-series#choosing-tick-positions'],
    from: 'reader phrasing',
  },
  { query: 'axis line crossing at a data value', expect: ['/docs/reference/axis#position'], from: 'reader phrasing' },
  { query: 'horizontal y axis label', expect: ['/docs/reference/label#angle'], from: 'reader phrasing' },
  {
    query: 'longer tick marks',
    expect: ['/docs/reference/tick#inset', '/docs/reference/tick#outset', '/docs/tutorials/ticks#styling-ticks'],
    from: 'reader phrasing',
  },
  {
    query: 'subtract an offset from the tick labels',
    expect: ['/docs/reference/axis#offset', '/docs/tutorials/ticks#exponent-and-offset'],
    from: 'reader phrasing',
  },
  {
    query: 'minutes on the x axis',
    expect: ['/docs/tutorials/time-series#times-of-day', '/docs/reference/tick-locate.minutes'],
    from: 'reader phrasing',
  },
];

/** Legends, colours, themes and styling. */
const styleQueries: readonly HeldOutCase[] = [
  {
    query: 'legend entries in a row',
    expect: ['/docs/tutorials/legend#a-horizontal-legend-above-the-diagram', '/docs/recipes/legend-outside-the-diagram'],
    from: 'Lilaq issue: legend columns',
  },
  {
    query: 'move the legend away from the data',
    expect: ['/docs/reference/legend#position', '/docs/tutorials/legend#position-and-appearance'],
    from: 'reader phrasing',
  },
  { query: 'leave a line out of the legend', expect: ['/docs/tutorials/legend#labelling-plots'], from: 'reader phrasing' },
  { query: 'legend entry for a shaded rectangle', expect: ['/docs/tutorials/shapes#shapes-in-the-legend'], from: 'reader phrasing' },
  {
    query: 'petroff colours',
    expect: ['/docs/tutorials/cycles#the-default-cycle', '/blog/release-0.2.0#a-new-default-colour-cycle'],
    from: 'British spelling',
  },
  { query: 'palette safe for colour vision deficiency', expect: ['/docs/tutorials/cycles#the-default-cycle'], from: 'British spelling' },
  {
    query: 'different dash pattern for each line',
    expect: ['/docs/tutorials/cycles#colours-strokes-and-marks', '/docs/recipes/lines-for-black-and-white-print'],
    from: 'reader phrasing',
  },
  {
    query: 'batlow',
    expect: ['/docs/reference/color#available-maps', '/docs/tutorials/cycles#sampling-a-sequential-colour-map'],
    from: 'colour map name',
  },
  {
    query: 'fill the data area grey',
    expect: ['/docs/reference/diagram#fill', '/docs/tutorials/styling-and-themes#arguments-on-one-diagram'],
    from: 'reader phrasing',
  },
  { query: 'minimal theme without grid', expect: ['/themes#skyline'], from: 'reader phrasing' },
  { query: 'pale blue theme', expect: ['/themes#ocean'], from: 'reader phrasing' },
  {
    query: 'apply a theme to every diagram',
    expect: ['/docs/tutorials/styling-and-themes#built-in-themes', '/themes'],
    from: 'reader phrasing',
  },
  {
    query: 'default size for all diagrams',
    expect: ['/docs/tutorials/styling-and-themes#setting-diagram-defaults', '/docs/quickstart#style-all-diagrams-with-a-set-rule'],
    from: 'reader phrasing',
  },
  { query: 'draw my own marker with a function', expect: ['/docs/tutorials/marks#your-own-mark-shapes'], from: 'reader phrasing' },
  { query: 'thicker spines', expect: ['/docs/reference/spine#stroke'], from: 'matplotlib vocabulary (spines)' },
  { query: 'lq.cond-set grid kind', expect: ['/docs/reference/grid'], from: 'Lilaq issue: misaligned gridlines (grid kind)' },
];

/** Releases, blog posts and migration. */
const releaseQueries: readonly HeldOutCase[] = [
  { query: 'lq.tilings', expect: ['/blog/release-0.1.0#renamed-parameters-and-changed-inputs'], from: 'release notes 0.1.0' },
  {
    query: 'pos parameter of legend renamed',
    expect: ['/blog/release-0.1.0#renamed-parameters-and-changed-inputs'],
    from: 'release notes 0.1.0',
  },
  { query: 'what is the new name of the hexagon mark', expect: ['/blog/release-0.2.0#more-marks-new-names'], from: 'reader phrasing' },
  {
    query: 'hlines takes separate arguments now',
    expect: ['/blog/release-0.1.0#renamed-parameters-and-changed-inputs'],
    from: 'release notes 0.1.0',
  },
  { query: 'asterisk and star marks added', expect: ['/blog/release-0.2.0#more-marks-new-names'], from: 'release notes 0.2.0' },
  { query: 'horizontal colour bar new in 0.4', expect: ['/blog/release-0.4.0#a-proper-colour-bar'], from: 'British spelling' },
  { query: 'right-to-left documents legend fix', expect: ['/blog/release-0.4.0#legend-and-layout'], from: 'release notes 0.4.0' },
  {
    query: 'when did datetime support arrive',
    expect: ['/blog/release-0.5.0#dates-and-times-on-your-axes'],
    from: 'Lilaq pull request: datetime support',
  },
  {
    query: 'unknown variable format-ticks-log after update',
    expect: ['/blog/release-0.5.0#tick-locators-and-formatters-have-their-own-modules'],
    from: 'reader phrasing (error after upgrading)',
  },
  { query: 'try the alpha by cloning the repository', expect: ['/blog/release-0.0.1#how-to-try-it'], from: 'release notes 0.0.1' },
  {
    query: 'webassembly plugin for contours',
    expect: ['/blog/release-0.5.0#contours-and-box-plots-are-computed-by-komet'],
    from: 'release notes 0.5.0',
  },
  { query: 'hboxplot added in which release', expect: ['/blog/release-0.3.0#horizontal-box-plots'], from: 'reader phrasing' },
];

/** The site's own pages. */
const sitePageQueries: readonly HeldOutCase[] = [
  { query: 'first diagram step by step', expect: ['/docs/quickstart', '/docs/quickstart#your-first-line-plot'], from: 'reader phrasing' },
  { query: 'who is lilaq for', expect: ['/docs/intro#who-lilaq-is-for'], from: 'intro heading' },
  { query: 'add lilaq to my document', expect: ['/docs/quickstart#import-the-package'], from: 'reader phrasing' },
  { query: 'how-to guides', expect: ['/docs/recipes'], from: 'reader phrasing' },
  { query: 'showcase of finished plots', expect: ['/gallery', '/docs/examples'], from: 'reader phrasing' },
  { query: 'geom names in lilaq', expect: ['/cheat-sheet#ggplot2'], from: 'ggplot2 vocabulary' },
  { query: 'switching from pgfplots', expect: ['/cheat-sheet#pgfplots'], from: 'cheat sheet heading' },
  { query: 'every plot type with a picture', expect: ['/docs/plot-types'], from: 'reader phrasing' },
  { query: 'help me pick a chart type', expect: ['/docs/chart-chooser'], from: 'reader phrasing' },
  // The newest release post since 0.6.0 was announced (it was release-0.5.0 when the set was written).
  { query: 'latest release announcement', expect: ['/blog/release-0.6.0'], from: 'reader phrasing' },
  {
    query: 'lilaq and typst built-in features',
    expect: ['/docs/intro#how-lilaq-relates-to-typsts-built-in-features'],
    from: 'intro heading',
  },
  { query: 'why pictures in typst', expect: ['/blog/talk-typst-meetup-2024#why-pictures-in-typst'], from: 'blog heading' },
];

/** Whole questions, as a reader types them. */
const sentenceQueries: readonly HeldOutCase[] = [
  {
    query: 'how do I plot values against dates',
    expect: ['/docs/recipes/dates-on-the-x-axis', '/docs/tutorials/time-series'],
    from: 'Lilaq issue: support datetimes as keys',
  },
  {
    query: 'how do I make a diagram fill half the text width',
    expect: ['/docs/recipes/fill-the-text-width', '/docs/reference/diagram#width'],
    from: 'Lilaq issue: relative width and height for diagram',
  },
  {
    query: 'why are my rotated labels not lined up with the ticks',
    expect: ['/docs/recipes/rotate-tick-labels'],
    from: 'Lilaq issue: alignment of 45° rotated labels',
  },
  {
    query: 'how can I put the legend to the right of the plot',
    expect: ['/docs/recipes/legend-outside-the-diagram', '/docs/tutorials/legend#placing-the-legend-outside'],
    from: 'reader phrasing',
  },
  { query: 'how can I hide the grid lines in one diagram', expect: ['/docs/reference/diagram#grid'], from: 'reader phrasing' },
  {
    query: 'can I pass a function instead of y values',
    expect: ['/blog/release-0.5.0#functions-as-y-values', '/docs/reference/plot#y', '/docs/recipes/plot-a-mathematical-function'],
    from: 'reader phrasing',
  },
  {
    query: 'can I use typst csv function with lilaq',
    expect: ['/docs/tutorials/data-loading#csv-with-typsts-csv', '/docs/examples/plot-data-from-csv#variation-typsts-csv-function'],
    from: 'reader phrasing',
  },
  {
    query: 'how do I make all diagrams in my document look the same',
    expect: ['/docs/quickstart#style-all-diagrams-with-a-set-rule', '/docs/tutorials/styling-and-themes#setting-diagram-defaults'],
    from: 'reader phrasing',
  },
  {
    query: 'does the width of a diagram include the axis labels',
    expect: ['/docs/quickstart#size', '/docs/reference/diagram#width', '/docs/recipes/fill-the-text-width'],
    from: 'Lilaq pull request: fixed size of the full diagram',
  },
  {
    query: 'how can I show two quantities with different units in one plot',
    expect: ['/docs/examples/dual-axis', '/docs/chart-chooser#two-quantities-with-different-units'],
    from: 'reader phrasing',
  },
  {
    query: 'can lilaq draw a heatmap',
    expect: ['/docs/reference/colormesh', '/docs/recipes/heatmap-with-numbers-in-the-cells'],
    from: 'reader phrasing',
  },
  { query: 'how do I draw a vertical line at x = 2', expect: ['/docs/reference/vlines'], from: 'reader phrasing' },
  { query: 'how do I show the density shape of each group', expect: ['/docs/recipes/violin-plot'], from: 'reader phrasing' },
  { query: 'how do I pick which colours the scatter values map to', expect: ['/docs/reference/scatter#map'], from: 'British spelling' },
  {
    query: 'why does my axis show 1.2 instead of 12000',
    expect: ['/docs/recipes/turn-off-the-tick-exponent', '/docs/tutorials/ticks#exponent-and-offset'],
    from: 'reader phrasing',
  },
  {
    query: 'how can I draw a rectangle at data coordinates',
    expect: ['/docs/reference/rect', '/docs/tutorials/shapes#shapes-at-data-coordinates'],
    from: 'reader phrasing',
  },
  { query: 'how do I colour negative bars red', expect: ['/docs/reference/bar#fill', '/docs/reference/bar'], from: 'British spelling' },
  {
    query: 'what is the difference between plot and scatter',
    expect: ['/docs/plot-types#scatter', '/docs/quickstart#scatter-and-bar-plots'],
    from: 'reader phrasing',
  },
];

/** Every query of the fourth held-out set, grouped by kind (the groups are in this order). */
export const heldOutGroups4 = {
  referenceLookups,
  taskQueries,
  axisQueries,
  styleQueries,
  releaseQueries,
  sitePageQueries,
  sentenceQueries,
} as const;

export const heldOutCases4: readonly HeldOutCase[] = Object.values(heldOutGroups4).flat();
