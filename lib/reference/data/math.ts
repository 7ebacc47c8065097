import type { RefDefinition, RefParam } from '../types';

/** The one argument of cmin and cmax. */
const nanSkippingValues: RefParam = {
  name: 'values',
  kind: 'positional',
  required: true,
  types: ['array'],
  description: 'The numbers to search. Entries that are `float.nan` are dropped first; if the array is then empty, the result is `none`.',
};

export const mathDefinitions: readonly RefDefinition[] = [
  {
    name: 'arange',
    call: 'arange',
    kind: 'function',
    summary: 'Builds an array that starts at `start` and advances by a fixed `step`, stopping before `end`.',
    params: [
      {
        name: 'start',
        kind: 'positional',
        required: true,
        types: ['int', 'float'],
        description: 'The first value of the result.',
      },
      {
        name: 'end',
        kind: 'positional',
        required: true,
        types: ['int', 'float'],
        description:
          'The upper bound, which is never part of the result. The number of values is the floored quotient of `end - start` and `step`, so when the distance is not a whole multiple of `step`, the last value short of `end` is left out as well.',
      },
      {
        name: 'step',
        kind: 'named',
        types: ['int', 'float'],
        default: '1',
        description:
          'The distance between neighbouring values. Use a negative step to count down from a larger `start` to a smaller `end`; if the sign does not match the direction, the result is empty.',
      },
    ],
    returns: ['array'],
    source: { path: 'src/math.typ', line: 131 },
  },
  {
    name: 'cmax',
    call: 'cmax',
    kind: 'function',
    summary: 'Finds the largest number in an array while skipping `NaN` entries, or gives `none` when nothing is left.',
    params: [nanSkippingValues],
    returns: ['none', 'int', 'float'],
    source: { path: 'src/math.typ', line: 39 },
  },
  {
    name: 'cmin',
    call: 'cmin',
    kind: 'function',
    summary: 'Finds the smallest number in an array while skipping `NaN` entries, or gives `none` when nothing is left.',
    params: [nanSkippingValues],
    returns: ['none', 'int', 'float'],
    source: { path: 'src/math.typ', line: 26 },
  },
  {
    name: 'decompose-floating-point',
    call: 'decompose-floating-point',
    kind: 'function',
    summary: 'Splits a positive number into a mantissa between 0.1 (inclusive) and 1 (exclusive) and an integer power of ten.',
    params: [
      {
        name: 'value',
        kind: 'positional',
        required: true,
        types: ['int', 'float'],
        description: 'The number to split. It has to be positive, since the function takes its base-10 logarithm.',
      },
    ],
    returns: ['array'],
    source: { path: 'src/math.typ', line: 314 },
  },
  {
    name: 'divmod',
    call: 'divmod',
    kind: 'function',
    summary:
      'Divides two numbers and returns the pair `(quotient, remainder)`, with the remainder chosen so that `quotient * divisor + remainder` equals the dividend.',
    params: [
      {
        name: 'dividend',
        kind: 'positional',
        required: true,
        types: ['int', 'float'],
        description: 'The number that gets divided.',
      },
      {
        name: 'divisor',
        kind: 'positional',
        required: true,
        types: ['int', 'float'],
        description: 'The number to divide by. It must not be zero.',
      },
    ],
    returns: ['array'],
    source: { path: 'src/math.typ', line: 263 },
  },
  {
    name: 'linspace',
    call: 'linspace',
    kind: 'function',
    summary: 'Produces a fixed number of equally spaced values between two bounds, optionally leaving out the upper bound.',
    params: [
      {
        name: 'start',
        kind: 'positional',
        required: true,
        types: ['int', 'float'],
        description: 'The first value of the result.',
      },
      {
        name: 'end',
        kind: 'positional',
        required: true,
        types: ['int', 'float'],
        description: 'The upper bound. It may be smaller than `start`, in which case the values decrease.',
      },
      {
        name: 'num',
        kind: 'named',
        types: ['int'],
        default: '50',
        description: 'How many values to generate. Must not be negative: `0` gives an empty array and `1` gives just `start`.',
      },
      {
        name: 'include-end',
        kind: 'named',
        types: ['bool'],
        default: 'true',
        description:
          'When `true`, the last value is exactly `end`. When `false`, the interval is split into `num` equal parts and `end` itself is left out.',
      },
    ],
    returns: ['array'],
    source: { path: 'src/math.typ', line: 80 },
  },
  {
    name: 'load-txt',
    call: 'load-txt',
    kind: 'function',
    summary: 'Reads delimiter-separated text such as CSV into columns, converting every entry to a number by default.',
    params: [
      {
        name: 'data',
        kind: 'positional',
        required: true,
        types: ['str'],
        description:
          'The file contents as one string, usually obtained with `read("file.csv")`. Lines are separated by newlines; empty lines are ignored.',
      },
      {
        name: 'delimiter',
        kind: 'named',
        types: ['str'],
        default: '","',
        description:
          'The string between two entries of a line. For whitespace-separated files, pass `" "`; note that runs of several spaces count as several delimiters.',
      },
      {
        name: 'comments',
        kind: 'named',
        types: ['str'],
        default: '"#"',
        description:
          'Lines that begin with this string are dropped. Only the very start of a line is checked, so comments after data or after leading spaces are not recognised.',
      },
      {
        name: 'skip-rows',
        kind: 'named',
        types: ['int'],
        default: '0',
        description:
          'How many lines to discard at the top before anything else happens. Comment lines and empty lines in that part count towards this number.',
      },
      {
        name: 'usecols',
        kind: 'named',
        types: ['auto', 'int', 'array'],
        default: 'auto',
        description:
          'Picks columns by their zero-based index: a single `int` or an array of indices, returned in the order given. `auto` keeps every column. This cannot be combined with `header: true`; destructure the resulting dictionary instead.',
      },
      {
        name: 'header',
        kind: 'named',
        types: ['bool'],
        default: 'false',
        description:
          'When `true`, the first remaining line supplies column names (trimmed of whitespace, and they must be unique), and the result is a dictionary from name to column instead of an array of columns.',
      },
      {
        name: 'converters',
        kind: 'named',
        types: ['function', 'type', 'dictionary'],
        default: 'float',
        description:
          'What turns each trimmed entry (a string) into a value. A function or type applies to every column. A dictionary assigns converters per column: keys are column names when `header` is on, and column indices written as strings (`"0"`, `"1"`, …) otherwise; the key `rest` sets the converter for all other columns, which falls back to `float`. Use `v => v` to keep entries as strings.',
      },
    ],
    returns: ['array', 'dictionary'],
    source: { path: 'src/loading/txt.typ', line: 11 },
  },
  {
    name: 'mesh',
    call: 'mesh',
    kind: 'function',
    summary:
      'Evaluates one or more functions of two variables on every grid point spanned by an array of $x$ values and an array of $y$ values.',
    params: [
      {
        name: 'x',
        kind: 'positional',
        required: true,
        types: ['array'],
        description: 'The $x$ values of the grid. Each row of a result has one entry per value.',
      },
      {
        name: 'y',
        kind: 'positional',
        required: true,
        types: ['array'],
        description: 'The $y$ values of the grid. Each result has one row per value.',
      },
      {
        name: 'transforms',
        kind: 'positional',
        variadic: true,
        types: ['function'],
        description:
          'Functions called as `f(x, y)` for every grid point. With exactly one function, the result is its two-dimensional array; with several, it is an array holding one such two-dimensional array per function.',
      },
    ],
    returns: ['array'],
    source: { path: 'src/math.typ', line: 220 },
  },
  {
    name: 'minmax',
    call: 'minmax',
    kind: 'function',
    summary: 'Returns the smallest and the largest number of an array as a pair, skipping `NaN` entries.',
    params: [
      {
        name: 'values',
        kind: 'positional',
        required: true,
        types: ['array'],
        description: 'The numbers to search. `float.nan` entries are ignored; when no other entries remain, the result is `(none, none)`.',
      },
    ],
    returns: ['array'],
    source: { path: 'src/math.typ', line: 52 },
  },
  {
    name: 'percentile',
    call: 'percentile',
    kind: 'function',
    summary:
      'Reads off the value below which a given share of a sorted data set lies, interpolating linearly between neighbouring entries.',
    params: [
      {
        name: 'values',
        kind: 'positional',
        required: true,
        types: ['array'],
        description:
          'The data, already sorted in ascending order. The function does not sort it, so unsorted input gives meaningless results. The array must not be empty.',
      },
      {
        name: 'q',
        kind: 'positional',
        required: true,
        types: ['ratio'],
        description: 'The share from `0%` (the first entry) to `100%` (the last entry); `50%` gives the median.',
      },
      {
        name: 'method',
        kind: 'named',
        types: ['str'],
        default: '"linear"',
        description: 'How to compute values between two entries. `"linear"` is the only accepted option; anything else raises an error.',
      },
    ],
    returns: ['int', 'float'],
    source: { path: 'src/math.typ', line: 176 },
  },
  {
    name: 'pow10',
    call: 'pow10',
    kind: 'function',
    summary: 'Raises 10 to the given power and always returns a `float`, also for integer exponents.',
    params: [
      {
        name: 'value',
        kind: 'positional',
        required: true,
        types: ['int', 'float'],
        description: 'The exponent. Negative and fractional exponents are allowed.',
      },
    ],
    returns: ['float'],
    source: { path: 'src/math.typ', line: 328 },
  },
  {
    name: 'sign',
    call: 'sign',
    kind: 'function',
    summary: 'Tells whether a number is negative, zero or positive by returning `-1`, `0` or `1`.',
    params: [
      {
        name: 'value',
        kind: 'positional',
        required: true,
        types: ['int', 'float'],
        description: 'The number to classify. Both `0` and `0.0` give `0`.',
      },
    ],
    returns: ['int'],
    source: { path: 'src/math.typ', line: 16 },
  },
];
