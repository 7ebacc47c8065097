import type { RefDefinition, RefParam } from '../types';

/** Shared parameter shapes used by several diagram elements. */
const kindParam = (what: string): RefParam => ({
  name: 'kind',
  kind: 'named',
  types: ['str'],
  default: '"x"',
  description: `Which axis ${what} belongs to: \`"x"\` or \`"y"\`. The diagram fills this in, and it is mostly useful for targeting one axis with \`lq.cond-set\` or \`lq.show_\`.`,
  settable: true,
});

export const elementDefinitions: readonly RefDefinition[] = [
  {
    name: 'diagram',
    call: 'diagram',
    kind: 'element',
    summary:
      'The container that every Lilaq figure starts from: it sets up the data area, the two main axes, grid, title and legend, and draws the plots you pass to it.',
    source: { path: 'src/model/diagram.typ', line: 632 },
    params: [
      {
        name: 'width',
        kind: 'named',
        types: ['length', 'relative'],
        default: '6cm',
        description:
          'Width of the data area alone; ticks, labels, title and legend are added around it. A ratio such as `100%` is taken from the surrounding container and then covers the whole figure, so it fails in a container of automatic width.',
        settable: true,
      },
      {
        name: 'height',
        kind: 'named',
        types: ['length', 'relative'],
        default: '4cm',
        description:
          'Height of the data area alone. As with [[diagram#width]], a ratio measures the parent container and sizes the complete figure instead.',
        settable: true,
      },
      {
        name: 'title',
        kind: 'named',
        types: ['none', 'str', 'content', 'lq:title'],
        default: 'none',
        description:
          'A heading for the figure. Plain content is wrapped in a [[title]]; pass a `lq.title(...)` yourself to choose its side or spacing.',
        settable: true,
      },
      {
        name: 'legend',
        kind: 'named',
        types: ['none', 'dictionary', 'lq:legend'],
        default: '(:)',
        description:
          'Controls the legend. A dictionary is passed on as [[legend]] arguments (for example `(position: bottom + left)`), `none` suppresses the legend, and a complete `lq.legend(...)` replaces the automatic entries with your own.',
        settable: true,
      },
      {
        name: 'xlim',
        kind: 'named',
        types: ['auto', 'array'],
        default: 'auto',
        description:
          'Fixes the visible range of the x-axis as a pair `(min, max)`; either end may stay `auto`. Shorthand for the `lim` argument of [[axis]].',
        settable: true,
      },
      {
        name: 'ylim',
        kind: 'named',
        types: ['auto', 'array'],
        default: 'auto',
        description: 'The same as [[diagram#xlim]], for the y-axis.',
        settable: true,
      },
      {
        name: 'xlabel',
        kind: 'named',
        types: ['none', 'str', 'content', 'lq:label'],
        default: 'none',
        description: 'Text written along the x-axis. Use an explicit [[label]] to shift it or change its padding.',
        settable: true,
      },
      {
        name: 'ylabel',
        kind: 'named',
        types: ['none', 'str', 'content', 'lq:label'],
        default: 'none',
        description: 'Text written along the y-axis; by default it is turned by −90°.',
        settable: true,
      },
      {
        name: 'grid',
        kind: 'named',
        types: ['auto', 'none', 'dictionary', 'stroke', 'color', 'length'],
        default: 'auto',
        description:
          'Per-diagram grid settings. A stroke, colour or length becomes the stroke of the main grid lines, a dictionary is handed to [[grid]] (keys such as `stroke` and `stroke-sub`), `none` hides all grid lines and `auto` keeps the current [[grid]] style.',
        settable: true,
      },
      {
        name: 'xscale',
        kind: 'named',
        types: ['auto', 'str', 'lq:scale.scale'],
        default: 'auto',
        description:
          'Scale of the x-axis: a scale object or one of the names `"linear"`, `"log"`, `"symlog"` and `"datetime"`. With `auto`, the axis becomes a date axis when a plot supplies `datetime` values and linear otherwise.',
        settable: true,
      },
      {
        name: 'yscale',
        kind: 'named',
        types: ['auto', 'str', 'lq:scale.scale'],
        default: 'auto',
        description: 'Scale of the y-axis, chosen the same way as [[diagram#xscale]].',
        settable: true,
      },
      {
        name: 'xaxis',
        kind: 'named',
        types: ['none', 'dictionary'],
        default: '(:)',
        description:
          'Extra [[axis]] arguments for the main x-axis, such as `(ticks: none)` or `(position: top)`. Dictionaries from several set rules are merged. `none` hides the axis.',
        settable: true,
      },
      {
        name: 'yaxis',
        kind: 'named',
        types: ['none', 'dictionary'],
        default: '(:)',
        description: 'Extra [[axis]] arguments for the main y-axis, handled like [[diagram#xaxis]].',
        settable: true,
      },
      {
        name: 'margin',
        kind: 'named',
        types: ['ratio', 'dictionary'],
        default: '6%',
        description:
          'Empty space added beyond the data on automatic axis limits, as a share of the data range (measured after scaling). A dictionary can set `left`, `right`, `top`, `bottom`, the pairs `x` and `y`, and `rest` for everything else. Without `rest`, unlisted sides get `5%`.',
        settable: true,
      },
      {
        name: 'cycle',
        kind: 'named',
        types: ['array'],
        default: 'petroff10',
        description:
          'The styles handed out to successive plots, by default the colours of `lq.color.map.petroff10`. Give an array of colours (any list from [[color]]), of dictionaries with the keys `color`, `stroke` and `mark`, or of functions that apply set rules to the plot they receive.',
        settable: true,
      },
      {
        name: 'fill',
        kind: 'named',
        types: ['none', 'color', 'gradient', 'tiling'],
        default: 'none',
        description: 'Background paint of the data area.',
        settable: true,
      },
      {
        name: 'children',
        kind: 'positional',
        variadic: true,
        types: ['any'],
        description:
          'The contents of the diagram: plots such as [[plot]], [[bar]] or [[scatter]], shapes such as [[rect]] or [[place]], and additional [[axis]] objects. `none` entries are skipped. These can only be given to the constructor, not through set rules.',
      },
    ],
  },
  {
    name: 'axis',
    call: 'axis',
    kind: 'function',
    summary:
      'Describes one axis of a diagram: its scale and limits, where its ticks go and how they are labelled, and where the axis itself sits. Use it through `xaxis`/`yaxis` of [[diagram]] or as an extra, secondary axis.',
    source: { path: 'src/model/axis.typ', line: 33 },
    params: [
      {
        name: 'scale',
        kind: 'named',
        types: ['auto', 'str', 'lq:scale.scale'],
        default: 'auto',
        description:
          'How data values map to positions: a scale object or one of `"linear"`, `"log"`, `"symlog"` and `"datetime"`. `auto` selects a date scale if one of the attached plots holds `datetime` values and a linear scale otherwise.',
      },
      {
        name: 'lim',
        kind: 'named',
        types: ['auto', 'array'],
        default: 'auto',
        description:
          'The visible range as `(min, max)`. Either end may be `auto` (fitted to the data plus [[diagram#margin]]) and may be a `datetime` on date axes. A minimum above the maximum flips the axis.',
      },
      {
        name: 'inverted',
        kind: 'named',
        types: ['bool'],
        default: 'false',
        description: 'Swaps the two ends of the range, whether they were given or computed.',
      },
      {
        name: 'label',
        kind: 'named',
        types: ['none', 'str', 'content', 'lq:label'],
        default: 'none',
        description: 'Axis label; plain content is turned into a [[label]] of the matching kind.',
      },
      {
        name: 'kind',
        kind: 'named',
        types: ['str'],
        default: '"x"',
        description:
          'Whether this is a horizontal (`"x"`) or vertical (`"y"`) axis. `lq.xaxis` and `lq.yaxis` are shortcuts with this argument filled in.',
      },
      {
        name: 'position',
        kind: 'named',
        types: ['auto', 'alignment', 'int', 'float', 'relative', 'dictionary'],
        default: 'auto',
        description:
          'Where the axis line is drawn. `auto` means bottom for x and left for y; an alignment picks a side (`top`/`bottom` or `left`/`right`); a number is a data coordinate on the other axis; a length or ratio moves it from its default side by that amount (positive values point right and down); and `(align: ..., offset: ...)` combines a side with such a shift.',
      },
      {
        name: 'mirror',
        kind: 'named',
        types: ['auto', 'bool', 'dictionary'],
        default: 'auto',
        description:
          'Repeats the axis on the opposite side. `true` copies the ticks, `false` turns the copy off, and a dictionary with the keys `ticks` and `tick-labels` chooses what is copied. `auto` mirrors the ticks only while [[axis#position]] is `auto`.',
      },
      {
        name: 'ticks',
        kind: 'named',
        types: ['auto', 'array', 'none'],
        default: 'auto',
        description:
          'Hand-picked tick positions that replace the locator: an array of values, or of `(value, label)` pairs to set the labels too. `none` removes all ticks. The code also checks for a dictionary with `ticks` and `labels`, but in 0.5.0 that form stops with an error, so use pairs instead.',
      },
      {
        name: 'subticks',
        kind: 'named',
        types: ['auto', 'none', 'int'],
        default: 'auto',
        description:
          'An integer draws that many evenly spaced subticks between neighbouring ticks, `none` removes subticks, and `auto` leaves the choice to the scale.',
      },
      {
        name: 'tick-distance',
        kind: 'named',
        types: ['auto', 'int', 'float', 'dictionary'],
        default: 'auto',
        description:
          'Requested spacing between ticks, forwarded to the tick locator. The linear locator reads it in data units; [[tick-locate.years]] reads it in years when you set that locator through [[axis#locate-ticks]] (the automatic datetime locator does not pass it on). A number fixes the spacing. A dictionary with the keys `min` and/or `max`, new in 0.5.0, keeps the automatic choice but clamps it: `(min: 1)` never puts ticks closer than one unit, which suits axes that count whole things. See [[tick-locate.linear#tick-distance]]. A `tick-distance` key in [[axis#tick-args]] wins over this.',
      },
      {
        name: 'offset',
        kind: 'named',
        types: ['auto', 'int', 'float', 'content', 'none'],
        default: 'auto',
        description:
          'A number subtracted from every tick label and shown once at the end of the axis, which keeps labels short when the data sits far from zero. Content is only displayed there and does not change the labels; `auto` lets the formatter decide.',
      },
      {
        name: 'exponent',
        kind: 'named',
        types: ['auto', 'none', 'int', 'str'],
        default: 'auto',
        description:
          'Power of ten factored out of all tick labels and written at the axis end. `"inline"` writes the power into each label instead, and with logarithmic ticks `none` prints every number in full.',
      },
      {
        name: 'auto-exponent-threshold',
        kind: 'named',
        types: ['int'],
        default: '3',
        description:
          'An automatic exponent is only factored out once the power of ten of the ticks reaches this value in absolute terms; with 3, that starts at thousands and at thousandths.',
      },
      {
        name: 'locate-ticks',
        kind: 'named',
        types: ['auto', 'function'],
        default: 'auto',
        description:
          'Function that decides where the main ticks go, such as [[tick-locate.linear]]. `auto` uses the one that belongs to the scale.',
      },
      {
        name: 'format-ticks',
        kind: 'named',
        types: ['auto', 'function'],
        default: 'auto',
        description:
          'Function that turns tick values into labels, such as [[tick-format.linear]]. `auto` picks the formatter matching the scale.',
      },
      {
        name: 'locate-subticks',
        kind: 'named',
        types: ['auto', 'none', 'function'],
        default: 'auto',
        description:
          'Function that places the subticks, for example [[tick-locate.subticks-linear]]. `auto` uses the scale’s choice and `none` draws no subticks.',
      },
      {
        name: 'format-subticks',
        kind: 'named',
        types: ['none', 'function'],
        default: 'none',
        description: 'Formatter for subtick labels. With the default `none`, subticks carry no labels.',
      },
      {
        name: 'extra-ticks',
        kind: 'named',
        types: ['array'],
        default: '()',
        description:
          'Additional ticks drawn on top of the regular ones: plain numbers, labelled with the axis formatter, or ready-made [[tick]] elements for full control over label and look.',
      },
      {
        name: 'format-extra-ticks',
        kind: 'named',
        types: ['none', 'function'],
        default: 'none',
        description:
          'Stored with the axis but not read anywhere in 0.5.0; numeric extra ticks are labelled with [[axis#format-ticks]] (or the linear formatter when that is `none`).',
      },
      {
        name: 'tick-args',
        kind: 'named',
        types: ['dictionary'],
        default: '(:)',
        description: 'Named arguments passed to the tick locator on every call.',
      },
      {
        name: 'subtick-args',
        kind: 'named',
        types: ['dictionary'],
        default: '(:)',
        description: 'Named arguments passed to the subtick locator on every call.',
      },
      {
        name: 'functions',
        kind: 'named',
        types: ['auto', 'array'],
        default: 'auto',
        description:
          'A pair `(forward, inverse)` of functions that makes this a secondary axis showing the main axis in other units. `forward` converts main-axis values into the values printed here and `inverse` converts back; they must really undo each other. Cannot be combined with plots or a manual [[axis#lim]]. `auto` means the identity.',
      },
      {
        name: 'hidden',
        kind: 'named',
        types: ['bool'],
        default: 'false',
        description: 'Skips drawing the axis entirely: no spine, ticks or label.',
      },
      {
        name: 'stroke',
        kind: 'named',
        types: ['auto', 'none', 'stroke'],
        default: 'auto',
        description:
          'Stroke of this axis line, handed to [[spine]]; it also colours the ticks. `none` leaves out the line, `auto` keeps the spine style.',
      },
      {
        name: 'tip',
        kind: 'named',
        types: ['auto', 'none', 'function'],
        default: 'auto',
        description:
          'Arrow head at the far end of the axis line: a mark from the tiptoe package, such as `tiptoe.stealth`. Passed to [[spine#tip]] unless `auto`.',
      },
      {
        name: 'toe',
        kind: 'named',
        types: ['auto', 'none', 'function'],
        default: 'auto',
        description: 'Arrow tail at the start of the axis line, given like [[axis#tip]] and passed to [[spine#toe]] unless `auto`.',
      },
      {
        name: 'filter',
        kind: 'named',
        types: ['function'],
        default: '(value, distance) => true',
        description:
          'Decides for each regular tick and subtick whether it is drawn. It receives the tick value and its distance (a length) to the nearer end of the axis, and returns `false` to drop the tick.',
      },
      {
        name: 'plots',
        kind: 'positional',
        variadic: true,
        types: ['any'],
        description:
          'Plots that belong to this secondary axis. Their data sets its automatic limits and is drawn in its coordinates. Only positional arguments are allowed here.',
      },
    ],
  },
  {
    name: 'colorbar',
    call: 'colorbar',
    kind: 'function',
    summary:
      'Draws a narrow stand-alone diagram that shows the colour scale of a colour-coded plot, with matching ticks and an optional label.',
    source: { path: 'src/model/colorbar.typ', line: 41 },
    params: [
      {
        name: 'plot',
        kind: 'positional',
        required: true,
        types: ['lq:colormesh', 'lq:scatter', 'lq:contour', 'lq:quiver'],
        description:
          'The plot whose colour mapping should be shown. It must map values to colours, as [[colormesh]], [[contour]] and colour-coded [[scatter]] or [[quiver]] plots do.',
      },
      {
        name: 'orientation',
        kind: 'named',
        types: ['str'],
        default: '"vertical"',
        description: '`"vertical"` draws an upright bar with ticks on the right; `"horizontal"` lays it flat with ticks below.',
      },
      {
        name: 'thickness',
        kind: 'named',
        types: ['length'],
        default: '3mm',
        description:
          'How wide the bar is across its colour gradient. It becomes the width (vertical) or height (horizontal) of the underlying diagram.',
      },
      {
        name: 'label',
        kind: 'named',
        types: ['none', 'content', 'lq:label'],
        default: 'none',
        description: 'A label for the bar’s value axis.',
      },
      {
        name: 'args',
        kind: 'positional',
        variadic: true,
        types: ['any'],
        description:
          'Everything else is handed to the [[diagram]] that forms the colour bar: named arguments such as `height` or `yaxis` override the colour bar’s presets, and positional ones are added as further diagram children.',
      },
    ],
  },
  {
    name: 'legend',
    call: 'legend',
    kind: 'element',
    summary:
      'The box that lists the labelled plots of a diagram. Its look and position are set through set rules or the `legend` argument of [[diagram]].',
    source: { path: 'src/model/legend.typ', line: 79 },
    params: [
      {
        name: 'fill',
        kind: 'named',
        types: ['none', 'color', 'gradient', 'tiling'],
        default: 'white.transparentize(20%)',
        description: 'Background of the legend box, slightly see-through by default.',
        settable: true,
      },
      {
        name: 'inset',
        kind: 'named',
        types: ['relative'],
        default: '0.3em',
        description: 'Space between the border of the box and the entries.',
        settable: true,
      },
      {
        name: 'stroke',
        kind: 'named',
        types: ['none', 'stroke'],
        default: '0.5pt + gray',
        description: 'Border of the legend box; `none` removes it.',
        settable: true,
      },
      {
        name: 'radius',
        kind: 'named',
        types: ['relative', 'dictionary'],
        default: '1.5pt',
        description: 'Corner rounding of the box, per corner if given as a dictionary.',
        settable: true,
      },
      {
        name: 'position',
        kind: 'named',
        types: ['alignment', 'array'],
        default: 'top + right',
        description:
          'Where the legend sits. An alignment anchors it at that spot inside the data area; a pair `(x, y)` of lengths or ratios puts its top-left corner there, measured from the top-left of the data area. To move it outside, combine an alignment with [[legend#dx]] or [[legend#dy]] of `100%`.',
        settable: true,
      },
      {
        name: 'pad',
        kind: 'named',
        types: ['length'],
        default: '2pt',
        description:
          'Gap between the legend and the edge of the data area when [[legend#position]] is an alignment; ignored for coordinate pairs.',
        settable: true,
      },
      {
        name: 'dx',
        kind: 'named',
        types: ['relative'],
        default: '0pt',
        description: 'Horizontal shift from the chosen position; ratios refer to the data area width.',
        settable: true,
      },
      {
        name: 'dy',
        kind: 'named',
        types: ['relative'],
        default: '0pt',
        description: 'Vertical shift from the chosen position; ratios refer to the data area height.',
        settable: true,
      },
      {
        name: 'z-index',
        kind: 'named',
        types: ['int', 'float'],
        default: '6',
        description:
          'Drawing order of the legend among the diagram contents. Plots default to 2 and axes use 20, so the legend covers plots but not axes. Only the value from a set rule is read.',
        settable: true,
      },
      {
        name: 'children',
        kind: 'positional',
        variadic: true,
        types: ['any'],
        description:
          'The cells of the legend, read in pairs of a symbol followed by its text and laid out in two columns. The diagram collects these from the labelled plots; supply them yourself only for a fully custom legend.',
      },
    ],
  },
  {
    name: 'title',
    call: 'title',
    kind: 'element',
    summary: 'A heading placed on one side of a diagram, usually above the data area.',
    source: { path: 'src/model/title.typ', line: 44 },
    params: [
      {
        name: 'body',
        kind: 'positional',
        required: true,
        types: ['str', 'content'],
        description: 'The text of the title.',
      },
      {
        name: 'position',
        kind: 'named',
        types: ['alignment'],
        default: 'top',
        description:
          'Side of the diagram for the title: `top`, `bottom`, `left` or `right`. Pass `left` or `right` directly to `lq.title`: in a set rule those two merge with the default `top` into a corner alignment that the layout rejects.',
        settable: true,
      },
      {
        name: 'dx',
        kind: 'named',
        types: ['length'],
        default: '0pt',
        description: 'Horizontal shift of the title.',
        settable: true,
      },
      {
        name: 'dy',
        kind: 'named',
        types: ['length'],
        default: '0pt',
        description: 'Vertical shift of the title.',
        settable: true,
      },
      {
        name: 'pad',
        kind: 'named',
        types: ['length'],
        default: '0.5em',
        description: 'Gap between the diagram frame and the title.',
        settable: true,
      },
    ],
  },
  {
    name: 'label',
    call: 'label',
    kind: 'element',
    summary: 'The text that names an axis. The diagram creates one from `xlabel`/`ylabel`; create it yourself to adjust a single label.',
    source: { path: 'src/model/label.typ', line: 47 },
    params: [
      {
        name: 'body',
        kind: 'positional',
        required: true,
        types: ['none', 'str', 'content'],
        description: 'What the label says.',
      },
      {
        name: 'dx',
        kind: 'named',
        types: ['relative'],
        default: '0pt',
        description: 'Horizontal shift of the label.',
        settable: true,
      },
      {
        name: 'dy',
        kind: 'named',
        types: ['relative'],
        default: '0pt',
        description: 'Vertical shift of the label.',
        settable: true,
      },
      {
        ...kindParam('the label'),
        description:
          'Which axis the label belongs to, `"x"` or `"y"`. It controls the automatic rotation; `lq.xlabel` and `lq.ylabel` are shortcuts with it filled in.',
      },
      {
        name: 'pad',
        kind: 'named',
        types: ['none', 'length'],
        default: '.7em',
        description:
          'Distance from the axis, counted beyond its ticks and tick labels. With `none` the label sits right on the axis line and ignores the ticks.',
        settable: true,
      },
      {
        name: 'angle',
        kind: 'named',
        types: ['auto', 'angle'],
        default: 'auto',
        description: 'Rotation of the label. `auto` turns y-axis labels by `-90deg` and leaves x-axis labels upright.',
        settable: true,
      },
    ],
  },
  {
    name: 'grid',
    call: 'grid',
    kind: 'element',
    summary:
      'The lines across the data area that continue the ticks of the main x- and y-axis. Diagrams create four of them (main and sub lines per axis).',
    source: { path: 'src/model/grid.typ', line: 82 },
    params: [
      {
        name: 'ticks',
        kind: 'positional',
        required: true,
        types: ['array'],
        description: 'Positions of the lines as lengths within the data area. The diagram supplies them from the axis ticks.',
      },
      {
        name: 'sub',
        kind: 'named',
        types: ['bool'],
        default: 'false',
        description: 'Whether these lines belong to subticks and therefore use [[grid#stroke-sub]].',
        settable: true,
      },
      {
        name: 'kind',
        kind: 'named',
        types: ['str'],
        default: '"x"',
        description:
          '`"x"` for the vertical lines at x-ticks, `"y"` for the horizontal lines at y-ticks. Useful with `lq.cond-set` to style one direction.',
        settable: true,
      },
      {
        name: 'stroke',
        kind: 'named',
        types: ['none', 'stroke'],
        default: '0.5pt + luma(80%)',
        description: 'Stroke of the lines at the main ticks; `none` hides them.',
        settable: true,
      },
      {
        name: 'stroke-sub',
        kind: 'named',
        types: ['none', 'stroke'],
        default: 'none',
        description:
          'Stroke of the lines at subticks; none are drawn by default. The field type also admits `auto`, but 0.5.0 does not resolve it and compilation fails once subtick lines are drawn.',
        settable: true,
      },
      {
        name: 'z-index',
        kind: 'named',
        types: ['int', 'float'],
        default: '0',
        description:
          'Drawing order of the grid among the diagram contents; 0 puts it below the plots (which default to 2). Only the value from a set rule is read.',
        settable: true,
      },
    ],
  },
  {
    name: 'tick',
    call: 'tick',
    kind: 'element',
    summary: 'A tick mark on an axis together with its label. Set rules on it change every tick; single instances serve as extra ticks.',
    source: { path: 'src/model/tick.typ', line: 105 },
    params: [
      {
        name: 'value',
        kind: 'positional',
        required: true,
        types: ['int', 'float'],
        description: 'Where the tick sits, in data coordinates.',
      },
      {
        name: 'sub',
        kind: 'named',
        types: ['bool'],
        default: 'false',
        description: 'Marks the tick as a subtick, which makes it shorter by [[tick#shorten-sub]].',
        settable: true,
      },
      kindParam('the tick'),
      {
        name: 'label',
        kind: 'named',
        types: ['none', 'content', 'lq:tick-label'],
        default: 'none',
        description: 'Text next to the tick. Anything other than a [[tick-label]] is wrapped in one, so tick-label show rules apply.',
        settable: true,
      },
      {
        name: 'align',
        kind: 'named',
        types: ['alignment'],
        default: 'right',
        description:
          'The side the tick and its label are aligned to. With `right`, as on a left-hand y-axis, the label ends just before the tick. Axes choose this from their position for regular ticks, so it only matters for ticks you draw yourself.',
        settable: true,
      },
      {
        name: 'stroke',
        kind: 'named',
        types: ['auto', 'stroke'],
        default: 'auto',
        description: 'Stroke of the tick mark. With `auto`, ticks follow the axis stroke and the [[spine]] style.',
        settable: true,
      },
      {
        name: 'shorten-sub',
        kind: 'named',
        types: ['ratio'],
        default: '50%',
        description: 'How much shorter subticks are than main ticks.',
        settable: true,
      },
      {
        name: 'pad',
        kind: 'named',
        types: ['length'],
        default: '0.5em',
        description: 'Gap between the tick mark and its label.',
        settable: true,
      },
      {
        name: 'inset',
        kind: 'named',
        types: ['length'],
        default: '3pt',
        description: 'Length of the tick on the data side of the axis line (away from the label).',
        settable: true,
      },
      {
        name: 'outset',
        kind: 'named',
        types: ['length'],
        default: '0pt',
        description:
          'Length of the tick on the label side of the axis line. Set [[tick#inset]] to `0pt` and this above zero for outward ticks.',
        settable: true,
      },
    ],
  },
  {
    name: 'tick-label',
    call: 'tick-label',
    kind: 'element',
    summary:
      'The text printed next to a tick. It exists so that show and set rules can restyle tick labels without touching anything else.',
    source: { path: 'src/model/tick.typ', line: 27 },
    params: [
      {
        name: 'body',
        kind: 'positional',
        required: true,
        types: ['none', 'str', 'content'],
        description: 'The formatted tick value.',
      },
      kindParam('the label'),
      {
        name: 'sub',
        kind: 'named',
        types: ['bool'],
        default: 'false',
        description: 'Whether the label belongs to a subtick.',
        settable: true,
      },
    ],
  },
  {
    name: 'spine',
    call: 'spine',
    kind: 'element',
    summary: 'The line an axis is drawn along, optionally with an arrow at either end.',
    source: { path: 'src/model/spine.typ', line: 27 },
    params: [
      {
        name: 'stroke',
        kind: 'named',
        types: ['none', 'stroke'],
        default: '(thickness: 0.5pt, cap: "square")',
        description:
          'How the axis line is stroked; `none` hides it. Ticks take their colour and thickness from here unless [[tick#stroke]] is set.',
        settable: true,
      },
      {
        ...kindParam('the spine'),
        description:
          'Direction of the line: `"x"` horizontal, `"y"` vertical. Axes set it themselves; use it with `lq.cond-set` to style one direction.',
      },
      {
        name: 'tip',
        kind: 'named',
        types: ['none', 'function'],
        default: 'none',
        description:
          'Arrow head at the right end of an x spine or the top end of a y spine, given as a mark from the tiptoe package such as `tiptoe.stealth`.',
        settable: true,
      },
      {
        name: 'toe',
        kind: 'named',
        types: ['none', 'function'],
        default: 'none',
        description: 'Arrow tail at the opposite end, given like [[spine#tip]].',
        settable: true,
      },
    ],
  },
  {
    name: 'errorbar',
    call: 'errorbar',
    kind: 'element',
    summary: 'One error bar as drawn by [[plot]] for its `xerr` and `yerr` values. Use set rules on it to restyle all error bars at once.',
    source: { path: 'src/model/errorbar.typ', line: 57 },
    params: [
      {
        name: 'kind',
        kind: 'named',
        types: ['str'],
        default: '"x"',
        description: '`"x"` for horizontal bars, `"y"` for vertical ones. Plots set it for you.',
        settable: true,
      },
      {
        name: 'stroke',
        kind: 'named',
        types: ['auto', 'stroke'],
        default: 'auto',
        description: 'Stroke of the bar; with `auto` it takes the stroke of the plot it belongs to.',
        settable: true,
      },
      {
        name: 'cap',
        kind: 'named',
        types: ['none', 'length'],
        default: '2.5pt',
        description: 'Length of the short cross lines at both ends; `none` leaves them off.',
        settable: true,
      },
      {
        name: 'cap-stroke',
        kind: 'named',
        types: ['auto', 'stroke'],
        default: 'auto',
        description: 'Stroke of the caps; `auto` uses the bar stroke.',
        settable: true,
      },
    ],
  },
  {
    name: 'mark',
    call: 'mark',
    kind: 'element',
    summary:
      'The style carrier for data-point marks. In 0.5.0 `lq.mark` is Typst’s built-in `grid` element under another name; Lilaq reads four of its fields when it draws a mark, and you change them with `set lq.mark(...)` inside a style cycle.',
    source: { path: 'src/model/mark.typ', line: 31 },
    params: [
      {
        name: 'align',
        kind: 'named',
        types: ['function'],
        default: 'marks.at(".")',
        description:
          'The shape, as a function that receives a dictionary with `size`, `fill` and `stroke` and returns content centred on the point. The named shapes live in the dictionary `lq.marks`, for example `lq.marks.at("o")`; the default is the small dot `"."`.',
        settable: true,
      },
      {
        name: 'fill',
        kind: 'named',
        types: ['none', 'color', 'gradient', 'tiling'],
        default: '_auto',
        description:
          'Fill of the mark. The default is an internal placeholder colour that stands for “the plot’s colour”; any other value overrides it.',
        settable: true,
      },
      {
        name: 'stroke',
        kind: 'named',
        types: ['none', 'stroke'],
        default: '_auto + .7pt',
        description:
          'Outline of the mark, 0.7pt wide in the plot’s colour by default. A stroke without a paint keeps the plot’s colour, for example `stroke: 1.2pt`.',
        settable: true,
      },
      {
        name: 'inset',
        kind: 'named',
        types: ['length'],
        default: '4pt',
        description:
          'The mark size, passed to the shape function as `size`. The built-in shapes are scaled so that marks of equal size look about equally large.',
        settable: true,
      },
    ],
  },
];
