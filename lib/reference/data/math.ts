import type { RefProse, ProseParam } from '../types';

/** The one argument of cmin and cmax. */
const nanSkippingValues: ProseParam = {
  name: 'values',
  description: 'The numbers to search. Entries that are `float.nan` are dropped first; if the array is then empty, the result is `none`.',
};

export const mathProse: readonly RefProse[] = [
  {
    name: 'arange',
    summary: 'Builds an array that starts at `start` and advances by a fixed `step`, stopping before `end`.',
    params: [
      {
        name: 'start',
        description: 'The first value of the result.',
      },
      {
        name: 'end',
        description:
          'The upper bound, which is never part of the result. The number of values is the floored quotient of `end - start` and `step`, so when the distance is not a whole multiple of `step`, the last value short of `end` is left out as well.',
      },
      {
        name: 'step',
        description:
          'The distance between neighbouring values. Use a negative step to count down from a larger `start` to a smaller `end`; if the sign does not match the direction, the result is empty.',
      },
    ],
    returns: ['array'],
  },
  {
    name: 'cmax',
    summary: 'Finds the largest number in an array while skipping `NaN` entries, or gives `none` when nothing is left.',
    params: [nanSkippingValues],
    returns: ['none', 'int', 'float'],
  },
  {
    name: 'cmin',
    summary: 'Finds the smallest number in an array while skipping `NaN` entries, or gives `none` when nothing is left.',
    params: [nanSkippingValues],
    returns: ['none', 'int', 'float'],
  },
  {
    name: 'decompose-floating-point',
    summary:
      'Splits a positive number into a mantissa between 0.1 (inclusive) and 1 (exclusive), up to floating-point rounding, and an integer power of ten.',
    params: [
      {
        name: 'value',
        types: ['int', 'float'],
        description: 'The number to split. It has to be positive, since the function takes its base-10 logarithm.',
      },
    ],
    returns: ['array'],
  },
  {
    name: 'divmod',
    summary:
      'Divides two numbers and returns the pair `(quotient, remainder)`, with the remainder chosen so that `quotient * divisor + remainder` equals the dividend.',
    params: [
      {
        name: 'dividend',
        description: 'The number that gets divided.',
      },
      {
        name: 'divisor',
        description: 'The number to divide by. It must not be zero.',
      },
    ],
    returns: ['array'],
  },
  {
    name: 'linspace',
    summary: 'Produces a fixed number of equally spaced values between two bounds, optionally leaving out the upper bound.',
    params: [
      {
        name: 'start',
        description: 'The first value of the result.',
      },
      {
        name: 'end',
        description: 'The upper bound. It may be smaller than `start`, in which case the values decrease.',
      },
      {
        name: 'num',
        description: 'How many values to generate. Must not be negative: `0` gives an empty array and `1` gives just `start`.',
      },
      {
        name: 'include-end',
        description:
          'When `true`, the values run up to `end`: the interval is split into `num - 1` equal parts. The last value is computed as `start + (num - 1) * step`, so rounding can leave it a hair off (`linspace(-1.3, 2.9, num: 13)` ends at `2.9000000000000004`). When `false`, the interval is split into `num` equal parts and `end` itself is left out.',
      },
    ],
    returns: ['array'],
  },
  {
    name: 'load-txt',
    summary: 'Reads delimiter-separated text such as CSV into columns, converting every entry to a number by default.',
    params: [
      {
        name: 'data',
        description:
          'The file contents as one string, usually obtained with `read("file.csv")`. Lines are separated by newlines; empty lines are ignored.',
      },
      {
        name: 'delimiter',
        description:
          'The string between two entries of a line. For whitespace-separated files, pass `" "`; note that runs of several spaces count as several delimiters.',
      },
      {
        name: 'comments',
        description:
          'Lines that begin with this string are dropped. Only the very start of a line is checked, so comments after data or after leading spaces are not recognised.',
      },
      {
        name: 'skip-rows',
        description:
          'How many lines to discard at the top before anything else happens. Comment lines and empty lines in that part count towards this number.',
      },
      {
        name: 'usecols',
        types: ['auto', 'int', 'array'],
        description:
          'Picks columns by their zero-based index: a single `int` or an array of indices, returned in the order given. `auto` keeps every column. This cannot be combined with `header: true`; destructure the resulting dictionary instead.',
      },
      {
        name: 'header',
        description:
          'When `true`, the first remaining line supplies column names (trimmed of whitespace, and they must be unique), and the result is a dictionary from name to column instead of an array of columns.',
      },
      {
        name: 'converters',
        description:
          'What turns each trimmed entry (a string) into a value. A function or type applies to every column. A dictionary assigns converters per column: keys are column names when `header` is on, and column indices written as strings (`"0"`, `"1"`, …) otherwise; the key `rest` sets the converter for all other columns, which falls back to `float`. Use `v => v` to keep entries as strings.',
      },
    ],
    returns: ['array', 'dictionary'],
  },
  {
    name: 'mesh',
    summary:
      'Evaluates one or more functions of two variables on every grid point spanned by an array of $x$ values and an array of $y$ values.',
    params: [
      {
        name: 'x',
        description: 'The $x$ values of the grid. Each row of a result has one entry per value.',
      },
      {
        name: 'y',
        description: 'The $y$ values of the grid. Each result has one row per value.',
      },
      {
        name: 'transforms',
        description:
          'Functions called as `f(x, y)` for every grid point. With exactly one function, the result is its two-dimensional array; with several, it is an array holding one such two-dimensional array per function.',
      },
    ],
    returns: ['array'],
  },
  {
    name: 'minmax',
    summary: 'Returns the smallest and the largest number of an array as a pair, skipping `NaN` entries.',
    params: [
      {
        name: 'values',
        description: 'The numbers to search. `float.nan` entries are ignored; when no other entries remain, the result is `(none, none)`.',
      },
    ],
    returns: ['array'],
  },
  {
    name: 'percentile',
    summary:
      'Reads off the value below which a given share of a sorted data set lies, interpolating linearly between neighbouring entries.',
    params: [
      {
        name: 'values',
        description:
          'The data, already sorted in ascending order. The function does not sort it, so unsorted input gives meaningless results. The array must not be empty.',
      },
      {
        name: 'q',
        description: 'The share from `0%` (the first entry) to `100%` (the last entry); `50%` gives the median.',
      },
      {
        name: 'method',
        description: 'How to compute values between two entries. `"linear"` is the only accepted option; anything else raises an error.',
      },
    ],
    returns: ['int', 'float'],
  },
  {
    name: 'pow10',
    summary: 'Raises 10 to the given power and always returns a `float`, also for integer exponents.',
    params: [
      {
        name: 'value',
        description: 'The exponent. Negative and fractional exponents are allowed.',
      },
    ],
    returns: ['float'],
  },
  {
    name: 'sign',
    summary: 'Tells whether a number is negative, zero or positive by returning `-1`, `0` or `1`.',
    params: [
      {
        name: 'value',
        description: 'The number to classify. Both `0` and `0.0` give `0`.',
      },
    ],
    returns: ['int'],
  },
];
