/**
 * Lilaq's messages as a reader sees them: Typst's prefix for each kind of check, and a template
 * with its variable parts filled with concrete values (numbers, names, repr'd values). The tests
 * of the matcher and of the search paste these.
 */
import type { LilaqMessage, MessageKind } from './types';

export const PRINTED_PREFIX: Record<MessageKind, string> = {
  assert: 'assertion failed: ',
  'assert.eq': 'equality assertion failed: ',
  'assert.ne': 'inequality assertion failed: ',
  panic: 'panicked with: ',
};

/** A value of the kind the expression stands for: a count for lengths and indices, a name otherwise. */
function sample(expression: string): string {
  if (/len|^n$|index|start|^x0$|^x1$/.test(expression)) return '3';
  if (expression === 'prefix') return '`plot()`: ';
  if (expression === '…') return '';
  if (/^type\(/.test(expression)) return 'string';
  if (expression === 'kind') return 'y';
  return 'foo';
}

/** The message with concrete values, as Typst prints it (a panic's message is quoted). */
export function filledMessage(message: Pick<LilaqMessage, 'kind' | 'template'>): string {
  const text = message.template.replace(/\{([^}]*)\}/g, (_, expression: string) => sample(expression));
  return message.kind === 'panic' ? JSON.stringify(text) : text;
}

/** Messages as Typst printed them when the mistakes were compiled with Lilaq 0.5.0, with the entry of each. */
export const COMPILED_MESSAGES: ReadonlyArray<readonly [message: string, id: string]> = [
  ['unexpected argument: linewidth', 'unexpected-argument'],
  ['unknown variable: lq', 'unknown-variable'],
  ['module `lilaq` does not contain `hist`', 'module-does-not-contain'],
  ['expected length, color, gradient, tiling, dictionary, or stroke, found string', 'expected-stroke-found-string'],
  ['expected color, gradient, tiling, or none, found string', 'expected-fill-found-string'],
  ['expected float, found string', 'expected-float-found-string'],
  ['expected float, found array', 'expected-found'],
  ["assertion failed: field 'legend' of element 'diagram': expected none, dictionary or content, found boolean", 'legend-true'],
  [
    "assertion failed: field 'width' of element 'diagram': expected length, relative length or ratio, found integer",
    'field-of-element-expected-found',
  ],
  ["assertion failed: elembic: element 'legend': unknown named field 'foo'", 'unknown-named-field'],
  ["assertion failed: elembic: element 'diagram': unknown named field 'extra-ticks'", 'unknown-named-field'],
  ['cannot subtract length from datetime', 'cannot-subtract-length-from-datetime'],
  ["assertion failed: `plot()`: The dimensions for x (3) and y (2) don't match", 'the-dimensions-for-x-and-y-don-t-match'],
  [
    'panicked with: "The provided value matches none of the given types. Found integer"',
    'the-provided-value-matches-none-of-the-given-types-found',
  ],
  [
    'equality assertion failed: `colormesh`: The number of `y` coordinates and the number of rows in `z` must match. Found 2 != 3',
    'colormesh-the-number-of-y-coordinates-and-the-number-of',
  ],
  ['panicked with: "Unexpected child `[x]`. Expected a plot or an axis. "', 'unexpected-child-expected-a-plot-or-an-axis'],
  [
    'equality assertion failed: `legend.position` needs to be a pair of coordinates, got (1, 2, 3)',
    'legend-position-needs-to-be-a-pair-of-coordinates-got',
  ],
  ['assertion failed: Unknown mark "q"', 'unknown-mark'],
  ['assertion failed: Boxplot data needs to specify "median"', 'boxplot-data-needs-to-specify'],
];
