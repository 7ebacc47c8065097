import type { RefProse, ProseParam } from '../types';

/*
 * Our words about Lilaq's plotting functions (src/plot/*.typ). Names, kinds and defaults come from
 * the generated facts; a `types` here widens Lilaq's `///` annotation where the code accepts more.
 */

// Parameters that several plot functions share. Each helper returns a fresh object so that
// individual entries can still differ in wording where the behaviour differs.

const labelParam = (what: string): ProseParam => ({
  name: 'label',
  types: ['none', 'str', 'content'],
  description: `Text for the legend entry of ${what}. With \`none\` the plot is left out of the [[legend]].`,
});

const clipParam: ProseParam = {
  name: 'clip',
  description:
    'Whether drawing is cut off at the edge of the data area. Turn it off when marks sitting exactly on the border should stay whole.',
};

const zIndexParam: ProseParam = {
  name: 'z-index',
  description:
    'Drawing order within the diagram: higher values are painted later, on top. Plots default to 2, the grid lies at 0 and the axes at 20.',
};

const mapParam = (what: string): ProseParam => ({
  name: 'map',
  types: ['gradient', 'array'],
  description: `The color map that ${what} are translated through, either a gradient or an array of colors (turned into a linear gradient).`,
});

const minParam = (what: string): ProseParam => ({
  name: 'min',
  description: `The data value that receives the lowest color of the map. \`auto\` uses the smallest ${what}.`,
});

const maxParam = (what: string): ProseParam => ({
  name: 'max',
  description: `The data value that receives the highest color of the map. \`auto\` uses the largest ${what}.`,
});

const normParam = (what: string): ProseParam => ({
  name: 'norm',
  types: ['str', 'function', 'lq:scale.scale'],
  description: `How ${what} are rescaled before they are spread linearly over the color map: the name of a built-in scale (\`"linear"\`, \`"log"\`, \`"symlog"\`), a [[scale.scale]] object, or a one-argument function such as \`x => calc.sqrt(x)\`.`,
});

const markParam = (extra = ''): ProseParam => ({
  name: 'mark',
  types: ['auto', 'none', 'str', 'function'],
  description: `The mark shape: a built-in name such as \`"o"\`, \`"s"\`, \`"x"\` or \`"star"\` (see [[mark]]), a function that draws a custom shape, or \`none\`. \`auto\` takes the shape from the [[diagram#cycle]].${extra}`,
});

const boxplotParams = (dir: 'x' | 'y'): ProseParam[] => {
  const pos = dir === 'x' ? 'x' : 'y';
  const value = dir === 'x' ? 'y' : 'x';
  return [
    {
      name: 'data',
      description: `One box per argument. Pass either an array of raw samples, whose statistics are computed with the komet plugin, or a dictionary of precomputed statistics that must contain \`q1\`, \`median\`, \`q3\`, \`whisker-low\` and \`whisker-high\` and may add \`mean\` and \`outliers\`. Provide \`mean\` in the dictionary if you set [[${dir === 'x' ? 'boxplot' : 'hboxplot'}#mean]].`,
    },
    {
      name: pos,
      // Lilaq's annotation omits the datetimes that the vertical box plot accepts.
      ...(dir === 'x' ? { types: ['auto', 'int', 'float', 'datetime', 'array'] as const } : {}),
      description: `Where the boxes sit along the ${pos} axis, one coordinate per data set. \`auto\` places them at 1, 2, 3 and so on; a single number${dir === 'x' ? ' or datetime' : ''} is accepted when there is only one box. An array of datetimes switches the axis to dates.`,
    },
    {
      name: 'whisker-pos',
      description:
        'How far the whiskers may reach, as a multiple of the interquartile range `q3 - q1`. Each whisker stops at the last sample inside that reach; samples beyond it count as outliers. Only used for raw samples.',
    },
    {
      name: 'width',
      description: `Box thickness in ${pos} data units, either one value for all boxes or an array with one value per box.`,
    },
    {
      name: 'fill',
      description: 'Paint for the inside of the boxes; `none` leaves them see-through.',
    },
    {
      name: 'stroke',
      description:
        'Outline of the boxes. Whiskers and caps copy it unless you give them their own stroke. `none` is not accepted here; use a transparent paint to hide the outline.',
    },
    {
      name: 'median',
      description: 'Stroke of the line that marks the median across the box.',
    },
    {
      name: 'mean',
      types: ['none', 'str', 'function', 'length', 'color', 'stroke', 'dictionary'],
      description: `Shows the mean when set. A mark name or mark function draws a mark at the mean (styled by the outlier options); a stroke value draws a line across the box instead, like the median. \`none\` hides it.`,
    },
    {
      name: 'whisker',
      description: `Stroke of the whisker lines. \`auto\` reuses [[${dir === 'x' ? 'boxplot' : 'hboxplot'}#stroke]].`,
    },
    {
      name: 'cap',
      description: `Stroke of the short bars at the whisker ends. \`auto\` reuses [[${dir === 'x' ? 'boxplot' : 'hboxplot'}#stroke]].`,
    },
    {
      name: 'cap-length',
      description: `Length of the whisker caps, measured in ${pos} data units.`,
    },
    {
      name: 'outliers',
      types: ['none', 'str', 'function'],
      description: `Mark used for samples outside the whiskers, given as a mark name or function (see [[mark]]). \`none\` hides the outliers and also keeps them out of the automatic ${value} limits.`,
    },
    {
      name: 'outlier-size',
      description: 'Size of the outlier marks; a mark drawn for the mean uses it as well.',
    },
    {
      name: 'outlier-fill',
      description:
        'Fill of the outlier marks (and of a mean mark). `none` leaves them hollow; `auto` fills them with the current cycle color.',
    },
    {
      name: 'outlier-stroke',
      types: ['length', 'color', 'stroke'],
      description: 'Outline of the outlier marks (and of a mean mark).',
    },
    labelParam('the box plots; the legend shows a line in the box stroke'),
    clipParam,
    zIndexParam,
  ];
};

/** One vertical or horizontal plot in a pair (bar/hbar, stem/hstem, vlines/hlines); `v` for vertical. */
type Direction = 'v' | 'h';

const barParams = (dir: Direction): ProseParam[] => {
  const v = dir === 'v';
  return [
    {
      name: 'x',
      description: v
        ? 'Where the bars stand along the x axis, as numbers or datetimes.'
        : 'Bar lengths along the x axis, as numbers or datetimes. Bars with a `nan` length are skipped.',
    },
    {
      name: 'y',
      description: v
        ? 'Bar heights, one per position, or a function that computes the height from each x value. Bars with a `nan` height are skipped.'
        : 'Where the bars sit on the y axis, one position per bar. Unlike [[bar]], a function is not accepted here.',
    },
    {
      name: 'fill',
      types: ['auto', 'none', 'color', 'gradient', 'tiling', 'array'],
      description: 'Paint for the bars: one value for all of them or an array with one entry per bar. `auto` uses the current cycle color.',
    },
    {
      name: 'stroke',
      types: ['auto', 'none', 'length', 'color', 'stroke', 'gradient', 'tiling', 'dictionary'],
      description: v
        ? "Outline of the bars, accepting everything the `stroke` of Typst's `rect` accepts. A dictionary such as `(top: 1pt)` outlines only some sides."
        : "Outline of the bars, accepting everything the `stroke` of Typst's `rect` accepts, including per-side dictionaries.",
    },
    {
      name: 'align',
      description: v
        ? 'Which part of each bar lines up with its x value: `center` centers the bar on it, `left` starts the bar there (it extends to the right), and `right` ends the bar there.'
        : 'How each bar is placed relative to its y value: `center` centers it, `top` puts the whole bar above the value (its lower edge on it), and `bottom` puts it below.',
    },
    {
      name: 'width',
      description: v
        ? 'Bar width in x data units, as one value or an array with one width per bar.'
        : 'Bar thickness in y data units, as one value or an array with one entry per bar.',
    },
    {
      name: 'offset',
      description: v
        ? 'Shifts the bars along x by this amount (or per bar, with an array). Give several bar series opposite offsets to place them side by side.'
        : 'Shifts the bars along y by this amount (or per bar, with an array), useful for grouping several series.',
    },
    {
      name: 'base',
      description: v
        ? 'The y value where the bars start. Pass an array, for instance the heights of a previous series, to stack bars or to draw floating bars.'
        : 'The x value where the bars start; an array allows stacked or floating bars.',
    },
    labelParam('this plot'),
    clipParam,
    zIndexParam,
  ];
};

const stemParams = (dir: Direction): ProseParam[] => {
  const v = dir === 'v';
  const self = v ? 'stem' : 'hstem';
  return [
    {
      name: 'x',
      description: v
        ? 'The x coordinates of the stems, as numbers or datetimes.'
        : 'Where each stem ends along the x axis, as numbers or datetimes.',
    },
    {
      name: 'y',
      description: v
        ? 'Where each stem ends, as an array or as a function evaluated at every x value. Points with `nan` are left out.'
        : 'The y positions of the stems, as long as `x`. Unlike [[stem]], a function is not accepted.',
    },
    {
      name: 'color',
      description: `Shared color of stems and marks. \`auto\` uses the current cycle color; [[${self}#stroke]] wins over it for the stems.`,
    },
    {
      name: 'stroke',
      types: ['auto', 'length', 'color', 'stroke', 'dictionary'],
      description: v
        ? 'Line style of the stems. Missing fields are taken from [[stem#color]], so `(dash: "dotted")` keeps the color.'
        : 'Line style of the stems; missing fields come from [[hstem#color]].',
    },
    markParam(),
    {
      name: 'mark-size',
      // hstem's annotation leaves out its default, auto.
      ...(v ? {} : { types: ['auto', 'length'] as const }),
      description: `Size of the marks at the stem ${v ? 'tips' : 'ends'}.`,
    },
    {
      name: 'base',
      description: v ? 'The y value the stems grow from.' : 'The x value the stems start from.',
    },
    {
      name: 'base-stroke',
      types: ['none', 'length', 'color', 'stroke', 'dictionary'],
      description: v
        ? 'Stroke of the horizontal baseline drawn across the data range. Set it to `none` to hide the baseline.'
        : 'Stroke of the vertical baseline drawn along the data range; `none` hides it. In 0.5.0 the fields it leaves out come from [[hstem#stroke]], so dashed or thicker stems also give a dashed or thicker baseline unless you set those fields here.',
    },
    labelParam('this plot'),
    clipParam,
    zIndexParam,
  ];
};

const linesParams = (dir: Direction): ProseParam[] => {
  const v = dir === 'v';
  return [
    {
      name: v ? 'x' : 'y',
      types: ['int', 'float', 'datetime'],
      description: v
        ? 'The x position of each line, one positional argument per line. Spread an array with `..values`.'
        : 'The y position of each line, one positional argument per line. To pass an array, spread it: `..values`.',
    },
    {
      name: 'min',
      description: v
        ? 'The y value where the lines begin. With `auto` they start at the bottom edge of the diagram.'
        : 'The x value where the lines begin. With `auto` they begin at the left border of the diagram, whatever the axis limits.',
    },
    {
      name: 'max',
      description: v
        ? 'The y value where the lines end. With `auto` they reach the top edge of the diagram.'
        : 'The x value where the lines end. With `auto` they run to the right edge of the diagram.',
    },
    {
      name: 'stroke',
      types: ['length', 'color', 'stroke', 'dictionary'],
      description: 'Line style. These lines do not follow the cycle: unless you give a paint they are black.',
    },
    labelParam('these lines'),
    zIndexParam,
  ];
};

export const plotProse: readonly RefProse[] = [
  {
    name: 'plot',
    summary: 'Draws a data series as a line through its points, with optional marks and error bars in x and y.',
    params: [
      {
        name: 'x',
        description:
          'The x coordinates as numbers, or as datetimes for a date axis. Points with a `nan` coordinate are skipped and split the line.',
      },
      {
        name: 'y',
        description:
          'The y coordinates, one per x value. Instead of an array you may pass a function such as `calc.sin`, which is called on every x value.',
      },
      {
        name: 'xerr',
        types: ['none', 'int', 'float', 'array', 'dictionary'],
        description:
          'Horizontal error bars. A number applies the same symmetric error everywhere, an array gives one error per point, and a dictionary `(p: .., m: ..)` sets separate plus and minus parts (numbers or arrays). An array may also hold one such dictionary per point. Style the bars through [[errorbar]].',
      },
      {
        name: 'yerr',
        types: ['none', 'int', 'float', 'array', 'dictionary'],
        description:
          'Vertical error bars, given in the same forms as [[plot#xerr]]: a number, an array, a `(p: .., m: ..)` dictionary, or an array of such dictionaries.',
      },
      {
        name: 'color',
        description:
          'One color for both the line and the marks. `auto` uses the current [[diagram#cycle]] color; [[plot#stroke]] and [[plot#mark-color]] override it for their part.',
      },
      {
        name: 'stroke',
        types: ['auto', 'none', 'length', 'color', 'stroke', 'dictionary'],
        description:
          'How the connecting line is drawn. Fields you leave out (for example the paint in `2pt` or `(dash: "dashed")`) come from [[plot#color]] and the cycle; `none` draws marks only.',
      },
      markParam(),
      {
        name: 'mark-size',
        description: 'Size of every mark in this plot. To vary the size from point to point, use [[scatter]] instead.',
      },
      {
        name: 'mark-color',
        types: ['auto', 'none', 'color', 'gradient', 'tiling'],
        description:
          'Fill of the marks, taking precedence over [[plot#color]]. The mark outline keeps the plot color, so this is handy for hollow (`none`) or two-tone marks.',
      },
      {
        name: 'step',
        description:
          'Draws a staircase instead of straight segments. With `end` each y value is held until the next point, with `start` the line jumps to the next value right away (so each value covers the stretch leading up to its point), and with `center` the jump happens halfway between neighbours. Cannot be combined with [[plot#smooth]].',
      },
      {
        name: 'smooth',
        description:
          'Connects the points with a smooth Bézier spline through every point. Runs of two points stay straight, and combining it with [[plot#step]] is an error.',
      },
      {
        name: 'every',
        description:
          'Thins out the marks (and error bars) while the line still uses all points. An integer n marks the points at indices 0, n, 2n, …, but 0.5.0 makes only as many marks as n fits into the number of points (`calc.quo(len, n)`), so the last eligible point stays unmarked whenever the count is not a multiple of n: 9 points with `every: 2` get marks at 0, 2, 4 and 6, not 8. An array lists the indices to mark. A dictionary `(n: .., start: .., end: ..)` makes `calc.quo(end - start, n)` marks from index `start` (default 0) in steps of n; `end` defaults to the number of points plus one, so `(n: 2)` does mark index 8 of 9 points, and a negative `end` counts from the back.',
      },
      labelParam('this plot'),
      clipParam,
      zIndexParam,
    ],
  },
  {
    name: 'scatter',
    summary:
      'Marks individual points without connecting them, where size and color may change from point to point, for example to encode a third variable through a color map.',
    params: [
      {
        name: 'x',
        description: 'The x coordinates of the points, as numbers or datetimes.',
      },
      {
        name: 'y',
        description: 'The y coordinates; the array must be as long as `x`.',
      },
      {
        name: 'size',
        types: ['auto', 'length', 'array'],
        description:
          'Mark size. A length applies to all points. An array sets one size per point: plain numbers are treated as areas (the drawn size grows with their square root, in points), while lengths are used as they are.',
      },
      {
        name: 'color',
        description:
          'Mark fill. A single color replaces the cycle color. An array gives one entry per point: colors are used directly, numbers are converted through [[scatter#map]], [[scatter#norm]], [[scatter#min]] and [[scatter#max]], which also makes the plot usable with [[colorbar]].',
      },
      mapParam('numeric [[scatter#color]] values'),
      minParam('number in [[scatter#color]]'),
      maxParam('number in [[scatter#color]]'),
      normParam('numeric [[scatter#color]] values'),
      markParam(' `none` is also accepted but hides every point.'),
      {
        name: 'stroke',
        types: ['auto', 'none', 'length', 'color', 'stroke'],
        description:
          'Outline of the marks. `auto` keeps the default thin outline in the plot color; a value without paint, such as `1pt`, only changes the thickness.',
      },
      {
        name: 'alpha',
        description:
          'Opacity of the mark fill, for all points or one ratio per point. It gives the expected result together with an explicit [[scatter#color]]; with `color: auto` the fill turns a wrong, bluish hue.',
      },
      labelParam('this plot'),
      clipParam,
      zIndexParam,
    ],
  },
  {
    name: 'bar',
    summary: 'Draws vertical bars that rise from a baseline to the given heights; for bars that grow sideways, use [[hbar]].',
    params: barParams('v'),
  },
  {
    name: 'hbar',
    summary: 'Draws horizontal bars that run from a baseline along the x axis; the sideways sibling of [[bar]].',
    params: barParams('h'),
  },
  {
    name: 'stem',
    summary:
      'Draws a vertical line from a baseline to each data point and puts a mark on top, the usual way to show discrete samples; [[hstem]] is the horizontal version.',
    params: stemParams('v'),
  },
  {
    name: 'hstem',
    summary:
      'Draws a horizontal line from a vertical baseline to each data point, with a mark at the end; the sideways version of [[stem]].',
    params: stemParams('h'),
  },
  {
    name: 'fill-between',
    summary: 'Shades the region between two curves, or between one curve and y = 0, for bands, ranges and areas under a graph.',
    params: [
      {
        name: 'x',
        description:
          'The shared x coordinates of both boundaries, as numbers or datetimes. A `nan` in any coordinate splits the area into separate pieces.',
      },
      {
        name: 'y1',
        description: 'The first boundary, as an array of y values or a function evaluated at every x.',
      },
      {
        name: 'y2',
        description: 'The second boundary, in the same forms as `y1`. With `none` the area reaches down (or up) to y = 0.',
      },
      {
        name: 'stroke',
        types: ['auto', 'none', 'length', 'color', 'stroke', 'dictionary'],
        description: 'Outline around the whole filled shape, both boundaries and the closing edges. The default draws no outline.',
      },
      {
        name: 'fill',
        types: ['auto', 'none', 'color', 'gradient', 'tiling'],
        description:
          'Paint for the area. `auto` takes the full cycle color; a transparent color such as `blue.transparentize(70%)` lets lines underneath show through.',
      },
      {
        name: 'step',
        description:
          'Turns both boundaries into staircases, with the same `start`, `center` and `end` modes as [[plot#step]]. Combine it with a stepped plot to fill under a histogram outline.',
      },
      labelParam('this area'),
      zIndexParam,
    ],
  },
  {
    name: 'boxplot',
    summary:
      'Draws one or more vertical box-and-whisker plots, either from raw samples or from statistics you computed elsewhere; [[hboxplot]] lays them out horizontally.',
    params: boxplotParams('x'),
  },
  {
    name: 'hboxplot',
    summary: 'Draws one or more horizontal box-and-whisker plots, the sideways counterpart of [[boxplot]] with the same options.',
    params: boxplotParams('y'),
  },
  {
    name: 'colormesh',
    summary: 'Paints a rectangular grid of cells whose colors come from a value per cell, as in heat maps and images of 2D functions.',
    params: [
      {
        name: 'x',
        description:
          'The cell centers along x (at least two). Evenly spaced values produce a single image; uneven spacing produces individual rectangles.',
      },
      {
        name: 'y',
        description: 'The cell centers along y (at least two).',
      },
      {
        name: 'z',
        description:
          'The cell values: a 2D array with one row per y value, each row as long as `x` (see [[mesh]]), or a function `(x, y) => value`. A `nan` leaves its cell empty, and an array of colors instead of numbers is drawn as is.',
      },
      mapParam('the values of `z`'),
      minParam('value of `z`'),
      maxParam('value of `z`'),
      {
        name: 'excess',
        description:
          'What happens to values outside [[colormesh#min]] and [[colormesh#max]]: `"clamp"` gives them the end colors of the map, `"mask"` leaves those cells empty. In 0.5.0 `"mask"` fails when `z` contains `nan`.',
      },
      normParam('the values of `z`'),
      {
        name: 'interpolation',
        description:
          'Use `"smooth"` to blend neighbouring cells instead of showing sharp blocks. Only possible when `x` and `y` are both evenly spaced.',
      },
      labelParam('this mesh'),
      zIndexParam,
    ],
  },
  {
    name: 'contour',
    summary:
      'Draws lines of equal value (or filled bands between them) for a function sampled on a rectangular grid. It relies on the komet plugin.',
    params: [
      {
        name: 'x',
        description: 'The grid coordinates along x.',
      },
      {
        name: 'y',
        description: 'The grid coordinates along y.',
      },
      {
        name: 'z',
        description:
          'The values on the grid: a 2D array with one row per y value and one column per x value (see [[mesh]]), or a function `(x, y) => value`.',
      },
      {
        name: 'levels',
        description:
          'Which values get a contour. An integer is a rough count: Lilaq picks round numbers across the range of `z` the way it picks axis ticks (see [[tick-locate.linear]]). An array lists the levels explicitly.',
      },
      {
        name: 'fill',
        description:
          'If `true`, the regions between levels are filled instead of drawing lines. Each region takes the colour of the level at its lower edge, and the area below the lowest level gets the colour of the lowest level too. In 0.5.0, a level whose line is cut into several pieces by the edges of the grid can be filled on the wrong side.',
      },
      {
        name: 'stroke',
        types: ['none', 'length', 'color', 'stroke', 'dictionary'],
        description:
          'Line style of the contour lines when not filled. A stroke without paint keeps the per-level map colors; one with a color paints all lines in it.',
      },
      mapParam('the levels'),
      minParam('value of `z`'),
      maxParam('value of `z`'),
      normParam('the levels'),
      labelParam('this plot; the legend shows a line in the color of the first level'),
      zIndexParam,
    ],
  },
  {
    name: 'quiver',
    summary: 'Draws an arrow at every point of a rectangular grid to show a vector field, with optional color coding of the arrows.',
    params: [
      {
        name: 'x',
        description: 'The grid coordinates along x.',
      },
      {
        name: 'y',
        description: 'The grid coordinates along y.',
      },
      {
        name: 'directions',
        description:
          'The vector at each grid point: a function `(x, y) => (u, v)`, or a 2D array of `(u, v)` pairs with one row per y value and one entry per x value (the layout [[mesh]] produces). Vectors containing `nan` are skipped.',
      },
      {
        name: 'stroke',
        types: ['auto', 'length', 'color', 'stroke', 'dictionary'],
        description:
          'Arrow line style, taking precedence over [[quiver#color]]. As long as no thickness is given, arrows shorter than a quarter of a data unit are drawn with thinner lines, down to a fifth of 1pt.',
      },
      {
        name: 'scale',
        description:
          'Factor applied to every vector before drawing, so that an arrow for the vector (u, v) spans `scale` × (u, v) in data units. `auto` divides by the average vector length and by a factor that grows with the number of arrows (beyond about two dozen arrows, with the 0.6th power of their number), but ignores the grid coordinates: for the same number of arrows, the average arrow gets the same length in data units whether the grid points are 1 or 0.01 apart. On finely spaced grids, set it yourself, for example to the grid spacing divided by the longest vector.',
      },
      {
        name: 'pivot',
        description: 'Which part of the arrow sits on its grid point: `end` (the tip, the default), `center`, or `start` (the tail).',
      },
      {
        name: 'tip',
        types: ['none', 'function'],
        description: 'Arrow head, given as a mark from the tiptoe package (for example `tiptoe.straight`); `none` draws plain lines.',
      },
      {
        name: 'toe',
        types: ['none', 'function'],
        description: 'Decoration at the arrow tail, also a tiptoe mark.',
      },
      {
        name: 'color',
        description:
          'Arrow color: one color, a 2D array shaped like the grid holding colors or numbers, or a function `(x, y, u, v) => ..` returning a color or a number. Numbers go through the color map, and the plot then works with [[colorbar]].',
      },
      mapParam('numeric arrow colors'),
      minParam('numeric arrow color'),
      maxParam('numeric arrow color'),
      normParam('numeric arrow colors'),
      labelParam('this plot'),
      zIndexParam,
    ],
  },
  {
    name: 'hlines',
    summary:
      'Draws horizontal lines at given y values, across the full width of the diagram or between two x values; useful for thresholds and reference levels.',
    params: linesParams('h'),
  },
  {
    name: 'vlines',
    summary:
      'Draws vertical lines at given x values, over the full height of the diagram or between two y values; handy for marking events or boundaries.',
    params: linesParams('v'),
  },
];
