/**
 * The gallery's tags: what a figure shows, read from its example's code (the `lq.` paths it uses
 * and the named arguments of its calls, see lib/discover/calls.ts), plus the page's `level`
 * frontmatter. Nothing is tagged by hand: a new example is tagged the moment it exists.
 */
import { stripStringsAndComments } from '../figures/example-syntax';
import { newInLilaq050 } from './new-in-0.5';

export const levels = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof levels)[number];

/** The rows of tag buttons, in order. */
export const tagGroups = [
  { id: 'type', label: 'Plot type' },
  { id: 'scale', label: 'Scale' },
  { id: 'feature', label: 'Feature' },
  { id: 'level', label: 'Level' },
  { id: 'version', label: 'Version' },
] as const;
export type TagGroupId = (typeof tagGroups)[number]['id'];

/** Lilaq's plot functions, in the order the gallery lists them; each is a tag named after it. */
export const plotFunctions = [
  'plot',
  'scatter',
  'bar',
  'hbar',
  'stem',
  'hstem',
  'fill-between',
  'boxplot',
  'hboxplot',
  'colormesh',
  'contour',
  'quiver',
  'hlines',
  'vlines',
] as const;
export type PlotFunction = (typeof plotFunctions)[number];

/** Shapes and placed content, drawn in data coordinates. */
export const shapeFunctions = ['rect', 'ellipse', 'path', 'line', 'place'] as const;

/** Functions whose `label` argument makes a legend entry (Lilaq 0.5.0: the plot functions and the shapes but `place`). */
const legendFunctions: readonly string[] = [...plotFunctions, 'rect', 'ellipse', 'path', 'line'];

export const tagIds = [
  ...plotFunctions.slice(0, 7),
  'errorbar',
  ...plotFunctions.slice(7),
  'log',
  'symlog',
  'dates',
  'legend',
  'colorbar',
  'twin-axes',
  'shapes',
  'ticks',
  'themes',
  ...levels,
  'new-0.5',
] as const;
export type TagId = (typeof tagIds)[number];

export interface TagDefinition {
  id: TagId;
  /** The button's text. */
  label: string;
  group: TagGroupId;
}

const labels: Partial<Record<TagId, string>> = {
  errorbar: 'error bars',
  dates: 'dates and times',
  colorbar: 'colour bar',
  'twin-axes': 'twin axes',
  ticks: 'tick locators and formats',
  'new-0.5': 'new in 0.5',
};

function groupOf(id: TagId): TagGroupId {
  if ((plotFunctions as readonly string[]).includes(id) || id === 'errorbar') return 'type';
  if (id === 'log' || id === 'symlog' || id === 'dates') return 'scale';
  if ((levels as readonly string[]).includes(id)) return 'level';
  if (id === 'new-0.5') return 'version';
  return 'feature';
}

/** Every tag, in button order. */
export const tagDefinitions: readonly TagDefinition[] = tagIds.map((id) => ({ id, label: labels[id] ?? id, group: groupOf(id) }));

/** What the tags are read from: an example as lib/discover/page-examples.ts records it, and its page's level. */
export interface TagInput {
  /** `lq.` paths of the compiled source. */
  lqPaths: readonly string[];
  /** Named arguments of each `lq.` call, by path. */
  lqArgs: Readonly<Record<string, readonly string[]>>;
  /** The code shown on the page. */
  code: string;
  level?: Level;
}

/** `plot.with` is a use of `plot`. */
const bare = (path: string) => path.replace(/\.with$/, '');

/** Locators, formatters and scale pieces that exist for dates and times only. */
const datetimePath =
  /^(?:scale\.datetime|tick-locate\.(?:years|months|days|hours|minutes|seconds|datetime)|tick-format\.(?:set-)?datetime|(?:locate|format)-ticks-datetime)/;

/** Custom tick locators and formatters (not styling rules such as `set-tick`). */
const tickPath = /^(?:tick-locate|tick-format)\.|^(?:locate-ticks|locate-subticks|format-ticks)-/;

/**
 * Whether the code builds Typst `datetime` values (`datetime(year: …)`): plotted, they put the
 * axis on the datetime scale by themselves.
 */
export function usesDatetimeValues(code: string): boolean {
  return /(?<![\w.-])datetime\s*\(/.test(stripStringsAndComments(code));
}

/** The named arguments passed to `fn` (and `fn.with`) anywhere in the example. */
function argumentsOf(input: TagInput, fn: string): string[] {
  return Object.entries(input.lqArgs).flatMap(([path, names]) => (bare(path) === fn ? names : []));
}

/** Whether the example uses something Lilaq 0.5.0 added (see new-in-0.5.ts). */
export function usesNewIn050(input: TagInput): boolean {
  const { names, parameters, datetimeValues } = newInLilaq050;
  if (input.lqPaths.some((path) => names.some((name) => path === name || path.startsWith(`${name}.`)))) return true;
  if (parameters.some((p) => argumentsOf(input, p.function).includes(p.parameter))) return true;
  return datetimeValues && usesDatetimeValues(input.code);
}

/** The tags of one example, in button order. */
export function exampleTags(input: TagInput): TagId[] {
  const paths = new Set(input.lqPaths.map(bare));
  const has = (name: string) => paths.has(name);
  const tags = new Set<TagId>();
  for (const fn of plotFunctions) if (has(fn)) tags.add(fn);
  const errors = argumentsOf(input, 'plot').some((name) => name === 'xerr' || name === 'yerr');
  if (errors || has('errorbar') || has('set-errorbar')) tags.add('errorbar');
  if (has('scale.log')) tags.add('log');
  if (has('scale.symlog')) tags.add('symlog');
  if ([...paths].some((path) => datetimePath.test(path)) || usesDatetimeValues(input.code)) tags.add('dates');
  if (legendFunctions.some((fn) => argumentsOf(input, fn).includes('label')) || has('legend') || has('set-legend')) tags.add('legend');
  if (has('colorbar')) tags.add('colorbar');
  if (has('xaxis') || has('yaxis') || has('axis')) tags.add('twin-axes');
  if (shapeFunctions.some(has)) tags.add('shapes');
  if ([...paths].some((path) => tickPath.test(path))) tags.add('ticks');
  if ([...paths].some((path) => path.startsWith('theme.'))) tags.add('themes');
  if (input.level) tags.add(input.level);
  if (usesNewIn050(input)) tags.add('new-0.5');
  return tagIds.filter((id) => tags.has(id));
}

/** The sections of the gallery: one per plot function, then shapes, then everything else. */
export const galleryGroups = [
  { id: 'plot', title: 'Line plots', call: 'lq.plot' },
  { id: 'scatter', title: 'Scatter plots', call: 'lq.scatter' },
  { id: 'bar', title: 'Bar charts', call: 'lq.bar' },
  { id: 'hbar', title: 'Horizontal bar charts', call: 'lq.hbar' },
  { id: 'stem', title: 'Stem plots', call: 'lq.stem' },
  { id: 'hstem', title: 'Horizontal stem plots', call: 'lq.hstem' },
  { id: 'fill-between', title: 'Filled areas', call: 'lq.fill-between' },
  { id: 'boxplot', title: 'Box plots', call: 'lq.boxplot' },
  { id: 'hboxplot', title: 'Horizontal box plots', call: 'lq.hboxplot' },
  { id: 'colormesh', title: 'Colour meshes', call: 'lq.colormesh' },
  { id: 'contour', title: 'Contour plots', call: 'lq.contour' },
  { id: 'quiver', title: 'Vector fields', call: 'lq.quiver' },
  { id: 'hlines', title: 'Horizontal lines', call: 'lq.hlines' },
  { id: 'vlines', title: 'Vertical lines', call: 'lq.vlines' },
  { id: 'shapes', title: 'Shapes and placed content' },
  { id: 'other', title: 'Other figures' },
] as const satisfies readonly { id: PlotFunction | 'shapes' | 'other'; title: string; call?: string }[];
export type GalleryGroupId = (typeof galleryGroups)[number]['id'];

/**
 * Which plot function names a figure's section when it calls several: the specialised ones first,
 * since a line, scatter or reference line in a figure is more often the supporting part (a fit
 * through points, a mean over a band, a threshold over bars) than the other way round.
 */
const groupPrecedence: readonly PlotFunction[] = [
  'contour',
  'colormesh',
  'quiver',
  'boxplot',
  'hboxplot',
  'stem',
  'hstem',
  'bar',
  'hbar',
  'fill-between',
  'scatter',
  'plot',
  'hlines',
  'vlines',
];

/**
 * The section a figure is listed under without filters: the plot function it calls that comes
 * first in groupPrecedence, else shapes when it draws any, else "other" (helpers such as
 * `lq.linspace`, colour maps).
 */
export function primaryGroup(input: Pick<TagInput, 'lqPaths'>): GalleryGroupId {
  const paths = new Set(input.lqPaths.map(bare));
  const fn = groupPrecedence.find((name) => paths.has(name));
  if (fn) return fn;
  return shapeFunctions.some((name) => paths.has(name)) ? 'shapes' : 'other';
}
