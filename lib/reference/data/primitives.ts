import type { RefProse, ProseParam } from '../types';

/** Parameters that every shape primitive shares. */
const labelParam: ProseParam = {
  name: 'label',
  types: ['none', 'content'],
  description: 'Adds the shape to the legend under this text, in the same way as [[plot#label]].',
};

const clipParam: ProseParam = {
  name: 'clip',
  description: 'Cuts off whatever reaches beyond the data area.',
};

const zIndexParam = (note: string): ProseParam => ({
  name: 'z-index',
  description: `Drawing order among the diagram contents; ${note}`,
});

const coordinate = (axis: 'x' | 'y'): ProseParam => ({
  name: axis,
  types: ['int', 'float', 'relative'],
  description:
    axis === 'x'
      ? 'Horizontal position of the anchor point: a number in data coordinates, a length from the left edge of the data area, a ratio of its width, or a mix such as `100% - 5pt`.'
      : 'Vertical position of the anchor point: a number in data coordinates, or a length or ratio measured downwards from the top edge of the data area.',
});

const tipParams = (what: string): ProseParam[] => [
  {
    name: 'tip',
    types: ['none', 'function'],
    description: `Arrow head at the end of the ${what}, given as a mark from the tiptoe package (for example \`tiptoe.stealth\`).`,
  },
  {
    name: 'toe',
    types: ['none', 'function'],
    description: `Arrow tail at the start of the ${what}, given like \`tip\`.`,
  },
];

const boxSize = (dim: 'width' | 'height', shape: string): ProseParam => ({
  name: dim,
  types: ['auto', 'int', 'float', 'relative'],
  description:
    dim === 'width'
      ? `Width of the ${shape}: in data units (only when \`x\` is a data coordinate) or as a length or ratio of the data area. \`auto\` fits the body; it works only with a left-aligned anchor.`
      : `Height of the ${shape}: in data units (only when \`y\` is a data coordinate, counting upwards) or as a length or ratio of the data area. \`auto\` fits the body; it works only with a top-aligned anchor.`,
});

const shapeFill = (shape: string): ProseParam => ({
  name: 'fill',
  description: `Paint inside the ${shape}.`,
});

const shapeStroke = (shape: string): ProseParam => ({
  name: 'stroke',
  description: `Outline of the ${shape}. \`auto\` follows Typst’s own rule for the ${shape}: a thin black outline when there is no fill, none otherwise.`,
});

const insetOutset = (shape: string): ProseParam[] => [
  {
    name: 'inset',
    description: `Space between the edge of the ${shape} and its body, as for Typst’s built-in ${shape}.`,
  },
  {
    name: 'outset',
    description: `How far the drawn ${shape} grows past its nominal size without affecting the layout.`,
  },
];

const alignParam = (shape: string): ProseParam => ({
  name: 'align',
  description: `Which point of the ${shape} is put at \`(x, y)\`. With lengths and ratios the default anchors its top-left corner, and \`center + horizon\` centres it there. A height in data units counts upwards, which turns the vertical part around: the default \`top\` then puts \`y\` on the lower edge and \`bottom\` on the upper edge. The automatic axis limits always count the ${shape} from \`x\` to \`x + width\` and from \`y\` to \`y + height\`, whatever the anchor.`,
});

export const primitiveProse: readonly RefProse[] = [
  {
    name: 'rect',
    summary:
      'Draws a rectangle inside the data area, positioned and sized in data coordinates, absolute lengths or percentages of the data area.',
    params: [
      coordinate('x'),
      coordinate('y'),
      boxSize('width', 'rectangle'),
      boxSize('height', 'rectangle'),
      alignParam('rectangle'),
      shapeFill('rectangle'),
      shapeStroke('rectangle'),
      {
        name: 'radius',
        types: ['relative', 'dictionary'],
        description: 'Rounds the corners, per corner if given as a dictionary.',
      },
      ...insetOutset('rectangle'),
      labelParam,
      clipParam,
      zIndexParam('the default 2 is the same as for plots.'),
      {
        name: 'body',
        types: ['content'],
        description: 'Optional content drawn inside the rectangle. Only the first positional value is used.',
      },
    ],
  },
  {
    name: 'ellipse',
    summary: 'Draws an ellipse or circle inside the data area, using the same placement rules as [[rect]].',
    params: [
      coordinate('x'),
      coordinate('y'),
      boxSize('width', 'ellipse'),
      boxSize('height', 'ellipse'),
      {
        ...alignParam('ellipse'),
        description:
          'Which point of the ellipse’s bounding box is put at `(x, y)`. With lengths and ratios the default anchors the top-left corner of that box, and `center + horizon` puts the centre there. A height in data units counts upwards, which turns the vertical part around: the default `top` then puts `y` on the lower edge of the box and `bottom` on the upper edge. The automatic axis limits always count the box from `x` to `x + width` and from `y` to `y + height`, whatever the anchor.',
      },
      shapeFill('ellipse'),
      shapeStroke('ellipse'),
      ...insetOutset('ellipse'),
      labelParam,
      clipParam,
      zIndexParam('the default 2 is the same as for plots.'),
      {
        name: 'body',
        types: ['content'],
        description: 'Optional content drawn inside the ellipse. Only the first positional value is used.',
      },
    ],
  },
  {
    name: 'line',
    summary: 'Draws a straight line between two points of the data area, optionally with arrow heads.',
    params: [
      {
        name: 'start',
        description:
          'First point as `(x, y)`. Each coordinate may be a data value, a length or ratio of the data area (ratios count from the top-left), or a sum of length and ratio.',
      },
      {
        name: 'end',
        description: 'Second point, given the same way as `start`.',
      },
      {
        name: 'stroke',
        description: 'How the line is drawn. Parts you leave out come from the diagram’s line style, which is 0.7pt black.',
      },
      labelParam,
      ...tipParams('line'),
      clipParam,
      zIndexParam('the default 2 is the same as for plots.'),
    ],
  },
  {
    name: 'path',
    summary: 'Draws a polyline or Bézier curve through points of the data area, open or closed, filled or not.',
    params: [
      {
        name: 'vertices',
        description:
          'The points in order. A plain `(x, y)` is a corner. `(point, handle)` makes a smooth point: the handle, relative to the point, is the control point of the segment arriving there, and its mirror image controls the segment leaving. `(point, in, out)` gives both handles separately. Numeric handles are in data units.',
      },
      {
        name: 'fill',
        description: 'Paint for the enclosed area.',
      },
      {
        name: 'stroke',
        description:
          'How the outline is drawn. `auto` hands the decision to Typst’s `curve`: a 1pt black outline without fill, no outline with one.',
      },
      {
        name: 'closed',
        description: 'Connects the last vertex back to the first.',
      },
      ...tipParams('path'),
      labelParam,
      clipParam,
      zIndexParam('the default 2 is the same as for plots.'),
    ],
  },
  {
    name: 'place',
    summary: 'Puts arbitrary content, such as an annotation or a small inset diagram, at a point of the data area.',
    params: [
      coordinate('x'),
      coordinate('y'),
      {
        name: 'body',
        types: ['content'],
        description: 'What to place.',
      },
      {
        name: 'align',
        description:
          'Which point of the content lands on `(x, y)`. With `left`, for example, the content starts at the point and extends to the right.',
      },
      {
        name: 'clip',
        description:
          'Whether to cut the content at the edge of the data area. Off by default; unclipped content also counts towards the space the diagram reserves around itself.',
      },
      zIndexParam('the default 21 draws the content above plots (2) and axes (20).'),
    ],
  },
  {
    name: 'color',
    call: 'color.map',
    summary:
      'The module `lq.color`, whose only member is the submodule `lq.color.map`: a set of named colour lists for colour-coded plots and style cycles. It contains no functions, so there are no parameters.',
    params: [],
  },
];
