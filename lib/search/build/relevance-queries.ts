import type { TranslationEntry } from '../types';
import type { RelevanceCase } from './relevance';
import { heldOutCases } from './relevance-held-out';
import { heldOutCases2 } from './relevance-held-out-2';
import { heldOutCases3 } from './relevance-held-out-3';
import { heldOutCases4 } from './relevance-held-out-4';
import { heldOutCases5 } from './relevance-held-out-5';

/** A recipe page's URL. */
const recipe = (slug: string) => `/docs/recipes/${slug}`;

/**
 * Queries a reader would type, each with the page or section that must be among the first three
 * results (see relevance.ts). Written from the site's pages, not tuned to the engine: plot types,
 * axes and ticks, legends and marks, typos, British spellings, other tools' vocabulary, phrases.
 */
export const relevanceCases: readonly RelevanceCase[] = [
  // Plot types, by Lilaq's name and by other names
  { query: 'line plot', expect: '/docs/reference/plot' },
  { query: 'scatter', expect: '/docs/reference/scatter' },
  { query: 'scatter plot', expect: '/docs/reference/scatter' },
  { query: 'bar chart', expect: '/docs/reference/bar' },
  { query: 'horizontal bar chart', expect: '/docs/reference/hbar' },
  { query: 'stem plot', expect: '/docs/reference/stem' },
  { query: 'horizontal stem', expect: '/docs/reference/hstem' },
  { query: 'box plot', expect: '/docs/reference/boxplot' },
  { query: 'box and whisker', expect: '/docs/reference/boxplot' },
  { query: 'horizontal boxplot', expect: '/docs/reference/hboxplot' },
  { query: 'heatmap', expect: '/docs/reference/colormesh' },
  { query: 'pcolormesh', expect: '/docs/reference/colormesh' },
  { query: 'contour lines', expect: '/docs/reference/contour' },
  { query: 'vector field', expect: '/docs/reference/quiver' },
  { query: 'quiver arrows', expect: '/docs/reference/quiver' },
  { query: 'error bars', expect: '/docs/reference/errorbar' },
  { query: 'fill between', expect: '/docs/reference/fill-between' },
  { query: 'stacked area chart', expect: '/docs/examples/stacked-area-chart' },
  { query: 'histogram', expect: '/docs/reference/bar' },
  { query: 'axhline', expect: '/docs/reference/hlines' },
  { query: 'vertical lines', expect: '/docs/reference/vlines' },
  { query: 'rectangle', expect: '/docs/reference/rect' },
  { query: 'circle', expect: '/docs/reference/ellipse' },
  { query: 'polygon', expect: '/docs/reference/path' },
  { query: 'text annotation', expect: '/docs/reference/place' },
  { query: 'arrows', expect: '/docs/tutorials/shapes#lines-and-arrows' },
  // Typos and partial words
  { query: 'scater', expect: '/docs/reference/scatter' },
  { query: 'legnd', expect: '/docs/reference/legend' },
  { query: 'colormesg', expect: '/docs/reference/colormesh' },
  { query: 'histgram', expect: '/docs/reference/bar' },
  { query: 'logarithmc scale', expect: '/docs/reference/scale.log' },
  { query: 'linspa', expect: '/docs/reference/linspace' },
  { query: 'quiv', expect: '/docs/reference/quiver' },
  // British spellings
  { query: 'colourbar', expect: '/docs/reference/colorbar' },
  { query: 'colour map', expect: '/docs/reference/color#available-maps' },
  { query: 'colour cycle', expect: '/docs/tutorials/cycles' },
  { query: 'colour per point', expect: '/docs/tutorials/marks#size-and-colour-per-point' },
  { query: 'normalise colours', expect: '/docs/reference/colormesh#norm' },
  // Axes
  { query: 'log scale', expect: '/docs/reference/scale.log' },
  { query: 'logarithmic axis', expect: '/docs/reference/scale.log' },
  { query: 'symlog', expect: '/docs/reference/scale.symlog' },
  { query: 'axis limits', expect: '/docs/tutorials/axis#axis-limits' },
  { query: 'xlim', expect: '/docs/reference/diagram#xlim' },
  { query: 'invert axis', expect: '/docs/tutorials/axis#inverted-axes' },
  { query: 'reverse y axis', expect: ['/docs/tutorials/axis#inverted-axes', recipe('reverse-an-axis')] },
  { query: 'twin axis', expect: '/docs/tutorials/axis#separate-data-on-a-twin-axis' },
  { query: 'secondary axis', expect: '/docs/tutorials/axis#secondary-axes' },
  { query: 'second y axis', expect: '/docs/examples/dual-axis' },
  { query: 'twinx', expect: '/docs/tutorials/axis#separate-data-on-a-twin-axis' },
  { query: 'axis line', expect: '/docs/reference/spine' },
  { query: 'axes through origin', expect: '/docs/examples/schoolbook-style' },
  { query: 'grid lines', expect: '/docs/reference/grid' },
  { query: 'date axis', expect: '/docs/reference/scale.datetime' },
  { query: 'axis label', expect: '/docs/reference/label' },
  { query: 'mirror axis', expect: '/docs/tutorials/axis#placement-and-mirrors' },
  // Ticks
  { query: 'minor ticks', expect: '/docs/tutorials/ticks#subticks' },
  { query: 'subticks', expect: '/docs/reference/axis#subticks' },
  { query: 'tick labels', expect: '/docs/reference/tick-label' },
  { query: 'rotate tick labels', expect: '/docs/tutorials/ticks#styling-tick-labels' },
  { query: 'tick spacing', expect: '/docs/reference/axis#tick-distance' },
  { query: 'manual ticks', expect: '/docs/reference/tick-locate.manual' },
  { query: 'custom tick labels', expect: '/docs/tutorials/time-series#custom-tick-labels' },
  { query: 'scientific notation', expect: '/docs/tutorials/ticks#exponent-and-offset' },
  { query: 'monthly ticks', expect: '/docs/reference/tick-locate.months' },
  { query: 'tick-locate.months', expect: '/docs/reference/tick-locate.months' },
  { query: 'tick format datetime', expect: '/docs/reference/tick-format.datetime' },
  { query: 'multiples of pi', expect: '/docs/examples/multiples-of-pi-scale' },
  // Legends, titles, marks, styles
  { query: 'legend position', expect: '/docs/reference/legend#position' },
  { query: 'legend location', expect: '/docs/reference/legend#position' },
  { query: 'legend outside', expect: '/docs/tutorials/legend#placing-the-legend-outside' },
  { query: 'diagram title', expect: '/docs/reference/diagram#title' },
  { query: 'marker style', expect: '/docs/tutorials/marks' },
  { query: 'marker size', expect: '/docs/reference/plot#mark-size' },
  { query: 'mark-size', expect: '/docs/reference/plot#mark-size' },
  { query: 'smooth line', expect: '/docs/reference/plot#smooth' },
  { query: 'step plot', expect: '/docs/reference/plot#step' },
  { query: 'transparency', expect: '/docs/reference/scatter#alpha' },
  { query: 'zorder', expect: '/docs/tutorials/shapes#clipping-and-drawing-order' },
  { query: 'built-in themes', expect: '/docs/tutorials/styling-and-themes#built-in-themes' },
  { query: 'set rule', expect: '/docs/tutorials/styling-and-themes#set-rules-for-lilaq-elements' },
  { query: 'figure size', expect: '/docs/reference/diagram#width' },
  { query: 'subplots', expect: ['/docs/quickstart#several-plots-in-one-diagram', recipe('grid-of-diagrams')] },
  // Phrases, insets, data, maths
  { query: 'inset', expect: '/docs/examples/plot-within-a-plot' },
  { query: 'plot inside another plot', expect: '/docs/examples/plot-within-a-plot' },
  { query: 'vector addition', expect: '/docs/reference/vec.add' },
  { query: 'dot product', expect: '/docs/reference/vec.inner' },
  { query: 'evenly spaced numbers', expect: '/docs/reference/linspace' },
  { query: 'read csv', expect: '/docs/reference/load-txt' },
  { query: 'plot data from csv file', expect: '/docs/examples/plot-data-from-csv' },
  { query: 'json data', expect: '/docs/tutorials/data-loading#json' },
  { query: 'time series', expect: '/docs/tutorials/time-series' },
  { query: 'lq.plot', expect: '/docs/reference/plot' },
  { query: 'scale.log', expect: '/docs/reference/scale.log' },
  { query: 'install', expect: '/docs/quickstart#import-the-package' },
  { query: 'koch snowflake fractal', expect: '/docs/examples/koch-snowflake' },
  // Parameters and details
  { query: 'bar width', expect: '/docs/reference/bar#width' },
  { query: 'error bar caps', expect: '/docs/reference/errorbar#cap' },
  { query: 'outliers', expect: '/docs/reference/boxplot#outliers' },
  { query: 'contour levels', expect: '/docs/reference/contour#levels' },
  { query: 'legend inside', expect: '/docs/tutorials/legend#position-and-appearance' },
  { query: 'datetime ticks', expect: ['/docs/tutorials/time-series#choosing-tick-positions', '/docs/reference/tick-format.datetime'] },
  { query: 'mark every nth point', expect: '/docs/tutorials/marks#marks-on-every-n-th-point' },
  { query: 'custom mark shape', expect: '/docs/tutorials/marks#your-own-mark-shapes' },
  { query: 'themes', expect: '/docs/tutorials/styling-and-themes#built-in-themes' },
  { query: 'load json', expect: '/docs/tutorials/data-loading#json' },
  { query: 'colour bar label', expect: '/docs/reference/colorbar#label' },
  { query: 'log axis base 2', expect: '/docs/reference/scale.log#base' },
  // Added later as a check, written from the pages before the ranking was retuned (see README.md)
  { query: 'hide axis', expect: '/docs/reference/axis#hidden' },
  { query: 'legend background', expect: '/docs/reference/legend#fill' },
  { query: 'numbers on top of bars', expect: '/docs/examples/bar-plot-with-numbers' },
  { query: 'grouped bar chart', expect: '/docs/examples/bar-plot-with-numbers#variation-grouped-bars' },
  { query: 'tick length', expect: ['/docs/tutorials/ticks#styling-ticks', '/docs/reference/tick#inset', '/docs/reference/tick#outset'] },
  { query: 'viridis', expect: '/docs/reference/color#available-maps' },
  { query: 'boxplot whisker colour', expect: '/docs/reference/boxplot#whisker' },
  { query: 'climate chart', expect: '/docs/examples/climograph' },
  { query: 'plot margins', expect: '/docs/reference/diagram#margin' },
  { query: 'arrow at end of axis', expect: '/docs/reference/axis#tip' },
];

/**
 * Questions as readers ask them, and the rest of the site (blog, themes page, cheat sheet), written
 * from the pages' headings before the engine was run on them (issue 21).
 */
export const questionCases: readonly RelevanceCase[] = [
  { query: 'how do I put the legend outside', expect: '/docs/tutorials/legend#placing-the-legend-outside' },
  { query: 'log scale on y', expect: '/docs/reference/scale.log' },
  { query: 'how to change the colour of a line', expect: '/docs/reference/plot#color' },
  { query: 'how do I set axis limits', expect: '/docs/tutorials/axis#axis-limits' },
  { query: 'change the size of the diagram', expect: '/docs/reference/diagram' },
  { query: 'add a title to my plot', expect: '/docs/reference/diagram#title' },
  {
    query: 'how to load data from a csv file',
    expect: ['/docs/tutorials/data-loading', '/docs/examples/plot-data-from-csv', '/docs/reference/load-txt'],
  },
  { query: 'remove the legend frame', expect: '/docs/reference/legend' },
  { query: 'how do I rotate tick labels', expect: '/docs/tutorials/ticks#styling-tick-labels' },
  { query: 'put a tick every 0.5', expect: '/docs/reference/axis#tick-distance' },
  { query: 'hide the axis on the top and right', expect: '/docs/reference/axis#mirror' },
  { query: 'dates on the x axis', expect: '/docs/tutorials/time-series' },
  { query: 'plot a function', expect: ['/docs/reference/plot', recipe('plot-a-mathematical-function')] },
  { query: 'colour map for a heatmap', expect: '/docs/reference/colormesh' },
  { query: 'change the default colours', expect: '/docs/tutorials/cycles' },
  { query: 'how do I draw an arrow', expect: '/docs/tutorials/shapes#lines-and-arrows' },
  { query: 'fill the area under a curve', expect: '/docs/reference/fill-between' },
  { query: 'how do I add error bars to a bar chart', expect: ['/docs/examples/bar-plot-with-errorbars', '/docs/reference/errorbar'] },
  { query: 'apply a theme to all diagrams', expect: ['/themes', '/docs/tutorials/styling-and-themes'] },
  { query: 'dark theme', expect: '/themes' },
  { query: 'what is new in 0.5.0', expect: '/blog/release-0.5.0' },
  { query: 'release notes 0.3.0', expect: '/blog/release-0.3.0' },
  { query: 'typst meetup talk', expect: '/blog/talk-typst-meetup-2024' },
  { query: 'cheat sheet', expect: '/cheat-sheet' },
  { query: 'which typst version do I need', expect: '/docs/intro#requirements' },
  { query: 'install lilaq', expect: '/docs/quickstart#import-the-package' },
  { query: 'style all diagrams at once', expect: '/docs/tutorials/styling-and-themes' },
  { query: 'make the points bigger', expect: '/docs/tutorials/marks' },
  { query: 'change the marker shape', expect: '/docs/tutorials/marks#choosing-a-shape' },
  { query: 'tick locators got their own module', expect: '/blog/release-0.5.0' },
  { query: 'how do I plot data from json', expect: '/docs/tutorials/data-loading#json' },
  { query: 'label the axes', expect: '/docs/reference/diagram' },
  { query: 'numbers on the bars', expect: '/docs/examples/bar-plot-with-numbers' },
  { query: 'logarithmic colour scale', expect: '/docs/reference/colormesh#norm' },
  { query: 'axis in the middle', expect: ['/docs/examples/schoolbook-style', '/docs/tutorials/axis#placement-and-mirrors'] },
  { query: 'draw a horizontal line at y = 0', expect: '/docs/reference/hlines' },
  { query: 'font size of tick labels', expect: ['/docs/tutorials/ticks#styling-tick-labels', recipe('change-the-font-of-a-diagram')] },
  { query: 'smooth curve through points', expect: '/docs/reference/plot#smooth' },
  { query: 'what is lilaq', expect: '/docs/intro' },
  { query: 'misty theme', expect: '/themes#misty' },
  { query: 'release with dates and times on axes', expect: '/blog/release-0.5.0' },
  { query: 'how do I change the colour cycle', expect: '/docs/tutorials/cycles' },
  { query: 'dashed grid lines', expect: '/docs/reference/grid' },
  { query: 'make the y axis start at zero', expect: '/docs/tutorials/axis#axis-limits' },
  { query: 'horizontal box plots release', expect: '/blog/release-0.3.0' },
];

/**
 * Short queries for the "How do I…" recipes, in the words a reader would type for each task, one or
 * two per recipe. Written from the list of recipe titles before the recipe pages (and their
 * `questions`) existed, and before the engine was run on them; each expects its recipe.
 */
export const recipeCases: readonly RelevanceCase[] = [
  { query: 'clustered bar chart', expect: recipe('grouped-bar-chart') },
  { query: 'grouped bars', expect: recipe('grouped-bar-chart') },
  { query: 'stacked bar chart', expect: recipe('stacked-bar-chart') },
  { query: 'bars on top of each other', expect: recipe('stacked-bar-chart') },
  { query: 'category names under the bars', expect: recipe('bar-chart-with-names-on-the-axis') },
  { query: 'histogram bins', expect: recipe('histogram') },
  { query: 'scatter plot with marginal histograms', expect: recipe('scatter-with-marginal-histograms') },
  { query: 'box plots for several groups', expect: recipe('box-plots-of-several-groups') },
  { query: 'asymmetric error bars', expect: recipe('asymmetric-error-bars') },
  { query: 'different upper and lower error', expect: recipe('asymmetric-error-bars') },
  { query: 'pie chart', expect: recipe('pie-chart') },
  { query: 'donut chart', expect: recipe('pie-chart') },
  { query: 'violin plot', expect: recipe('violin-plot') },
  { query: 'scientific notation axis off', expect: recipe('turn-off-the-tick-exponent') },
  { query: 'remove x10 exponent', expect: recipe('turn-off-the-tick-exponent') },
  { query: 'plot dates on the x axis', expect: recipe('dates-on-the-x-axis') },
  { query: 'rotate x labels 45 degrees', expect: recipe('rotate-tick-labels') },
  { query: 'logarithmic y axis', expect: recipe('logarithmic-axis') },
  { query: 'same aspect ratio', expect: recipe('same-scale-on-both-axes') },
  { query: 'equal axis scaling', expect: recipe('same-scale-on-both-axes') },
  { query: 'remove top and right spines', expect: recipe('hide-the-top-and-right-axis-lines') },
  { query: 'ticks at specific values', expect: [recipe('ticks-at-chosen-positions'), '/docs/reference/axis#ticks'] },
  { query: 'flip the y axis', expect: recipe('reverse-an-axis') },
  { query: 'bode plot', expect: recipe('bode-plot') },
  { query: 'frequency response magnitude and phase', expect: recipe('bode-plot') },
  { query: 'plot as wide as the text', expect: recipe('fill-the-text-width') },
  { query: 'shared x axis subplots', expect: recipe('stack-diagrams-with-a-shared-x-axis') },
  { query: 'groupplots', expect: recipe('grid-of-diagrams') },
  { query: 'grid of plots', expect: recipe('grid-of-diagrams') },
  { query: 'figure for word document', expect: recipe('figure-in-a-file-of-its-own') },
  { query: 'export plot as png', expect: recipe('figure-in-a-file-of-its-own') },
  { query: 'legend outside plot', expect: recipe('legend-outside-the-diagram') },
  { query: 'change the font of a plot', expect: recipe('change-the-font-of-a-diagram') },
  { query: 'polar coordinates', expect: recipe('polar-plot') },
  { query: '3d surface plot', expect: recipe('3d-surface-plot') },
  { query: 'label each point', expect: recipe('label-points-with-text') },
  { query: 'arrow pointing at a point', expect: recipe('annotate-a-point-with-an-arrow') },
  { query: 'shade a region', expect: recipe('shade-a-region') },
  { query: 'highlight an x range', expect: recipe('shade-a-region') },
  { query: 'colour points by value', expect: recipe('colour-points-by-a-value') },
  { query: 'heatmap with numbers in cells', expect: recipe('heatmap-with-numbers-in-the-cells') },
  { query: 'black and white print line styles', expect: recipe('lines-for-black-and-white-print') },
  { query: 'plot sin x', expect: recipe('plot-a-mathematical-function') },
  { query: 'plot several columns of a csv', expect: recipe('plot-several-columns-of-a-csv-file') },
];

/**
 * Tasks that other pages answer best: the 0.5.0 release notes, the time-series tutorial (ahead of
 * reference pages that merely mention dates) and the chart chooser. Written before the engine was
 * run on them.
 */
export const taskCases: readonly RelevanceCase[] = [
  { query: "what's new in 0.5", expect: '/blog/release-0.5.0' },
  { query: 'new in lilaq 0.5', expect: '/blog/release-0.5.0' },
  { query: 'dates on an axis', expect: '/docs/tutorials/time-series' },
  { query: 'date axis', expect: '/docs/tutorials/time-series' },
  { query: 'time on x axis', expect: '/docs/tutorials/time-series' },
  { query: 'which chart should I use', expect: '/docs/chart-chooser' },
  { query: 'choose a plot type for my data', expect: '/docs/chart-chooser' },
];

const ref = (name: string) => `/docs/reference/${name}`;

/**
 * Issue 28: every part of the anatomy figure (content/docs/quickstart.mdx) by the name a reader
 * gives it, leading to the element or parameter that draws it.
 */
export const partCases: readonly RelevanceCase[] = [
  { query: 'tick label', expect: ref('tick-label') },
  { query: 'numbers on the axis', expect: ref('tick-label') },
  { query: 'x axis numbers', expect: ref('tick-label') },
  { query: 'axis title', expect: ref('label') },
  { query: 'x axis title', expect: [ref('label'), `${ref('diagram')}#xlabel`] },
  { query: 'y axis title', expect: [ref('label'), `${ref('diagram')}#ylabel`] },
  { query: 'x axis label', expect: [ref('label'), `${ref('diagram')}#xlabel`] },
  { query: 'plot title', expect: ref('title') },
  { query: 'legend box', expect: ref('legend') },
  { query: 'legend entry', expect: ref('legend') },
  { query: 'tick mark', expect: ref('tick') },
  { query: 'minor ticks', expect: ref('axis') },
  { query: 'axis line', expect: ref('spine') },
  { query: 'axis border', expect: ref('spine') },
  { query: 'grid lines', expect: ref('grid') },
  { query: 'colour bar', expect: ref('colorbar') },
  { query: 'second y axis', expect: ref('axis') },
  { query: 'error bars', expect: ref('errorbar') },
  { query: 'scatter points', expect: ref('scatter') },
  { query: 'tick exponent', expect: [ref('axis'), recipe('turn-off-the-tick-exponent')] },
];

/** How many rows of the translation table the suite asks for. */
export const TRANSLATION_SAMPLE = 150;

/** A query as the held-out sets compare queries: ignoring case and all white space. */
const normalise = (query: string) => query.toLowerCase().replace(/\s+/g, '');

/**
 * Every query of the held-out sets (relevance-held-out*.ts), normalised. Only the text is read
 * here, to keep those queries out of the sample below; no set is measured through this list (the
 * fifth stays unmeasured: relevance.test.ts does not import it).
 */
const heldOutQueries: ReadonlySet<string> = new Set(
  [heldOutCases, heldOutCases2, heldOutCases3, heldOutCases4, heldOutCases5].flatMap((cases) =>
    cases.map((testCase) => normalise(testCase.query)),
  ),
);

/**
 * Rows of the translation table at even steps over the whole table (every tool in its share), not
 * chosen by whether they pass: the query is the row's name, the expected page its href's page.
 * Rows named as a held-out query (ignoring case and white space) are left out before sampling, so
 * that no held-out query is also a tuning query: a row added after a set was written may share
 * one of its queries' names, and the suite would then test that query twice.
 */
export function translationCases(table: readonly TranslationEntry[], count = TRANSLATION_SAMPLE): RelevanceCase[] {
  const eligible = table.filter((row) => !heldOutQueries.has(normalise(row.name)));
  const size = Math.min(count, eligible.length);
  return Array.from({ length: size }, (_, i) => eligible[Math.floor((i * eligible.length) / size)] as TranslationEntry).map((row) => ({
    query: row.name,
    expect: row.href.split('#')[0] as string,
  }));
}

/** The suite the ranking was first tuned on (lib/search/README.md): every list above. */
export function suiteCases(table: readonly TranslationEntry[]): RelevanceCase[] {
  return [...relevanceCases, ...translationCases(table), ...questionCases, ...recipeCases, ...taskCases, ...partCases];
}
