/**
 * CSS colour values converted to sRGB the way Chromium draws them, with culori: every colour
 * function and space of CSS Color 4 (`rgb()`/`rgba()` in both syntaxes, `hsl()`, `hwb()`, `lab()`,
 * `lch()`, `oklab()`, `oklch()`, `color(<space> …)`), hex with alpha, named colours and
 * `transparent`; and CSS Color 5's `color-mix()`, which culori does not read, mixed here with
 * culori's conversions. Colours outside sRGB are clipped channel by channel after conversion, which
 * is what Chromium does when it paints them (no CSS gamut mapping); `css-color.test.ts` holds
 * reference values read back from Chromium's canvas.
 *
 * It runs in the figure pipeline, the live editor's worker and the browser's download menu, so
 * only the spaces CSS names are loaded (`culori/fn`). `portable-svg.ts` uses it to rewrite figures
 * for SVG 1.1 renderers.
 */
import {
  colorsNamed,
  converter,
  modeA98,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeP3,
  modeProphoto,
  modeRec2020,
  modeRgb,
  modeXyz50,
  modeXyz65,
  parse,
  // culori's name for registering a colour space; not a React hook.
  useMode as registerMode,
  type Color,
  type Mode,
} from 'culori/fn';

for (const mode of [
  modeRgb,
  modeLrgb,
  modeP3,
  modeA98,
  modeProphoto,
  modeRec2020,
  modeXyz65,
  modeXyz50,
  modeLab,
  modeLch,
  modeOklab,
  modeOklch,
  modeHsl,
  modeHwb,
])
  registerMode(mode);

/** Gamma-encoded sRGB channels and alpha, each clipped to 0..1. */
export interface Srgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The CSS named colours (CSS Color 4), as `#rrggbb`. */
export const NAMED_COLORS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(colorsNamed).map(([name, value]) => [name, `#${value.toString(16).padStart(6, '0')}`]),
);

/** `color-mix()`'s interpolation spaces, as culori names them. */
const MIX_SPACES: Readonly<Record<string, Mode>> = {
  srgb: 'rgb',
  'srgb-linear': 'lrgb',
  'display-p3': 'p3',
  'a98-rgb': 'a98',
  'prophoto-rgb': 'prophoto',
  rec2020: 'rec2020',
  xyz: 'xyz65',
  'xyz-d65': 'xyz65',
  'xyz-d50': 'xyz50',
  lab: 'lab',
  lch: 'lch',
  oklab: 'oklab',
  oklch: 'oklch',
  hsl: 'hsl',
  hwb: 'hwb',
};
type HueMethod = 'shorter' | 'longer' | 'increasing' | 'decreasing';
const POLAR = new Set<Mode>(['hsl', 'hwb', 'lch', 'oklch']);
const MIX = /^color-mix\(\s*in\s+([a-z0-9-]+)(?:\s+(shorter|longer|increasing|decreasing)\s+hue)?\s*,([^]*)\)$/i;
/** A mix's colour with its percentage after it ("red 30%") or before it ("30% red"). */
const PERCENT_AFTER = /^([^]*\S)\s+(-?(?:\d+\.?\d*|\.\d+))%$/;
const PERCENT_BEFORE = /^(-?(?:\d+\.?\d*|\.\d+))%\s+([^]+)$/;

/** `text` split at its commas outside parentheses. */
function topLevelParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, text.slice(start)].map((part) => part.trim());
}

/** One colour of a mix with its optional percentage, before or after it. */
function mixPart(text: string): { color: Color; percent: number | undefined } | null {
  const after = PERCENT_AFTER.exec(text);
  const before = after ? null : PERCENT_BEFORE.exec(text);
  const percent = after ? Number(after[2]) : before ? Number(before[1]) : undefined;
  const color = readColor(after ? after[1]! : before ? before[2]! : text);
  return color && (percent === undefined || (percent >= 0 && percent <= 100)) ? { color, percent } : null;
}

/** Hues as CSS interpolates them by `method` (CSS Color 4, "Hue interpolation"). */
function fixHues(a: number, b: number, method: HueMethod): [number, number] {
  [a, b] = [((a % 360) + 360) % 360, ((b % 360) + 360) % 360];
  const d = b - a;
  if (method === 'shorter') return d > 180 ? [a + 360, b] : d < -180 ? [a, b + 360] : [a, b];
  if (method === 'longer') return d > 0 && d < 180 ? [a + 360, b] : d > -180 && d <= 0 ? [a, b + 360] : [a, b];
  if (method === 'increasing') return d < 0 ? [a, b + 360] : [a, b];
  return d > 0 ? [a + 360, b] : [a, b];
}

/**
 * `color-mix(in <space> [<method> hue], <color> [p%], <color> [p%])` as CSS Color 5 and Chromium
 * mix: percentages normalised to 100% (a sum below it lowers the alpha, two zeros give
 * transparent), premultiplied alpha, a missing component taken from the other colour.
 */
function readMix(space: string, method: string | undefined, args: string): Color | null {
  const mode = MIX_SPACES[space.toLowerCase()];
  if (!mode || (method && !POLAR.has(mode))) return null;
  const parts = topLevelParts(args);
  if (parts.length !== 2) return null;
  const [first, second] = parts.map(mixPart);
  if (!first || !second) return null;
  const p1 = first.percent ?? (second.percent === undefined ? 50 : 100 - second.percent);
  const p2 = second.percent ?? 100 - p1;
  const sum = p1 + p2;
  if (sum === 0) return { mode: 'rgb', r: 0, g: 0, b: 0, alpha: 0 };
  const t = p2 / sum;
  const toMode = converter(mode);
  const [a, b] = [
    toMode(first.color) as unknown as Record<string, number | undefined>,
    toMode(second.color) as unknown as Record<string, number | undefined>,
  ];
  const [alphaA, alphaB] = [a.alpha ?? 1, b.alpha ?? 1];
  const alpha = alphaA + (alphaB - alphaA) * t;
  const mixed: Record<string, number | string> = { mode, alpha: alpha * Math.min(1, sum / 100) };
  for (const channel of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (channel === 'mode' || channel === 'alpha') continue;
    let [va, vb] = [a[channel] ?? b[channel], b[channel] ?? a[channel]];
    if (va === undefined || vb === undefined) continue;
    if (channel === 'h') {
      [va, vb] = fixHues(va, vb, (method?.toLowerCase() ?? 'shorter') as HueMethod);
      mixed.h = (va + (vb - va) * t) % 360;
    } else mixed[channel] = alpha === 0 ? va + (vb - va) * t : (va * alphaA + (vb * alphaB - va * alphaA) * t) / alpha;
  }
  return mixed as unknown as Color;
}

function readColor(text: string): Color | null {
  const mix = MIX.exec(text.trim());
  if (mix) return readMix(mix[1]!, mix[2], mix[3]!);
  try {
    return parse(text) ?? null;
  } catch {
    // culori throws on some malformed functions ("rgb(255, 0 0)") instead of returning nothing.
    return null;
  }
}

const toRgb = converter('rgb');
/** Clipped to 0..1; a missing (`none`) component reads as 0. */
const unit = (v: number | undefined): number => Math.min(1, Math.max(0, v === undefined || Number.isNaN(v) ? 0 : v));

/**
 * A CSS colour as clipped sRGB, or null for anything that is not a colour this module knows
 * (`none`, `currentColor`, `url(…)`, system colours, relative colour syntax, typos).
 */
export function parseCssColor(text: string): Srgba | null {
  const color = readColor(text);
  if (!color) return null;
  const { r, g, b, alpha } = toRgb(color);
  return { r: unit(r), g: unit(g), b: unit(b), a: unit(alpha ?? 1) };
}

/** `#rrggbb` of a colour, its alpha left out. */
export function srgbHex({ r, g, b }: Srgba): string {
  const byte = (v: number): string =>
    Math.round(unit(v) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${byte(r)}${byte(g)}${byte(b)}`;
}
