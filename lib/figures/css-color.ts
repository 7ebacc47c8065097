/**
 * CSS colour values (CSS Color 4 and 5) converted to sRGB the way Chromium draws them: every colour
 * function and space (`rgb()`/`rgba()` in both syntaxes, `hsl()`, `hwb()`, `lab()`, `lch()`,
 * `oklab()`, `oklch()`, `color(<space> …)`, `color-mix()`), hex with alpha, named colours and
 * `transparent`. Colours outside sRGB are clipped channel by channel after conversion, which is what
 * Chromium does when it paints them (no CSS gamut mapping); `lib/figures/css-color.test.ts` holds
 * reference values read back from Chromium's canvas.
 *
 * Pure and dependency-free: it runs in the figure pipeline, the live editor's worker and the
 * browser's download menu. `portable-svg.ts` uses it to rewrite figures for SVG 1.1 renderers.
 */

/** Gamma-encoded sRGB channels and alpha, each clipped to 0..1. */
export interface Srgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

type Vec3 = [number, number, number];
type Mat3 = [Vec3, Vec3, Vec3];

/** Every space a colour can be written in or mixed in; coordinates as CSS writes them. */
export type ColorSpace =
  | 'srgb'
  | 'srgb-linear'
  | 'display-p3'
  | 'a98-rgb'
  | 'prophoto-rgb'
  | 'rec2020'
  | 'xyz-d65'
  | 'xyz-d50'
  | 'lab'
  | 'lch'
  | 'oklab'
  | 'oklch'
  | 'hsl'
  | 'hwb';

/** A parsed colour before conversion; NaN marks a missing (`none`) component. */
interface SpacedColor {
  space: ColorSpace;
  coords: Vec3;
  alpha: number;
}

// ---------------------------------------------------------------------------------------------
// Matrices, derived from each space's primaries and white point (the CSS Color 4 definitions).

const mul = (m: Mat3, v: Vec3): Vec3 => [
  m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
  m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
  m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2],
];

const transpose = (m: Mat3): Mat3 => [
  [m[0][0], m[1][0], m[2][0]],
  [m[0][1], m[1][1], m[2][1]],
  [m[0][2], m[1][2], m[2][2]],
];

/** a × b: a applied to each column of b. */
const mulMat = (a: Mat3, b: Mat3): Mat3 => {
  const [c0, c1, c2] = transpose(b);
  return transpose([mul(a, c0), mul(a, c1), mul(a, c2)]);
};

function invert(m: Mat3): Mat3 {
  const [[a, b, c], [d, e, f], [g, h, i]] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [
    [A / det, -(b * i - c * h) / det, (b * f - c * e) / det],
    [B / det, (a * i - c * g) / det, -(a * f - c * d) / det],
    [C / det, -(a * h - b * g) / det, (a * e - b * d) / det],
  ];
}

/** XYZ of a chromaticity (x, y) with Y = 1. */
const xyToXyz = (x: number, y: number): Vec3 => [x / y, 1, (1 - x - y) / y];

const D65 = xyToXyz(0.3127, 0.329);
const D50 = xyToXyz(0.3457, 0.3585);

/** Linear RGB → XYZ for primaries (x, y) of red, green and blue and a white point. */
function rgbToXyzMatrix(primaries: [[number, number], [number, number], [number, number]], white: Vec3): Mat3 {
  const p = transpose([xyToXyz(...primaries[0]), xyToXyz(...primaries[1]), xyToXyz(...primaries[2])]);
  const s = mul(invert(p), white);
  return [
    [p[0][0] * s[0], p[0][1] * s[1], p[0][2] * s[2]],
    [p[1][0] * s[0], p[1][1] * s[1], p[1][2] * s[2]],
    [p[2][0] * s[0], p[2][1] * s[1], p[2][2] * s[2]],
  ];
}

/** Bradford chromatic adaptation from one white point to another. */
function bradford(from: Vec3, to: Vec3): Mat3 {
  const cone: Mat3 = [
    [0.8951, 0.2664, -0.1614],
    [-0.7502, 1.7135, 0.0367],
    [0.0389, -0.0685, 1.0296],
  ];
  const f = mul(cone, from);
  const t = mul(cone, to);
  const scale: Mat3 = [
    [t[0] / f[0], 0, 0],
    [0, t[1] / f[1], 0],
    [0, 0, t[2] / f[2]],
  ];
  return mulMat(invert(cone), mulMat(scale, cone));
}

const SRGB_TO_XYZ = rgbToXyzMatrix(
  [
    [0.64, 0.33],
    [0.3, 0.6],
    [0.15, 0.06],
  ],
  D65,
);
const XYZ_TO_SRGB = invert(SRGB_TO_XYZ);
const P3_TO_XYZ = rgbToXyzMatrix(
  [
    [0.68, 0.32],
    [0.265, 0.69],
    [0.15, 0.06],
  ],
  D65,
);
const A98_TO_XYZ = rgbToXyzMatrix(
  [
    [0.64, 0.33],
    [0.21, 0.71],
    [0.15, 0.06],
  ],
  D65,
);
const REC2020_TO_XYZ = rgbToXyzMatrix(
  [
    [0.708, 0.292],
    [0.17, 0.797],
    [0.131, 0.046],
  ],
  D65,
);
/** ProPhoto is defined on D50. */
const PROPHOTO_TO_XYZ50 = rgbToXyzMatrix(
  [
    [0.734699, 0.265301],
    [0.159597, 0.840403],
    [0.036598, 0.000105],
  ],
  D50,
);
const D50_TO_D65 = bradford(D50, D65);
const D65_TO_D50 = invert(D50_TO_D65);

/** OKLab (Björn Ottosson), as CSS Color 4 writes it: XYZ D65 ↔ LMS ↔ OKLab. */
const XYZ_TO_LMS: Mat3 = [
  [0.819022437996703, 0.3619062600528904, -0.1288737815209879],
  [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
  [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
];
const LMS_TO_XYZ = invert(XYZ_TO_LMS);
const LMS_TO_OKLAB: Mat3 = [
  [0.210454268309314, 0.7936177747023054, -0.0040720430116193],
  [1.9779985324311684, -2.4285922420485799, 0.450593709617411],
  [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
];
const OKLAB_TO_LMS = invert(LMS_TO_OKLAB);

// ---------------------------------------------------------------------------------------------
// Transfer functions (sign-preserving, as in CSS Color 4, so out-of-range values survive until
// the final clip).

const signed =
  (f: (c: number) => number) =>
  (c: number): number =>
    Math.sign(c) * f(Math.abs(c));

const srgbDecode = signed((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
const srgbEncode = signed((c) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055));
const a98Decode = signed((c) => c ** (563 / 256));
const a98Encode = signed((c) => c ** (256 / 563));
const prophotoDecode = signed((c) => (c <= 16 / 512 ? c / 16 : c ** 1.8));
const prophotoEncode = signed((c) => (c >= 1 / 512 ? c ** (1 / 1.8) : 16 * c));
const REC_ALPHA = 1.09929682680944;
const REC_BETA = 0.018053968510807;
const rec2020Decode = signed((c) => (c < REC_BETA * 4.5 ? c / 4.5 : ((c + REC_ALPHA - 1) / REC_ALPHA) ** (1 / 0.45)));
const rec2020Encode = signed((c) => (c > REC_BETA ? REC_ALPHA * c ** 0.45 - (REC_ALPHA - 1) : 4.5 * c));

const map3 = (v: Vec3, f: (c: number) => number): Vec3 => [f(v[0]), f(v[1]), f(v[2])];

// CIE Lab on D50.
const LAB_K = 24389 / 27;
const LAB_E = 216 / 24389;

function labToXyz50([L, a, b]: Vec3): Vec3 {
  const f1 = (L + 16) / 116;
  const f0 = a / 500 + f1;
  const f2 = f1 - b / 200;
  const x = f0 ** 3 > LAB_E ? f0 ** 3 : (116 * f0 - 16) / LAB_K;
  const y = L > LAB_K * LAB_E ? f1 ** 3 : L / LAB_K;
  const z = f2 ** 3 > LAB_E ? f2 ** 3 : (116 * f2 - 16) / LAB_K;
  return [x * D50[0], y * D50[1], z * D50[2]];
}

function xyz50ToLab(xyz: Vec3): Vec3 {
  const f = (v: number, w: number): number => {
    const t = v / w;
    return t > LAB_E ? Math.cbrt(t) : (LAB_K * t + 16) / 116;
  };
  const [fx, fy, fz] = [f(xyz[0], D50[0]), f(xyz[1], D50[1]), f(xyz[2], D50[2])];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const polarToRect = ([L, C, H]: Vec3): Vec3 => [L, C * Math.cos((H * Math.PI) / 180), C * Math.sin((H * Math.PI) / 180)];

/** Chroma below this is treated as grey, its hue powerless (missing), as when mixing. */
const ACHROMATIC = 1e-6;

function rectToPolar([L, a, b]: Vec3, epsilon: number): Vec3 {
  const C = Math.hypot(a, b);
  const H = C <= epsilon ? NaN : ((((Math.atan2(b, a) * 180) / Math.PI) % 360) + 360) % 360;
  return [L, C, H];
}

function hslToSrgb([h, s, l]: Vec3): Vec3 {
  const sat = s / 100;
  const light = l / 100;
  const f = (n: number): number => {
    const k = (n + h / 30) % 12;
    const a = sat * Math.min(light, 1 - light);
    return light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

function srgbToHsl([r, g, b]: Vec3): Vec3 {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (min + max) / 2;
  const d = max - min;
  let h = NaN;
  let s = 0;
  if (d !== 0) {
    s = l === 0 || l === 1 ? 0 : (max - l) / Math.min(l, 1 - l);
    h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    h *= 60;
  }
  if (s < 0) {
    h += 180;
    s = Math.abs(s);
  }
  if (h >= 360) h -= 360;
  return [h, s * 100, l * 100];
}

function hwbToSrgb([h, w, bl]: Vec3): Vec3 {
  const white = w / 100;
  const black = bl / 100;
  if (white + black >= 1) {
    const grey = white / (white + black);
    return [grey, grey, grey];
  }
  return map3(hslToSrgb([h, 100, 50]), (c) => c * (1 - white - black) + white);
}

function srgbToHwb(rgb: Vec3): Vec3 {
  const [h] = srgbToHsl(rgb);
  const white = Math.min(...rgb);
  const black = 1 - Math.max(...rgb);
  return [white + black >= 1 - 1e-9 ? NaN : h, white * 100, black * 100];
}

/** A colour's coordinates (missing components read as 0) in XYZ D65. */
function toXyz65(space: ColorSpace, raw: Vec3): Vec3 {
  const c = map3(raw, (v) => (Number.isNaN(v) ? 0 : v));
  switch (space) {
    case 'srgb':
      return mul(SRGB_TO_XYZ, map3(c, srgbDecode));
    case 'srgb-linear':
      return mul(SRGB_TO_XYZ, c);
    case 'display-p3':
      return mul(P3_TO_XYZ, map3(c, srgbDecode));
    case 'a98-rgb':
      return mul(A98_TO_XYZ, map3(c, a98Decode));
    case 'prophoto-rgb':
      return mul(D50_TO_D65, mul(PROPHOTO_TO_XYZ50, map3(c, prophotoDecode)));
    case 'rec2020':
      return mul(REC2020_TO_XYZ, map3(c, rec2020Decode));
    case 'xyz-d65':
      return c;
    case 'xyz-d50':
      return mul(D50_TO_D65, c);
    case 'lab':
      return mul(D50_TO_D65, labToXyz50(c));
    case 'lch':
      return mul(D50_TO_D65, labToXyz50(polarToRect(c)));
    case 'oklab':
      return mul(
        LMS_TO_XYZ,
        map3(mul(OKLAB_TO_LMS, c), (v) => v ** 3),
      );
    case 'oklch':
      return mul(
        LMS_TO_XYZ,
        map3(mul(OKLAB_TO_LMS, polarToRect(c)), (v) => v ** 3),
      );
    case 'hsl':
      return mul(SRGB_TO_XYZ, map3(hslToSrgb(c), srgbDecode));
    case 'hwb':
      return mul(SRGB_TO_XYZ, map3(hwbToSrgb(c), srgbDecode));
  }
}

/** XYZ D65 into a space; polar spaces get a missing hue for greys. */
function fromXyz65(space: ColorSpace, xyz: Vec3): Vec3 {
  const linear = (): Vec3 => mul(XYZ_TO_SRGB, xyz);
  const oklab = (): Vec3 => mul(LMS_TO_OKLAB, map3(mul(XYZ_TO_LMS, xyz), Math.cbrt));
  switch (space) {
    case 'srgb':
      return map3(linear(), srgbEncode);
    case 'srgb-linear':
      return linear();
    case 'display-p3':
      return map3(mul(invert(P3_TO_XYZ), xyz), srgbEncode);
    case 'a98-rgb':
      return map3(mul(invert(A98_TO_XYZ), xyz), a98Encode);
    case 'prophoto-rgb':
      return map3(mul(invert(PROPHOTO_TO_XYZ50), mul(D65_TO_D50, xyz)), prophotoEncode);
    case 'rec2020':
      return map3(mul(invert(REC2020_TO_XYZ), xyz), rec2020Encode);
    case 'xyz-d65':
      return xyz;
    case 'xyz-d50':
      return mul(D65_TO_D50, xyz);
    case 'lab':
      return xyz50ToLab(mul(D65_TO_D50, xyz));
    case 'lch':
      return rectToPolar(xyz50ToLab(mul(D65_TO_D50, xyz)), ACHROMATIC * 150);
    case 'oklab':
      return oklab();
    case 'oklch':
      return rectToPolar(oklab(), ACHROMATIC);
    case 'hsl':
      return srgbToHsl(map3(linear(), srgbEncode));
    case 'hwb':
      return srgbToHwb(map3(linear(), srgbEncode));
  }
}

// ---------------------------------------------------------------------------------------------
// Parsing.

/** The CSS named colours (CSS Color 4), as `#rrggbb`. */
export const NAMED_COLORS: Readonly<Record<string, string>> = Object.fromEntries(
  (
    'aliceblue f0f8ff antiquewhite faebd7 aqua 00ffff aquamarine 7fffd4 azure f0ffff beige f5f5dc bisque ffe4c4 black 000000 ' +
    'blanchedalmond ffebcd blue 0000ff blueviolet 8a2be2 brown a52a2a burlywood deb887 cadetblue 5f9ea0 chartreuse 7fff00 ' +
    'chocolate d2691e coral ff7f50 cornflowerblue 6495ed cornsilk fff8dc crimson dc143c cyan 00ffff darkblue 00008b ' +
    'darkcyan 008b8b darkgoldenrod b8860b darkgray a9a9a9 darkgreen 006400 darkgrey a9a9a9 darkkhaki bdb76b ' +
    'darkmagenta 8b008b darkolivegreen 556b2f darkorange ff8c00 darkorchid 9932cc darkred 8b0000 darksalmon e9967a ' +
    'darkseagreen 8fbc8f darkslateblue 483d8b darkslategray 2f4f4f darkslategrey 2f4f4f darkturquoise 00ced1 ' +
    'darkviolet 9400d3 deeppink ff1493 deepskyblue 00bfff dimgray 696969 dimgrey 696969 dodgerblue 1e90ff ' +
    'firebrick b22222 floralwhite fffaf0 forestgreen 228b22 fuchsia ff00ff gainsboro dcdcdc ghostwhite f8f8ff gold ffd700 ' +
    'goldenrod daa520 gray 808080 green 008000 greenyellow adff2f grey 808080 honeydew f0fff0 hotpink ff69b4 ' +
    'indianred cd5c5c indigo 4b0082 ivory fffff0 khaki f0e68c lavender e6e6fa lavenderblush fff0f5 lawngreen 7cfc00 ' +
    'lemonchiffon fffacd lightblue add8e6 lightcoral f08080 lightcyan e0ffff lightgoldenrodyellow fafad2 lightgray d3d3d3 ' +
    'lightgreen 90ee90 lightgrey d3d3d3 lightpink ffb6c1 lightsalmon ffa07a lightseagreen 20b2aa lightskyblue 87cefa ' +
    'lightslategray 778899 lightslategrey 778899 lightsteelblue b0c4de lightyellow ffffe0 lime 00ff00 limegreen 32cd32 ' +
    'linen faf0e6 magenta ff00ff maroon 800000 mediumaquamarine 66cdaa mediumblue 0000cd mediumorchid ba55d3 ' +
    'mediumpurple 9370db mediumseagreen 3cb371 mediumslateblue 7b68ee mediumspringgreen 00fa9a mediumturquoise 48d1cc ' +
    'mediumvioletred c71585 midnightblue 191970 mintcream f5fffa mistyrose ffe4e1 moccasin ffe4b5 navajowhite ffdead ' +
    'navy 000080 oldlace fdf5e6 olive 808000 olivedrab 6b8e23 orange ffa500 orangered ff4500 orchid da70d6 ' +
    'palegoldenrod eee8aa palegreen 98fb98 paleturquoise afeeee palevioletred db7093 papayawhip ffefd5 peachpuff ffdab9 ' +
    'peru cd853f pink ffc0cb plum dda0dd powderblue b0e0e6 purple 800080 rebeccapurple 663399 red ff0000 ' +
    'rosybrown bc8f8f royalblue 4169e1 saddlebrown 8b4513 salmon fa8072 sandybrown f4a460 seagreen 2e8b57 ' +
    'seashell fff5ee sienna a0522d silver c0c0c0 skyblue 87ceeb slateblue 6a5acd slategray 708090 slategrey 708090 ' +
    'snow fffafa springgreen 00ff7f steelblue 4682b4 tan d2b48c teal 008080 thistle d8bfd8 tomato ff6347 ' +
    'turquoise 40e0d0 violet ee82ee wheat f5deb3 white ffffff whitesmoke f5f5f5 yellow ffff00 yellowgreen 9acd32'
  )
    .split(' ')
    .reduce<[string, string][]>((pairs, word, i, words) => (i % 2 === 0 ? [...pairs, [word, `#${words[i + 1]}`]] : pairs), []),
);

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const TOKEN = /\s*(?:([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%|deg|grad|rad|turn)?|(none)\b|(\/)|(,))/iy;

type Component = { kind: 'number'; value: number; unit: string } | { kind: 'none' };

interface Arguments {
  /** Every colour function has three components besides alpha. */
  components: [Component, Component, Component];
  alpha?: Component;
  commas: boolean;
}

/** Three numbers or `none`, and an optional `/ alpha`, separated by spaces or (legacy) commas. */
function readArguments(body: string): Arguments | null {
  const args = readAnyArguments(body);
  return args && args.components.length === 3 ? { ...args, components: args.components as Arguments['components'] } : null;
}

function readAnyArguments(body: string): { components: Component[]; alpha?: Component; commas: boolean } | null {
  const tokens: Array<Component | '/' | ','> = [];
  TOKEN.lastIndex = 0;
  while (!/^\s*$/.test(body.slice(TOKEN.lastIndex))) {
    const m = TOKEN.exec(body);
    if (!m) return null;
    tokens.push(
      m[5] ? ',' : m[4] ? '/' : m[3] ? { kind: 'none' } : { kind: 'number', value: Number(m[1]), unit: (m[2] ?? '').toLowerCase() },
    );
  }
  if (tokens.includes(',')) {
    // Legacy syntax: value (, value)*, the fourth value is alpha, no `none` and no slash.
    const values = tokens.filter((t, i) => (i % 2 === 0 ? typeof t === 'object' : t === ','));
    if (values.length !== tokens.length || tokens.length % 2 === 0) return null;
    const components = tokens.filter((t): t is Component => typeof t === 'object');
    if (components.some((c) => c.kind === 'none')) return null;
    const alpha = components.length === 4 ? components.pop() : undefined;
    return { components, alpha, commas: true };
  }
  const slash = tokens.indexOf('/');
  const components = (slash < 0 ? tokens : tokens.slice(0, slash)) as Component[];
  if (slash < 0) return { components, commas: false };
  const rest = tokens.slice(slash + 1);
  if (rest.length !== 1 || typeof rest[0] !== 'object' || components.some((c) => typeof c !== 'object')) return null;
  return { components, alpha: rest[0], commas: false };
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

function readAlpha(alpha: Component | undefined): number | null {
  if (!alpha) return 1;
  if (alpha.kind === 'none') return NaN;
  if (alpha.unit === '%') return clamp(alpha.value / 100, 0, 1);
  if (alpha.unit !== '') return null;
  return clamp(alpha.value, 0, 1);
}

function readHue(c: Component): number | null {
  if (c.kind === 'none') return NaN;
  const factor: Record<string, number> = { '': 1, deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 };
  const f = factor[c.unit];
  return f === undefined ? null : c.value * f;
}

/** A number, or a percentage scaled so that 100% is `hundred`; other units are invalid. */
function readNumber(c: Component, hundred: number, allowNumber = true): number | null {
  if (c.kind === 'none') return NaN;
  if (c.unit === '%') return (c.value / 100) * hundred;
  if (c.unit === '' && allowNumber) return c.value;
  return null;
}

function spaced(space: ColorSpace, [x, y, z]: [number | null, number | null, number | null], alpha: number | null): SpacedColor | null {
  if (alpha === null || x === null || y === null || z === null) return null;
  return { space, coords: [x, y, z], alpha };
}

function parseRgb(args: Arguments): SpacedColor | null {
  const { components, commas } = args;
  if (commas) {
    // Legacy syntax: all numbers or all percentages.
    const units = new Set(components.map((c) => (c.kind === 'number' ? c.unit : 'none')));
    if (units.size !== 1 || !(units.has('') || units.has('%'))) return null;
  }
  const channel = (c: Component): number | null => {
    const v = readNumber(c, 255);
    return v === null || Number.isNaN(v) ? v : clamp(v, 0, 255) / 255;
  };
  return spaced('srgb', [channel(components[0]), channel(components[1]), channel(components[2])], readAlpha(args.alpha));
}

function parseHslLike(args: Arguments, space: 'hsl' | 'hwb'): SpacedColor | null {
  const { components, commas } = args;
  if (commas && (space === 'hwb' || components.slice(1).some((c) => c.kind === 'number' && c.unit !== '%'))) return null;
  const [h, x, y] = components;
  let second = readNumber(x, 100);
  const third = readNumber(y, 100);
  if (space === 'hsl' && second !== null && !Number.isNaN(second)) second = Math.max(0, second);
  return spaced(space, [readHue(h), second, third], readAlpha(args.alpha));
}

function parseLabLike(args: Arguments, space: 'lab' | 'lch' | 'oklab' | 'oklch'): SpacedColor | null {
  const { components, commas } = args;
  if (commas) return null;
  const ok = space.startsWith('ok');
  const lightness = readNumber(components[0], ok ? 1 : 100);
  const L = lightness === null || Number.isNaN(lightness) ? lightness : clamp(lightness, 0, ok ? 1 : 100);
  if (space === 'lab' || space === 'oklab') {
    const scale = ok ? 0.4 : 125;
    return spaced(space, [L, readNumber(components[1], scale), readNumber(components[2], scale)], readAlpha(args.alpha));
  }
  const chroma = readNumber(components[1], ok ? 0.4 : 150);
  const C = chroma === null || Number.isNaN(chroma) ? chroma : Math.max(0, chroma);
  return spaced(space, [L, C, readHue(components[2])], readAlpha(args.alpha));
}

const PREDEFINED: Record<string, ColorSpace> = {
  srgb: 'srgb',
  'srgb-linear': 'srgb-linear',
  'display-p3': 'display-p3',
  'a98-rgb': 'a98-rgb',
  'prophoto-rgb': 'prophoto-rgb',
  rec2020: 'rec2020',
  xyz: 'xyz-d65',
  'xyz-d65': 'xyz-d65',
  'xyz-d50': 'xyz-d50',
};

function parseColorFunction(body: string): SpacedColor | null {
  const m = /^\s*([a-z0-9-]+)\s+([\s\S]*)$/i.exec(body);
  const space = m && PREDEFINED[(m[1] ?? '').toLowerCase()];
  if (!m || !space) return null;
  const args = readArguments(m[2] ?? '');
  if (!args || args.commas) return null;
  const [x, y, z] = args.components;
  return spaced(space, [readNumber(x, 1), readNumber(y, 1), readNumber(z, 1)], readAlpha(args.alpha));
}

/** Splits `a, b(c, d), e` at its top-level commas. */
function splitTopLevel(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts.map((p) => p.trim());
}

const MIX_SPACES: Record<string, ColorSpace> = {
  ...PREDEFINED,
  lab: 'lab',
  lch: 'lch',
  oklab: 'oklab',
  oklch: 'oklch',
  hsl: 'hsl',
  hwb: 'hwb',
};
const POLAR: Partial<Record<ColorSpace, 0 | 2>> = { hsl: 0, hwb: 0, lch: 2, oklch: 2 };

/** The colour and optional percentage of one `color-mix()` argument. */
function mixItem(part: string): { color: SpacedColor | null; pct?: number } {
  // The percentage stands before or after the colour, outside its parentheses.
  const pct = /^([+-]?(?:\d+\.?\d*|\.\d+))%\s+|\s+([+-]?(?:\d+\.?\d*|\.\d+))%$/.exec(part);
  if (!pct) return { color: parseSpaced(part) };
  const colorText = part.slice(0, pct.index) + part.slice(pct.index + pct[0].length);
  return { color: parseSpaced(colorText), pct: Number(pct[1] ?? pct[2]) };
}

/** `color-mix(in <space> [<hue> hue], <color> [<p>], <color> [<p>])` (CSS Color 5). */
function parseColorMix(body: string): SpacedColor | null {
  const [how, first, second, ...extra] = splitTopLevel(body);
  if (how === undefined || first === undefined || second === undefined || extra.length > 0) return null;
  const method = /^in\s+([a-z0-9-]+)(?:\s+(shorter|longer|increasing|decreasing)\s+hue)?$/i.exec(how);
  const space = method && MIX_SPACES[(method[1] ?? '').toLowerCase()];
  if (!method || !space) return null;
  const hue = POLAR[space];
  if (method[2] && hue === undefined) return null;
  const one = mixItem(first);
  const two = mixItem(second);
  if (!one.color || !two.color) return null;
  if ([one.pct, two.pct].some((p) => p !== undefined && (p < 0 || p > 100))) return null;
  const p1 = one.pct ?? (two.pct === undefined ? 50 : 100 - two.pct);
  const p2 = two.pct ?? 100 - p1;
  const sum = p1 + p2;
  // Chromium mixes 0% and 0% to a transparent colour.
  const alphaScale = sum < 100 ? sum / 100 : 1;
  const t = sum === 0 ? 0.5 : p2 / sum;

  const a = inSpace(one.color, space);
  const b = inSpace(two.color, space);
  // Missing components take the other colour's value.
  for (const i of [0, 1, 2] as const) {
    if (Number.isNaN(a.coords[i])) a.coords[i] = b.coords[i];
    else if (Number.isNaN(b.coords[i])) b.coords[i] = a.coords[i];
  }
  if (Number.isNaN(a.alpha)) a.alpha = b.alpha;
  else if (Number.isNaN(b.alpha)) b.alpha = a.alpha;
  const alphaA = Number.isNaN(a.alpha) ? 1 : a.alpha;
  const alphaB = Number.isNaN(b.alpha) ? 1 : b.alpha;
  if (hue !== undefined && !Number.isNaN(a.coords[hue]) && !Number.isNaN(b.coords[hue])) {
    [a.coords[hue], b.coords[hue]] = fixHues(a.coords[hue], b.coords[hue], (method[2] ?? 'shorter').toLowerCase());
  }
  const alpha = alphaA * (1 - t) + alphaB * t;
  const mix = (i: 0 | 1 | 2): number => {
    const [x, y] = [a.coords[i], b.coords[i]];
    if (Number.isNaN(x)) return NaN;
    // Premultiplied interpolation; the hue is never premultiplied.
    if (i === hue) return x * (1 - t) + y * t;
    const mixed = x * alphaA * (1 - t) + y * alphaB * t;
    return alpha === 0 ? mixed : mixed / alpha;
  };
  return { space, coords: [mix(0), mix(1), mix(2)], alpha: alpha * alphaScale };
}

function fixHues(h1: number, h2: number, method: string): [number, number] {
  let [a, b] = [((h1 % 360) + 360) % 360, ((h2 % 360) + 360) % 360];
  const d = b - a;
  if (method === 'shorter') {
    if (d > 180) a += 360;
    else if (d < -180) b += 360;
  } else if (method === 'longer') {
    if (d > 0 && d < 180) a += 360;
    else if (d > -180 && d <= 0) b += 360;
  } else if (method === 'increasing') {
    if (b < a) b += 360;
  } else if (method === 'decreasing') {
    if (a < b) a += 360;
  }
  return [a, b];
}

/** A colour converted into `space`, keeping its own missing components when the space is its own. */
function inSpace(color: SpacedColor, space: ColorSpace): SpacedColor {
  if (color.space === space) return { space, coords: [...color.coords], alpha: color.alpha };
  return { space, coords: fromXyz65(space, toXyz65(color.space, color.coords)), alpha: color.alpha };
}

function parseSpaced(text: string): SpacedColor | null {
  const value = text.trim();
  const lower = value.toLowerCase();
  const named = NAMED_COLORS[lower];
  const hex = HEX.exec(named ?? value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const byte = (i: number): number => parseInt(full.slice(i, i + 2), 16) / 255;
    return { space: 'srgb', coords: [byte(0), byte(2), byte(4)], alpha: full.length === 8 ? byte(6) : 1 };
  }
  if (lower === 'transparent') return { space: 'srgb', coords: [0, 0, 0], alpha: 0 };
  const fn = /^([a-z-]+)\(([\s\S]*)\)$/i.exec(value);
  if (!fn) return null;
  const name = (fn[1] ?? '').toLowerCase();
  const body = fn[2] ?? '';
  if (name === 'color') return parseColorFunction(body);
  if (name === 'color-mix') return parseColorMix(body);
  if (/\bfrom\b/i.test(body)) return null; // relative colour syntax
  const args = readArguments(body);
  if (!args) return null;
  switch (name) {
    case 'rgb':
    case 'rgba':
      return parseRgb(args);
    case 'hsl':
    case 'hsla':
      return parseHslLike(args, 'hsl');
    case 'hwb':
      return parseHslLike(args, 'hwb');
    case 'lab':
    case 'lch':
    case 'oklab':
    case 'oklch':
      return parseLabLike(args, name);
    default:
      return null;
  }
}

/**
 * A CSS colour as clipped sRGB, or null for anything that is not a colour this module knows
 * (`none`, `currentColor`, `url(…)`, system colours, relative colour syntax, typos).
 */
export function parseCssColor(text: string): Srgba | null {
  const color = parseSpaced(text);
  if (!color) return null;
  const [r, g, b] = color.space === 'srgb' ? color.coords : fromXyz65('srgb', toXyz65(color.space, color.coords));
  // Clipped channel by channel, as Chromium paints a colour outside sRGB; `none` reads as 0.
  const unit = (v: number): number => clamp(Number.isNaN(v) ? 0 : v, 0, 1);
  return { r: unit(r), g: unit(g), b: unit(b), a: unit(color.alpha) };
}

/** `#rrggbb` of a colour, its alpha left out. */
export function srgbHex({ r, g, b }: Srgba): string {
  const byte = (v: number): string =>
    Math.round(clamp(v, 0, 1) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${byte(r)}${byte(g)}${byte(b)}`;
}
