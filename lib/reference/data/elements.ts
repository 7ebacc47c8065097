import type { RefProse, ProseParam } from '../types';

/** Shared parameter shapes used by several diagram elements. */
const kindParam = (what: string): ProseParam => ({
  name: 'kind',
  description: `Which axis ${what} belongs to: \`"x"\` or \`"y"\`. The diagram fills this in, and it is mostly useful for targeting one axis with \`lq.cond-set\` or \`lq.show_\`.`,
});

export const elementProse: readonly RefProse[] = [
  {
    name: 'diagram',
    summary:
      'The container that every Lilaq figure starts from: it sets up the data area, the two main axes, grid, title and legend, and draws the plots you pass to it.',
    params: [
      {
        name: 'width',
        description:
          'Width of the data area alone; ticks, labels, title and legend are added around it. A ratio such as `100%` is taken from the surrounding container and then covers the whole figure. It needs a bounded width to measure: inside a `box` or a grid cell it works, but on a page with `width: auto` compilation stops with an error.',
      },
      {
        name: 'height',
        description:
          'Height of the data area alone. As with [[diagram#width]], a ratio measures the parent container and sizes the complete figure instead.',
      },
      {
        name: 'title',
        types: ['none', 'str', 'content', 'lq:title'],
        description:
          'A heading for the figure. Plain content is wrapped in a [[title]]; pass a `lq.title(...)` yourself to choose its side or spacing.',
      },
      {
        name: 'legend',
        types: ['none', 'dictionary', 'lq:legend'],
        description:
          'Controls the legend. A dictionary is passed on as [[legend]] arguments (for example `(position: bottom + left)`), `none` suppresses the legend, and a complete `lq.legend(...)` replaces the automatic entries with your own.',
      },
      {
        name: 'xlim',
        types: ['auto', 'array'],
        description:
          'Fixes the visible range of the x-axis as a pair `(min, max)`; either end may stay `auto`. Shorthand for the `lim` argument of [[axis]].',
      },
      {
        name: 'ylim',
        types: ['auto', 'array'],
        description: 'The same as [[diagram#xlim]], for the y-axis.',
      },
      {
        name: 'xlabel',
        types: ['none', 'str', 'content', 'lq:label'],
        description: 'Text written along the x-axis. Use an explicit [[label]] to shift it or change its padding.',
      },
      {
        name: 'ylabel',
        types: ['none', 'str', 'content', 'lq:label'],
        description: 'Text written along the y-axis; by default it is turned by −90°.',
      },
      {
        name: 'grid',
        description:
          'Per-diagram grid settings. A stroke, colour or length becomes the stroke of the main grid lines, a dictionary is handed to [[grid]] (keys such as `stroke` and `stroke-sub`), `none` hides all grid lines and `auto` keeps the current [[grid]] style.',
      },
      {
        name: 'xscale',
        types: ['auto', 'str', 'lq:scale.scale'],
        description:
          'Scale of the x-axis: a scale object or one of the names `"linear"`, `"log"`, `"symlog"` and `"datetime"`. With `auto`, the axis becomes a date axis when a plot supplies `datetime` values and linear otherwise.',
      },
      {
        name: 'yscale',
        types: ['auto', 'str', 'lq:scale.scale'],
        description: 'Scale of the y-axis, chosen the same way as [[diagram#xscale]].',
      },
      {
        name: 'xaxis',
        types: ['none', 'dictionary'],
        description:
          'Extra [[axis]] arguments for the main x-axis, such as `(ticks: none)` or `(position: top)`. Dictionaries from several set rules are merged. `none` hides the axis.',
      },
      {
        name: 'yaxis',
        types: ['none', 'dictionary'],
        description: 'Extra [[axis]] arguments for the main y-axis, handled like [[diagram#xaxis]].',
      },
      {
        name: 'margin',
        description:
          'Empty space added beyond the data on automatic axis limits, as a share of the data range (measured after scaling). A dictionary can set `left`, `right`, `top`, `bottom`, the pairs `x` and `y`, and `rest` for everything else. Without `rest`, unlisted sides get `5%`.',
      },
      {
        name: 'cycle',
        types: ['array'],
        description:
          'The styles handed out to successive plots, by default the colours of `lq.color.map.petroff10`. Give an array of colours (any list from [[color]]), of dictionaries with the keys `color`, `stroke` and `mark`, or of functions that apply set rules to the plot they receive.',
      },
      {
        name: 'fill',
        types: ['none', 'color', 'gradient', 'tiling'],
        description: 'Background paint of the data area.',
      },
      {
        name: 'children',
        description:
          'The contents of the diagram: plots such as [[plot]], [[bar]] or [[scatter]], shapes such as [[rect]] or [[place]], and additional [[axis]] objects. `none` entries are skipped. These can only be given to the constructor, not through set rules.',
      },
    ],
  },
  {
    name: 'axis',
    summary:
      'Describes one axis of a diagram: its scale and limits, where its ticks go and how they are labelled, and where the axis itself sits. Use it through `xaxis`/`yaxis` of [[diagram]] or as an extra, secondary axis.',
    params: [
      {
        name: 'scale',
        types: ['auto', 'str', 'lq:scale.scale'],
        description:
          'How data values map to positions: a scale object or one of `"linear"`, `"log"`, `"symlog"` and `"datetime"`. `auto` selects a date scale if one of the attached plots holds `datetime` values and a linear scale otherwise.',
      },
      {
        name: 'lim',
        description:
          'The visible range as `(min, max)`. Either end may be `auto` (fitted to the data plus [[diagram#margin]]) and may be a `datetime` on date axes. A minimum above the maximum flips the axis.',
      },
      {
        name: 'inverted',
        description: 'Swaps the two ends of the range, whether they were given or computed.',
      },
      {
        name: 'label',
        types: ['none', 'str', 'content', 'lq:label'],
        description: 'Axis label; plain content is turned into a [[label]] of the matching kind.',
      },
      {
        name: 'kind',
        description:
          'Whether this is a horizontal (`"x"`) or vertical (`"y"`) axis. `lq.xaxis` and `lq.yaxis` are shortcuts with this argument filled in.',
      },
      {
        name: 'position',
        types: ['auto', 'alignment', 'int', 'float', 'relative', 'dictionary'],
        description:
          'Where the axis line is drawn. `auto` means bottom for x and left for y; an alignment picks a side (`top`/`bottom` or `left`/`right`); a number is a data coordinate on the other axis; a length or ratio moves it from its default side by that amount (positive values point right and down); and `(align: ..., offset: ...)` combines a side with such a shift.',
      },
      {
        name: 'mirror',
        description:
          'Repeats the axis on the opposite side. `true` copies the ticks, `false` turns the copy off, and a dictionary with the keys `ticks` and `tick-labels` chooses what is copied. `auto` mirrors the ticks only while [[axis#position]] is `auto`.',
      },
      {
        name: 'ticks',
        types: ['auto', 'array', 'none'],
        description:
          'Hand-picked tick positions that replace the locator: an array of values, or of `(value, label)` pairs to set the labels too. `none` removes all ticks. The code also checks for a dictionary with `ticks` and `labels`, but in 0.5.0 that form stops with an error, so use pairs instead. Hand-picked ticks also fail on a reversed axis ([[axis#inverted]] or a `lim` whose first value is larger), because the manual locator then keeps none of them ([[tick-locate.manual#x0]]).',
      },
      {
        name: 'subticks',
        description:
          'An integer draws that many evenly spaced subticks between neighbouring ticks, `none` removes subticks, and `auto` leaves the choice to the scale.',
      },
      {
        name: 'tick-distance',
        types: ['auto', 'int', 'float', 'dictionary'],
        description:
          'Requested spacing between ticks, forwarded to the tick locator. The linear locator reads it in data units; [[tick-locate.years]] reads it in years when you set that locator through [[axis#locate-ticks]] (the automatic datetime locator does not pass it on). A number fixes the spacing. A dictionary with the keys `min` and/or `max`, new in 0.5.0, keeps the automatic choice but clamps it: `(min: 1)` never puts ticks closer than one unit, which suits axes that count whole things. See [[tick-locate.linear#tick-distance]]. A `tick-distance` key in [[axis#tick-args]] wins over this.',
      },
      {
        name: 'offset',
        description:
          'A number subtracted from every tick label and shown once at the end of the axis, which keeps labels short when the data sits far from zero. Content is only displayed there and does not change the labels; `auto` lets the formatter decide.',
      },
      {
        name: 'exponent',
        description:
          'Power of ten factored out of all tick labels and written at the axis end. `"inline"` writes the power into each label instead, and with logarithmic ticks `none` prints every number in full.',
      },
      {
        name: 'auto-exponent-threshold',
        description:
          'An automatic exponent is only factored out once its absolute value reaches this threshold. That exponent is the n of the tick spacing written as m × 10ⁿ with 0.1 ≤ m < 1 (see [[decompose-floating-point]]), so a spacing of 100 already counts as 3: with the default, an axis from 0 to 500 with ticks every 100 is labelled 0.0 to 0.5 with ×10³ at its end, while spacings from 0.001 to below 100 are written out in full.',
      },
      {
        name: 'locate-ticks',
        description:
          'Function that decides where the main ticks go, such as [[tick-locate.linear]]. `auto` uses the one that belongs to the scale.',
      },
      {
        name: 'format-ticks',
        description:
          'Function that turns tick values into labels, such as [[tick-format.linear]]. `auto` picks the formatter matching the scale.',
      },
      {
        name: 'locate-subticks',
        types: ['auto', 'none', 'function'],
        description:
          'Function that places the subticks, for example [[tick-locate.subticks-linear]]. `auto` uses the scale’s choice and `none` draws no subticks.',
      },
      {
        name: 'format-subticks',
        types: ['none', 'function'],
        description: 'Formatter for subtick labels. With the default `none`, subticks carry no labels.',
      },
      {
        name: 'extra-ticks',
        description:
          'Additional ticks drawn on top of the regular ones: plain numbers, labelled with the axis formatter, or ready-made [[tick]] elements for full control over label and look.',
      },
      {
        name: 'format-extra-ticks',
        types: ['none', 'function'],
        description:
          'Stored with the axis but not read anywhere in 0.5.0; numeric extra ticks are labelled with [[axis#format-ticks]] (or the linear formatter when that is `none`).',
      },
      {
        name: 'tick-args',
        description: 'Named arguments passed to the tick locator on every call.',
      },
      {
        name: 'subtick-args',
        description: 'Named arguments passed to the subtick locator on every call.',
      },
      {
        name: 'functions',
        description:
          'A pair `(forward, inverse)` of functions that makes this a secondary axis showing the main axis in other units. `forward` converts main-axis values into the values printed here and `inverse` converts back; they must really undo each other. Cannot be combined with plots or a manual [[axis#lim]]. `auto` means the identity.',
      },
      {
        name: 'hidden',
        description: 'Skips drawing the axis entirely: no spine, ticks or label.',
      },
      {
        name: 'stroke',
        types: ['auto', 'none', 'stroke'],
        description:
          'Stroke of this axis line, handed to [[spine]]; it also colours the ticks. `none` leaves out the line, `auto` keeps the spine style.',
      },
      {
        name: 'tip',
        types: ['auto', 'none', 'function'],
        description:
          'Arrow head at the far end of the axis line: a mark from the tiptoe package, such as `tiptoe.stealth`. Passed to [[spine#tip]] unless `auto`.',
      },
      {
        name: 'toe',
        types: ['auto', 'none', 'function'],
        description: 'Arrow tail at the start of the axis line, given like [[axis#tip]] and passed to [[spine#toe]] unless `auto`.',
      },
      {
        name: 'filter',
        types: ['function'],
        description:
          'Decides for each regular tick and subtick whether it is drawn. It receives the tick value and its distance (a length) to the nearer end of the axis, and returns `false` to drop the tick.',
      },
      {
        name: 'plots',
        description:
          'Plots that belong to this secondary axis. Their data sets its automatic limits and is drawn in its coordinates. Only positional arguments are allowed here.',
      },
    ],
  },
  {
    name: 'colorbar',
    summary:
      'Draws a narrow stand-alone diagram that shows the colour scale of a colour-coded plot, with matching ticks and an optional label.',
    params: [
      {
        name: 'plot',
        types: ['lq:colormesh', 'lq:scatter', 'lq:contour', 'lq:quiver'],
        description:
          'The plot whose colour mapping should be shown. It must map values to colours, as [[colormesh]], [[contour]] and colour-coded [[scatter]] or [[quiver]] plots do.',
      },
      {
        name: 'orientation',
        description: '`"vertical"` draws an upright bar with ticks on the right; `"horizontal"` lays it flat with ticks below.',
      },
      {
        name: 'thickness',
        description:
          'How wide the bar is across its colour gradient. It becomes the width (vertical) or height (horizontal) of the underlying diagram.',
      },
      {
        name: 'label',
        types: ['none', 'content', 'lq:label'],
        description: 'A label for the bar’s value axis.',
      },
      {
        name: 'args',
        description:
          'Everything else is handed to the [[diagram]] that forms the colour bar: named arguments such as `height` or `yaxis` override the colour bar’s presets, and positional ones are added as further diagram children.',
      },
    ],
  },
  {
    name: 'legend',
    summary:
      'The box that lists the labelled plots of a diagram. Its look and position are set through set rules or the `legend` argument of [[diagram]].',
    params: [
      {
        name: 'fill',
        types: ['none', 'color', 'gradient', 'tiling'],
        description: 'Background of the legend box, slightly see-through by default.',
      },
      {
        name: 'inset',
        description: 'Space between the border of the box and the entries.',
      },
      {
        name: 'stroke',
        description: 'Border of the legend box; `none` removes it.',
      },
      {
        name: 'radius',
        description: 'Corner rounding of the box, per corner if given as a dictionary.',
      },
      {
        name: 'position',
        description:
          'Where the legend sits. An alignment anchors it at that spot inside the data area; a pair `(x, y)` of lengths or ratios puts its top-left corner there, measured from the top-left of the data area. To move it outside, combine an alignment with [[legend#dx]] or [[legend#dy]] of `100%`.',
      },
      {
        name: 'pad',
        description:
          'Gap between the legend and the edge of the data area when [[legend#position]] is an alignment; ignored for coordinate pairs.',
      },
      {
        name: 'dx',
        description: 'Horizontal shift from the chosen position; ratios refer to the data area width.',
      },
      {
        name: 'dy',
        description: 'Vertical shift from the chosen position; ratios refer to the data area height.',
      },
      {
        name: 'z-index',
        types: ['int', 'float'],
        description:
          'Drawing order of the legend among the diagram contents. Plots default to 2 and axes use 20, so the legend covers plots but not axes. Only the value from a set rule is read.',
      },
      {
        name: 'children',
        types: ['any'],
        description:
          'The cells of the legend, read in pairs of a symbol followed by its text and laid out in two columns. The diagram collects these from the labelled plots; supply them yourself only for a fully custom legend.',
      },
    ],
  },
  {
    name: 'title',
    summary: 'A heading placed on one side of a diagram, usually above the data area.',
    params: [
      {
        name: 'body',
        types: ['str', 'content'],
        description: 'The text of the title.',
      },
      {
        name: 'position',
        description:
          'Side of the diagram for the title: `top`, `bottom`, `left` or `right`. Pass `left` or `right` directly to `lq.title`: in a set rule those two merge with the default `top` into a corner alignment that the layout rejects.',
      },
      {
        name: 'dx',
        description: 'Horizontal shift of the title.',
      },
      {
        name: 'dy',
        description: 'Vertical shift of the title.',
      },
      {
        name: 'pad',
        description: 'Gap between the diagram frame and the title.',
      },
    ],
  },
  {
    name: 'label',
    summary: 'The text that names an axis. The diagram creates one from `xlabel`/`ylabel`; create it yourself to adjust a single label.',
    params: [
      {
        name: 'body',
        types: ['none', 'str', 'content'],
        description: 'What the label says.',
      },
      {
        name: 'dx',
        description: 'Horizontal shift of the label.',
      },
      {
        name: 'dy',
        description: 'Vertical shift of the label.',
      },
      {
        ...kindParam('the label'),
        description:
          'Which axis the label belongs to, `"x"` or `"y"`. It controls the automatic rotation; `lq.xlabel` and `lq.ylabel` are shortcuts with it filled in.',
      },
      {
        name: 'pad',
        description:
          'Distance from the axis, counted beyond its ticks and tick labels. With `none` the label sits right on the axis line and ignores the ticks.',
      },
      {
        name: 'angle',
        description: 'Rotation of the label. `auto` turns y-axis labels by `-90deg` and leaves x-axis labels upright.',
      },
    ],
  },
  {
    name: 'grid',
    summary:
      'The lines across the data area that continue the ticks of the main x- and y-axis. Diagrams create four of them (main and sub lines per axis).',
    params: [
      {
        name: 'ticks',
        description: 'Positions of the lines as lengths within the data area. The diagram supplies them from the axis ticks.',
      },
      {
        name: 'sub',
        description: 'Whether these lines belong to subticks and therefore use [[grid#stroke-sub]].',
      },
      {
        name: 'kind',
        description:
          '`"x"` for the vertical lines at x-ticks, `"y"` for the horizontal lines at y-ticks. Useful with `lq.cond-set` to style one direction.',
      },
      {
        name: 'stroke',
        description: 'Stroke of the lines at the main ticks; `none` hides them.',
      },
      {
        name: 'stroke-sub',
        types: ['none', 'stroke'],
        description:
          'Stroke of the lines at subticks; none are drawn by default. The field type also admits `auto`, but 0.5.0 does not resolve it and compilation fails once subtick lines are drawn.',
      },
      {
        name: 'z-index',
        types: ['int', 'float'],
        description:
          'Drawing order of the grid among the diagram contents; 0 puts it below the plots (which default to 2). Only the value from a set rule is read.',
      },
    ],
  },
  {
    name: 'tick',
    summary: 'A tick mark on an axis together with its label. Set rules on it change every tick; single instances serve as extra ticks.',
    params: [
      {
        name: 'value',
        types: ['int', 'float'],
        description: 'Where the tick sits, in data coordinates.',
      },
      {
        name: 'sub',
        description: 'Marks the tick as a subtick, which makes it shorter by [[tick#shorten-sub]].',
      },
      {
        ...kindParam('the tick'),
        description:
          'Which axis the tick belongs to: `"x"` or `"y"`; the axis fills it in for extra ticks. Only extra ticks are `tick` elements: an axis draws its regular ticks itself, reading only the values of `lq.set-tick`, so a rule such as `lq.cond-set(lq.tick.with(kind: "y"), ...)` or `lq.show_(lq.tick.with(kind: "y"), ...)` leaves the regular ticks unchanged and reaches extra ticks alone. The labels of one axis can be targeted through [[tick-label#kind]].',
      },
      {
        name: 'label',
        types: ['none', 'content', 'lq:tick-label'],
        description: 'Text next to the tick. Anything other than a [[tick-label]] is wrapped in one, so tick-label show rules apply.',
      },
      {
        name: 'align',
        types: ['alignment'],
        description:
          'The side the tick and its label are aligned to. With `right`, as on a left-hand y-axis, the label ends just before the tick. Axes choose this from their position for regular ticks, so it only matters for ticks you draw yourself.',
      },
      {
        name: 'stroke',
        description: 'Stroke of the tick mark. With `auto`, ticks follow the axis stroke and the [[spine]] style.',
      },
      {
        name: 'shorten-sub',
        description: 'How much shorter subticks are than main ticks.',
      },
      {
        name: 'pad',
        description: 'Gap between the tick mark and its label.',
      },
      {
        name: 'inset',
        description: 'Length of the tick on the data side of the axis line (away from the label).',
      },
      {
        name: 'outset',
        description:
          'Length of the tick on the label side of the axis line. Set [[tick#inset]] to `0pt` and this above zero for outward ticks.',
      },
    ],
  },
  {
    name: 'tick-label',
    summary:
      'The text printed next to a tick. It exists so that show and set rules can restyle tick labels without touching anything else.',
    params: [
      {
        name: 'body',
        types: ['none', 'str', 'content'],
        description: 'The formatted tick value.',
      },
      kindParam('the label'),
      {
        name: 'sub',
        description: 'Whether the label belongs to a subtick.',
      },
    ],
  },
  {
    name: 'spine',
    summary: 'The line an axis is drawn along, optionally with an arrow at either end.',
    params: [
      {
        name: 'stroke',
        description:
          'How the axis line is stroked; `none` hides it. Ticks take their colour and thickness from here unless [[tick#stroke]] is set.',
      },
      {
        ...kindParam('the spine'),
        description:
          'Direction of the line: `"x"` horizontal, `"y"` vertical. Axes set it themselves; use it with `lq.cond-set` to style one direction.',
      },
      {
        name: 'tip',
        description:
          'Arrow head at the right end of an x spine or the top end of a y spine, given as a mark from the tiptoe package such as `tiptoe.stealth`.',
      },
      {
        name: 'toe',
        description: 'Arrow tail at the opposite end, given like [[spine#tip]].',
      },
    ],
  },
  {
    name: 'errorbar',
    summary: 'One error bar as drawn by [[plot]] for its `xerr` and `yerr` values. Use set rules on it to restyle all error bars at once.',
    params: [
      {
        name: 'kind',
        description: '`"x"` for horizontal bars, `"y"` for vertical ones. Plots set it for you.',
      },
      {
        name: 'stroke',
        description:
          'Stroke of the bar. With `auto` it follows the line of the plot it belongs to, in colour and thickness but always solid, even when that line is dashed; a plot drawn with `stroke: none` gives its bars a thin line in its colour.',
      },
      {
        name: 'cap',
        description: 'Length of the short cross lines at both ends; `none` leaves them off.',
      },
      {
        name: 'cap-stroke',
        description: 'Stroke of the caps; `auto` uses the bar stroke.',
      },
    ],
  },
  {
    name: 'mark',
    summary:
      'The style carrier for data-point marks. In 0.5.0 `lq.mark` is Typst’s built-in `grid` element under another name; Lilaq reads four of its fields when it draws a mark, and you change them with `set lq.mark(...)` inside a style cycle.',
    params: [
      {
        name: 'align',
        description:
          'The shape, as a function that receives a dictionary with `size`, `fill` and `stroke` and returns content centred on the point. The named shapes live in the dictionary `lq.marks`, for example `lq.marks.at("o")`; the default is the small dot `"."`.',
      },
      {
        name: 'fill',
        description:
          'Fill of the mark. The default is an internal placeholder colour that stands for “the plot’s colour”; any other value overrides it.',
      },
      {
        name: 'stroke',
        description:
          'Outline of the mark, 0.7pt wide in the plot’s colour by default. A stroke without a paint keeps the plot’s colour, for example `stroke: 1.2pt`.',
      },
      {
        name: 'inset',
        description:
          'The mark size, passed to the shape function as `size`. The built-in shapes are scaled so that marks of equal size look about equally large.',
      },
    ],
  },
];
