import type { RefProse, ProseParam } from '../types';

const x0: ProseParam = {
  name: 'x0',
  types: ['int', 'float'],
  description: 'One end of the axis range in which ticks are wanted. It may be larger than `x1`; the two ends are sorted first.',
};

const x1: ProseParam = {
  name: 'x1',
  types: ['int', 'float'],
  description: 'The other end of the axis range. It must differ from `x0`.',
};

const timeX0: ProseParam = {
  name: 'x0',
  types: ['int', 'float'],
  description:
    'One end of the range, given as seconds since 1 January of year 0 at midnight (the internal time coordinate of Lilaq). The ends may come in either order.',
};

const timeX1: ProseParam = {
  name: 'x1',
  types: ['int', 'float'],
  description: 'The other end of the range, in the same seconds-based coordinate as `x0`.',
};

const numTicks: ProseParam = {
  name: 'num-ticks-suggestion',
  description:
    'How many ticks you would roughly like to get. An axis computes this from its length and the font size and overrides any value you bind with `.with`; to get more or fewer ticks on an axis, change `density` instead.',
};

const numTicksDate = (unit: string): ProseParam => ({
  ...numTicks,
  description: `Roughly how many ticks to aim for. Among the allowed steps, the one whose number of ${unit} comes closest to this target (scaled by \`density\`) wins. An axis sets this from its length, overriding a value bound with \`.with\`.`,
});

/** For the locators that choose among `steps` (hours, minutes, seconds, months). */
const numTicksStep: ProseParam = {
  ...numTicks,
  description:
    'Roughly how many ticks to aim for. For each allowed step the locator counts the ticks it would give over the range, and the step whose count comes closest to this target (scaled by `density`) wins; on a tie the larger step is taken. An axis sets this from its length, overriding a value bound with `.with`.',
};

const maxTicks: ProseParam = {
  name: 'max-ticks',
  description: 'An upper bound on the number of ticks produced, as a safety net against a runaway tick count for a tiny tick distance.',
};

const density: ProseParam = {
  name: 'density',
  description: 'A multiplier on `num-ticks-suggestion`: `200%` asks for about twice as many ticks, `50%` for about half as many.',
};

const restArgs: ProseParam = {
  name: 'args',
  description:
    'Catches any further arguments, such as the ones an axis hands to every locator, and ignores them. This is what lets you swap locators freely.',
};

const tickList: ProseParam = {
  name: 'ticks',
  description:
    'The major tick positions around which the subticks are placed. An axis passes the `ticks` entry of the major locator result here automatically.',
};

const steps = (what: string): ProseParam => ({
  name: 'steps',
  description: `The spacings, counted in ${what}, that the locator may choose between. Pass a single-element array such as \`(${what === 'months' ? '3' : '10'},)\` to force one spacing.`,
});

const filterFn = (what: string): ProseParam => ({
  name: 'filter',
  description: `A predicate that receives each candidate tick as a \`datetime\` and returns whether to keep it. Use it to thin out ${what} after the spacing has been chosen.`,
});

export const tickLocateProse: readonly RefProse[] = [
  {
    name: 'tick-locate.days',
    summary: 'Places ticks at the start of calendar days within a time range and picks a pleasant subset of days automatically.',
    params: [
      timeX0,
      timeX1,
      {
        name: 'filter',
        description:
          'Decides which days keep a tick. With `auto`, the locator tries a few fixed patterns (every day; odd days; the 1st, 6th, 11th, … ; the 1st, 8th, 15th and 22nd; the 1st and 15th) and keeps the one whose tick count is closest to the target. A function receives each day as a `datetime` and returns `true` to keep it.',
      },
      {
        ...numTicks,
        description:
          'Roughly how many ticks to aim for, multiplied by `density`. The locator always steps by one day; this target only chooses among the automatic patterns of `filter`, taking the one whose number of remaining days comes closest. With a filter function of your own it has no effect. An axis sets it from its length, overriding a value bound with `.with`.',
      },
      density,
      restArgs,
    ],
    returns: ['dictionary'],
  },
  {
    name: 'tick-locate.hours',
    summary: 'Places ticks on full hours within a time range, counting the spacing from midnight.',
    params: [timeX0, timeX1, numTicksStep, density, steps('hours'), filterFn('the hours'), restArgs],
    returns: ['dictionary'],
  },
  {
    name: 'tick-locate.linear',
    summary: 'The standard locator: evenly spaced ticks at round multiples of 1, 2 or 5 times a power of ten, optionally scaled by a unit.',
    params: [
      x0,
      x1,
      {
        name: 'tick-distance',
        types: ['auto', 'int', 'float', 'dictionary'],
        description:
          'The spacing between neighbouring ticks (in multiples of `unit`). With `auto`, a spacing of 1, 2 or 5 times a power of ten is derived from the range and the suggested tick count. A dictionary with the keys `min` and/or `max` keeps the automatic choice but clamps it, e.g. `(min: 1)` for integer-only ticks. Any other key is an error. On an axis, set this through [[axis#tick-distance]] or [[axis#tick-args]]: the axis always passes its own `tick-distance`, which overrides a value bound with `.with`.',
      },
      {
        ...numTicks,
        description:
          'Roughly how many ticks you would like. The automatic spacing is the range divided by this number (times `density`), rounded to a nice value. An axis fills this in from its length and the font size.',
      },
      maxTicks,
      density,
      {
        name: 'unit',
        types: ['int', 'float'],
        description:
          'A factor that every tick is a multiple of. With `unit: calc.pi` the locator picks nice multiples of $\\pi$ instead of nice decimal numbers. The value is handed on to the formatter through the result.',
      },
      restArgs,
    ],
    returns: ['dictionary'],
  },
  {
    name: 'tick-locate.log',
    summary: 'Places ticks on integer powers of a base, skipping powers when the range covers many of them.',
    params: [
      {
        ...x0,
        description: 'One end of the range. Both ends must be positive because their logarithms are taken; the order does not matter.',
      },
      { ...x1, description: 'The other end of the range, also positive.' },
      {
        name: 'base',
        types: ['int', 'float'],
        description: 'The base whose powers receive ticks.',
      },
      {
        ...numTicks,
        description:
          'Roughly how many ticks you would like. The gap between ticked powers is the number of powers the range spans divided by this (times `density`), rounded to a whole number and at least 1. With 5, a range over seven powers still gets a tick at every power, one over twelve powers at every second.',
      },
      {
        ...maxTicks,
        description: 'Caps how many powers are considered, counted from the lower end of the range, before any skipping is applied.',
      },
      density,
      {
        name: 'linear-threshold',
        types: ['int', 'float'],
        description:
          'When the range covers fewer than this many powers of `base` (its logarithm of `x1/x0`), the locator hands over to [[tick-locate.linear]] and marks the result with `linear: true`. Only the extra arguments in `args` are forwarded in that case, so `num-ticks-suggestion`, `density` and `max-ticks` fall back to the linear defaults. Use `0` to always get powers.',
      },
      {
        ...restArgs,
        description:
          'Catches any further arguments, such as the ones an axis hands to every locator. They are ignored, except when the range is too narrow for powers: then they are passed on to [[tick-locate.linear]] (an axis sends its `tick-distance` this way).',
      },
    ],
    returns: ['dictionary'],
  },
  {
    name: 'tick-locate.manual',
    summary: 'Returns the tick positions you specify (optionally with labels), dropping the ones outside the range.',
    params: [
      {
        ...x0,
        description:
          'The lower end of the axis range. Unlike most locators, this one does not sort the ends: it keeps the ticks with `x0 <= tick <= x1`, so when `x0` is the larger end, as on a reversed axis, nothing is kept. In 0.5.0 the axis then fails to compile, with plain positions in the formatter and with position–label pairs already here.',
      },
      { ...x1, description: 'The upper end of the axis range.' },
      {
        name: 'ticks',
        description:
          'The ticks to use. Either plain positions, such as `(0, 2.5, 5)`, or pairs of position and label, such as `((0, [low]), (5, [high]))`. Positions may also be `datetime` values, which are converted to the seconds-based time coordinate. Only ticks with `x0 <= tick <= x1` are returned.',
      },
      restArgs,
    ],
    returns: ['dictionary'],
  },
  {
    name: 'tick-locate.minutes',
    summary: 'Places ticks on full minutes within a time range, counting the spacing from the full hour.',
    params: [timeX0, timeX1, numTicksStep, density, steps('minutes'), filterFn('the minutes'), restArgs],
    returns: ['dictionary'],
  },
  {
    name: 'tick-locate.months',
    summary: 'Places ticks on the first day of months within a time range.',
    params: [timeX0, timeX1, steps('months'), filterFn('the months'), numTicksStep, density, restArgs],
    returns: ['dictionary'],
  },
  {
    name: 'tick-locate.seconds',
    summary: 'Places ticks on full seconds within a time range, counting the spacing from the full minute.',
    params: [timeX0, timeX1, numTicksStep, density, steps('seconds'), filterFn('the seconds'), restArgs],
    returns: ['dictionary'],
  },
  {
    name: 'tick-locate.subticks-linear',
    summary: 'Fills the gaps between evenly spaced major ticks with equally spaced subticks.',
    params: [
      x0,
      x1,
      tickList,
      {
        name: 'num',
        description:
          'How many subticks go into each gap. With `auto`, you get 4 when the tick distance is 1, 2.5 or 5 times a power of ten, and 3 otherwise (for example for a distance of 2 or 20).',
      },
      {
        name: 'tick-distance',
        types: ['auto', 'int', 'float'],
        description:
          'The spacing of the major ticks. With `auto`, it is taken as the difference between the first two ticks, and no subticks are produced when fewer than two ticks are given. Inside an axis, the value reported by [[tick-locate.linear]] is passed along.',
      },
      restArgs,
    ],
    returns: ['dictionary'],
  },
  {
    name: 'tick-locate.subticks-log',
    summary:
      'Adds subticks at integer multiples of each major tick on a logarithmic axis, or at the skipped powers when major ticks leave some out.',
    params: [
      x0,
      x1,
      tickList,
      {
        name: 'subs',
        description:
          'The factors by which each major tick is multiplied to get subticks. With `auto`, these are the integers from 2 up to, but not including, `calc.floor(base)`, so 2 to 9 for base 10. Ignored when the major ticks skip powers.',
      },
      {
        name: 'base',
        types: ['auto', 'int', 'float'],
        description:
          'The base of the logarithmic axis. With `auto`, it is guessed as the ratio of the first two ticks, which is only right when neighbouring ticks are exactly one power apart. A logarithmic [[scale.log]] passes its base explicitly.',
      },
      restArgs,
    ],
    returns: ['dictionary'],
  },
  {
    name: 'tick-locate.subticks-symlog',
    summary: 'Adds logarithmic subticks to both logarithmic wings of a symlog axis, leaving the linear middle bare.',
    params: [
      {
        ...x0,
        description:
          'The lower end of the range. This locator does not sort the ends, so when `x0` is the larger one, as on a reversed symlog axis, it returns no subticks.',
      },
      { ...x1, description: 'The upper end of the range.' },
      {
        ...tickList,
        description:
          'The major tick positions. Only the ones above `threshold` are used, for both wings: the negative side mirrors the subticks computed from the positive ticks.',
      },
      {
        name: 'subs',
        description:
          'Factors applied to each major tick, handed on to [[tick-locate.subticks-log]]. With `auto`, these are 2 to 9 for base 10.',
      },
      {
        name: 'base',
        types: ['int', 'float'],
        description: 'The base of the logarithmic wings.',
      },
      {
        name: 'threshold',
        types: ['int', 'float'],
        description: 'Where the linear middle ends: subticks only appear beyond `threshold` and below `-threshold`.',
      },
      restArgs,
    ],
    returns: ['dictionary'],
  },
  {
    name: 'tick-locate.symlog',
    summary: 'Locates ticks for a symmetric logarithmic axis: powers of the base on both wings and linear ticks in the middle.',
    params: [
      x0,
      x1,
      {
        name: 'base',
        types: ['int', 'float'],
        description: 'The base whose powers receive ticks on the logarithmic wings.',
      },
      {
        name: 'threshold',
        types: ['int', 'float'],
        description:
          'The half-width of the linear middle region. Ticks between `-threshold` and `threshold` come from [[tick-locate.linear]]; beyond it, from [[tick-locate.log]].',
      },
      {
        name: 'linscale',
        types: ['int', 'float'],
        description:
          'How wide the linear middle is drawn relative to one power of the base. It only influences how the suggested tick count is shared between the three regions.',
      },
      {
        ...numTicks,
        description:
          'Roughly how many ticks you would like in total. Each region gets a share in proportion to the space it takes on the axis.',
      },
      {
        ...maxTicks,
        description: 'Accepted for a uniform signature, but not used by this locator in Lilaq 0.5.0.',
      },
      density,
      restArgs,
    ],
    returns: ['dictionary'],
  },
  {
    name: 'tick-locate.years',
    summary: 'Places ticks on 1 January of evenly spaced years within a time range.',
    params: [
      timeX0,
      timeX1,
      {
        name: 'tick-distance',
        description:
          'The spacing in years, with the same options as [[tick-locate.linear#tick-distance]]. `auto` means `(min: 1)`: an automatic, round spacing of at least one year. On an axis, use [[axis#tick-distance]] rather than `.with`, since the axis passes its own value.',
      },
      {
        ...numTicks,
        description:
          'Roughly how many ticks you would like; used to choose an automatic year spacing. An axis fills this in from its length.',
      },
      density,
      restArgs,
    ],
    returns: ['dictionary'],
  },
];
