/**
 * Colours as they appear in the minified figure SVGs (`#rgb`, `#rrggbb`, `#rrggbbaa`, Typst's
 * `oklab(L% a b)` with an optional `/ alpha`) and the WCAG contrast ratio between two of them.
 * Used by the invisible-ink check; also rewrites `oklab()` to hex before rasterising, since the
 * rasteriser (librsvg through sharp) does not read CSS Color 4 functions.
 */

/** sRGB channels and alpha, each in 0..1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const OKLAB = /^oklab\(\s*([\d.+-]+)(%?)\s+([\d.+-]+)\s+([\d.+-]+)\s*(?:\/\s*([\d.]+)(%?))?\s*\)$/i;

const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));

function encodeSrgb(linear: number): number {
  const c = clamp01(linear);
  return c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
}

function decodeSrgb(c: number): number {
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Björn Ottosson's OKLab → linear sRGB matrices. */
function oklabToRgb(L: number, a: number, b: number): [number, number, number] {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    encodeSrgb(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    encodeSrgb(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    encodeSrgb(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

/** A paint value, or null for `none`, gradients (`url(...)`) and anything unknown. */
export function parseColor(text: string | undefined): Rgba | null {
  if (!text) return null;
  const value = text.trim();
  const hex = HEX.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const byte = (i: number): number => parseInt(full.slice(i, i + 2), 16) / 255;
    return { r: byte(0), g: byte(2), b: byte(4), a: full.length === 8 ? byte(6) : 1 };
  }
  const ok = OKLAB.exec(value);
  if (ok) {
    const L = Number(ok[1]) / (ok[2] ? 100 : 1);
    const [r, g, b] = oklabToRgb(L, Number(ok[3]), Number(ok[4]));
    const alpha = ok[5] === undefined ? 1 : Number(ok[5]) / (ok[6] ? 100 : 1);
    return { r, g, b, a: clamp01(alpha) };
  }
  if (value === 'black') return { r: 0, g: 0, b: 0, a: 1 };
  if (value === 'white') return { r: 1, g: 1, b: 1, a: 1 };
  return null;
}

export function toHex({ r, g, b, a }: Rgba): string {
  const byte = (v: number): string =>
    Math.round(clamp01(v) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${byte(r)}${byte(g)}${byte(b)}${a < 1 ? byte(a) : ''}`;
}

/** `top` painted with its alpha over an opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, u: number): number => t * top.a + u * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * decodeSrgb(r) + 0.7152 * decodeSrgb(g) + 0.0722 * decodeSrgb(b);
}

/** WCAG 2 contrast ratio, 1 (identical) to 21 (black on white); `fg` is first composited on `bg`. */
export function contrastRatio(fg: Rgba, bg: Rgba): number {
  const a = relativeLuminance(over(fg, bg));
  const b = relativeLuminance(bg);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Rewrites every `oklab(...)` paint in an SVG to hex, for rasterisers without CSS Color 4. */
export function oklabToHexInSvg(svg: string): string {
  return svg.replace(/oklab\([^)]*\)/gi, (m) => {
    const c = parseColor(m);
    return c ? toHex(c) : m;
  });
}
