import type { RefProse } from '../types';

export const scaleProse: readonly RefProse[] = [
  {
    name: 'scale.datetime',
    summary:
      'Creates the scale for date and time coordinates: positions are mapped linearly and ticks fall on calendar units. The string `"datetime"` is a shortcut for it.',
    params: [],
    returns: ['lq:scale.scale'],
  },
  {
    name: 'scale.linear',
    summary:
      'Creates the ordinary linear scale, in which equal distances in the data stay equal on the axis. The string `"linear"` is a shortcut for it.',
    params: [],
    returns: ['lq:scale.scale'],
  },
  {
    name: 'scale.log',
    summary:
      'Creates a logarithmic scale, on which every power of the base is the same distance from the next. The string `"log"` gives this scale with base 10.',
    params: [
      {
        name: 'base',
        types: ['int', 'float'],
        description:
          'The base used for placing major and minor ticks and for writing tick labels as powers. The mapping itself does not depend on it, because logarithms to different bases only differ by a constant factor.',
      },
    ],
    returns: ['lq:scale.scale'],
  },
  {
    name: 'scale.scale',
    summary:
      'Builds a scale from a forward mapping and its inverse. Use it to define your own scale and pass the result to [[diagram#xscale]], [[diagram#yscale]] or [[axis#scale]].',
    params: [
      {
        name: 'transform',
        description:
          'Maps a data value to a scaled value. The axis stretches and shifts the scaled values to fit its length, so an affine part is unnecessary: the linear scale simply uses `x => x`.',
      },
      {
        name: 'inverse',
        description:
          'Undoes `transform`. The axis relies on it to turn scaled positions back into data values, for example when it adds margins around the data, so it should be accurate on the whole range you plot, including slightly beyond the data.',
      },
      {
        name: 'name',
        description:
          'Identifies the scale. An axis picks its default tick formatter from it: `"linear"`, `"log"`, `"symlog"` and `"datetime"` select the matching [[tick-format.linear]], [[tick-format.log]], [[tick-format.symlog]] or [[tick-format.datetime]], and every other name produces labels that are the tick values converted with `str`. Because those default formatters read settings from the scale, a scale named `"log"` must also carry a `base` entry, and one named `"symlog"` the entries `base`, `threshold` and `linscale`.',
      },
      {
        name: 'identity',
        description:
          'A value the scale is certainly defined at. When an axis has neither limits nor data to derive its range from, it starts from `(0, 1)`, or, if this value is not `0`, from a range around it. Scales that only accept positive numbers should use `1`.',
      },
      {
        name: 'locate-ticks',
        description:
          'The tick locator an axis uses by default, such as [[tick-locate.linear]] or a locator with some arguments fixed through `.with(..)`. With `none`, the axis falls back to [[tick-locate.linear]].',
      },
      {
        name: 'locate-subticks',
        description:
          'The subtick locator an axis uses by default, such as [[tick-locate.subticks-linear]]. With `none`, the axis draws no subticks unless it is told otherwise.',
      },
      {
        name: 'args',
        description:
          'Further named arguments become additional entries of the returned dictionary, for example the `base` of a logarithmic scale. Extra positional arguments are accepted but discarded.',
      },
    ],
    returns: ['dictionary'],
  },
  {
    name: 'scale.symlog',
    summary:
      'Creates a symmetric logarithmic scale: linear in a band around zero and logarithmic outside it, on both the positive and the negative side. The string `"symlog"` gives this scale with its default settings.',
    params: [
      {
        name: 'base',
        types: ['int', 'float'],
        description:
          'The base of the logarithmic parts. It affects the mapping as well as where ticks go and how their labels are written.',
      },
      {
        name: 'threshold',
        types: ['int', 'float'],
        description: 'Half the width of the linear band: every value whose magnitude is at most `threshold` is mapped linearly.',
      },
      {
        name: 'linscale',
        types: ['int', 'float'],
        description:
          'Stretches the linear band relative to the logarithmic parts. Larger values give the region around zero more room on the axis.',
      },
    ],
    returns: ['lq:scale.scale'],
  },
];
