import type { RefProse, ProseParam } from '../types';

const ticks: ProseParam = {
  name: 'ticks',
  description: 'The tick positions to label, usually the `ticks` entry of a tick locator result.',
};

const tickInfo: ProseParam = {
  name: 'tick-info',
  description:
    'The complete dictionary returned by the tick locator. An axis passes it automatically so that the formatter can reuse hints such as the exponent or the offset.',
};

const restArgs: ProseParam = {
  name: 'args',
  description:
    'Swallows arguments this formatter has no use for. An axis sends the same set (for instance `min` and `max`) to every formatter.',
};

const formatSlot = (text: string): Omit<ProseParam, 'name'> => ({
  description: `${text} Either a pattern for Typst's \`datetime.display\` or a function that takes the \`datetime\` and returns content.`,
});

export const tickFormatProse: readonly RefProse[] = [
  {
    name: 'tick-format.datetime',
    summary:
      'Turns tick positions from a date/time locator back into dates and labels them, together with a date shown at the end of the axis.',
    params: [
      ticks,
      {
        name: 'format',
        description:
          'How each tick is labelled. A string is used as a `datetime.display` pattern for every tick. A function is called as `format(dt, period: period)` for each tick, where `period` is the period reported by the locator; the default, [[tick-format.datetime-smart-format]], adapts the label to that period.',
      },
      {
        name: 'format-offset',
        description:
          'Produces the extra date label at the end of the axis. It is called as `format-offset(datetimes, period: period)` with all ticks as `datetime` values. The default is [[tick-format.datetime-smart-offset]]; return `none` to show nothing.',
      },
      {
        ...tickInfo,
        description:
          'The result of the tick locator. It must contain a `mode` entry, which every date/time locator provides; otherwise the formatter stops with an error. Its `period` entry is forwarded to `format` and `format-offset`.',
      },
      restArgs,
    ],
    returns: ['dictionary'],
  },
  {
    name: 'tick-format.datetime-smart-first',
    summary:
      'An element that labels a date tick which opens a larger period, such as the first month of a year, with that larger period instead.',
    params: [
      {
        name: 'time',
        description: 'The date or time to display.',
      },
      {
        name: 'period',
        description:
          'The spacing of the ticks: `"month"`, `"day"`, `"hour"`, `"minute"` or `"second"`. It selects which of the fields below is used. (There is no `year` field, so `"year"` cannot be displayed.)',
      },
      {
        name: 'month',
        ...formatSlot('Label for a month tick that starts a new year.'),
      },
      {
        name: 'day',
        ...formatSlot('Label for a day tick that starts a new month.'),
      },
      {
        name: 'hour',
        ...formatSlot('Label for an hour tick at midnight.'),
      },
      {
        name: 'minute',
        ...formatSlot('Label for a minute tick at midnight.'),
      },
      {
        name: 'second',
        ...formatSlot('Label for a second tick at midnight.'),
      },
    ],
    returns: ['content'],
  },
  {
    name: 'tick-format.datetime-smart-format',
    summary: 'The element behind the default date tick labels: it shows only the part of a date that changes from tick to tick.',
    params: [
      {
        name: 'datetime',
        description: 'The date or time of the tick.',
      },
      {
        name: 'smart-first',
        description:
          'Whether a tick that opens a larger period (a January for month ticks, the 1st for day ticks, midnight for hour, minute and second ticks) is handed to [[tick-format.datetime-smart-first]] instead. This setting is also read by [[tick-format.datetime-smart-offset]] to avoid repeating information.',
      },
      {
        name: 'period',
        description:
          'The spacing of the ticks: `"year"`, `"month"`, `"day"`, `"hour"`, `"minute"` or `"second"`. It selects which field below formats the label. With `none`, the full default `datetime.display()` form is shown.',
      },
      { name: 'year', ...formatSlot('Label for ticks spaced by years.') },
      { name: 'month', ...formatSlot('Label for ticks spaced by months.') },
      { name: 'day', ...formatSlot('Label for ticks spaced by days.') },
      { name: 'hour', ...formatSlot('Label for ticks spaced by hours.') },
      { name: 'minute', ...formatSlot('Label for ticks spaced by minutes.') },
      { name: 'second', ...formatSlot('Label for ticks spaced by seconds.') },
    ],
    returns: ['content'],
  },
  {
    name: 'tick-format.datetime-smart-offset',
    summary: 'The element that adds the missing context (year, month or day) next to the date tick labels at the end of an axis.',
    params: [
      {
        name: 'ticks',
        description: 'All ticks of the axis as `datetime` values. Only the first and last one are inspected.',
      },
      {
        name: 'avoid-redundant',
        description:
          'When `true`, the context is left out or shortened if the tick labels already reveal it, for instance when the ticks span several years or a smart first label already shows the year. When `false`, the finer context (year for month ticks, month for day ticks, day for time ticks) is always shown, except for pure times of day without a date, which never get a context label.',
      },
      {
        name: 'period',
        description:
          'The spacing of the ticks. Month ticks can get a year, day ticks a month or a year, and hour, minute or second ticks a day or a year. For `"year"` or `none`, nothing is shown.',
      },
      { name: 'year', ...formatSlot('Format used when the context is a year.') },
      {
        name: 'month',
        ...formatSlot('Format used when the context is a month (day ticks).'),
      },
      {
        name: 'day',
        ...formatSlot('Format used when the context is a day (hour, minute or second ticks).'),
      },
    ],
    returns: ['content'],
  },
  {
    name: 'tick-format.linear',
    summary:
      'The standard number formatter: prints ticks with just the digits they need and can pull out a common power of ten or an offset.',
    params: [
      ticks,
      {
        name: 'exponent',
        types: ['auto', 'none', 'int', 'str'],
        description:
          'A power of ten to factor out of all labels. With `auto`, the exponent suggested by the locator is used once its magnitude reaches `auto-exponent-threshold`, and it is reported back so the axis can show it at its end. An integer forces that exponent. `"inline"` writes the power of ten into every label instead. `none` means no exponent. An axis always passes its own [[axis#exponent]], so set it there rather than with `.with`.',
      },
      {
        name: 'offset',
        description:
          'A value subtracted from every tick before labelling. With `auto`, the offset suggested by the locator (nonzero only for ranges far away from zero) is used. An axis always passes its [[axis#offset]] here, so configure the offset on the axis.',
      },
      {
        name: 'auto-exponent-threshold',
        description:
          'How large (in absolute value) the exponent suggested by the locator must be before an automatic or `"inline"` exponent is applied. Raise it to keep longer numbers written out in full. On an axis, use [[axis#auto-exponent-threshold]].',
      },
      {
        name: 'suffix',
        types: ['none', 'content'],
        description:
          'Content appended to every label, such as $\\pi$ for ticks located with a `unit`. Zero is then shown as a plain 0, a factor of 1 is dropped and −1 becomes a lone minus sign.',
      },
      {
        ...tickInfo,
        description:
          'The result of the tick locator. The entries `unit`, `exponent`, `offset` and `significant-digits` from [[tick-locate.linear]] are used when present; without them, the needed number of digits is estimated from the ticks.',
      },
      restArgs,
    ],
    returns: ['dictionary'],
  },
  {
    name: 'tick-format.log',
    summary: 'Labels logarithmic ticks as powers of the base, such as $10^3$.',
    params: [
      ticks,
      {
        name: 'base',
        description: 'The base used to compute each exponent.',
      },
      {
        name: 'exponent',
        types: ['auto', 'none', 'int'],
        description:
          'With `auto`, ticks are written as powers. Any other value, for example `none`, writes out the plain numbers (such as 1000) instead; the value itself is not applied as a factor. On an axis, use [[axis#exponent]] (for example `exponent: none`), because the axis passes that value and it replaces one bound with `.with`.',
      },
      {
        name: 'auto-exponent-threshold',
        types: ['int'],
        description:
          'Accepted for compatibility with [[tick-format.linear]]. In Lilaq 0.5.0 it has no effect, not even when the formatter falls back to linear labels.',
      },
      {
        name: 'round-exponent-digits',
        types: ['int'],
        description:
          'The number of decimal places to which the computed exponents are rounded, which hides floating-point noise such as 2.9999999.',
      },
      {
        name: 'base-label',
        types: ['auto', 'content', 'int', 'float'],
        description:
          'What is printed as the base of each power. With `auto`, this is $e$ when `base` equals `calc.e` and the value of `base` otherwise.',
      },
      {
        ...tickInfo,
        description:
          'The result of the tick locator. When it has `linear: true` (set by [[tick-locate.log]] for narrow ranges), the ticks are passed on to [[tick-format.linear]] instead.',
      },
      restArgs,
    ],
    returns: ['array', 'dictionary'],
  },
  {
    name: 'tick-format.manual',
    summary: 'Returns the labels that a manual tick locator carried along with its ticks.',
    params: [
      { ...ticks, description: 'The tick positions. They are not looked at; the labels come from `tick-info`.' },
      {
        ...tickInfo,
        description:
          'The result of the tick locator. It must contain a `labels` array, as [[tick-locate.manual]] returns when given position–label pairs; otherwise an error is raised.',
      },
      restArgs,
    ],
    returns: ['array'],
  },
  {
    name: 'tick-format.symlog',
    summary: 'Labels ticks on a symmetric logarithmic axis: powers of the base outside the threshold and plain numbers inside.',
    params: [
      ticks,
      {
        name: 'base',
        description: 'The base of the logarithmic wings, forwarded to [[tick-format.log]].',
      },
      {
        name: 'threshold',
        types: ['int', 'float'],
        description:
          'Ticks with an absolute value of at least `threshold` are written as powers; the ones strictly inside are formatted by [[tick-format.linear]].',
      },
      {
        name: 'exponent',
        types: ['auto', 'none', 'int'],
        description: 'Forwarded to [[tick-format.log#exponent]] for the logarithmic wings.',
      },
      {
        name: 'auto-exponent-threshold',
        types: ['int'],
        description: 'Accepted but without effect in Lilaq 0.5.0.',
      },
      {
        name: 'round-exponent-digits',
        types: ['int'],
        description:
          'Accepted but not forwarded in Lilaq 0.5.0: the wings always use the default of [[tick-format.log#round-exponent-digits]].',
      },
      {
        name: 'base-label',
        types: ['auto', 'content', 'int', 'float'],
        description: 'Forwarded to [[tick-format.log#base-label]].',
      },
      {
        ...tickInfo,
        description: 'The result of the tick locator, forwarded to [[tick-format.log]] for the wings.',
      },
      restArgs,
    ],
    returns: ['array'],
  },
];
