/**
 * Typst writes colours as `oklab(L% a b)`. Browsers draw them; the PNG renderer of the social
 * cards (resvg) does not and paints them black, so figures are converted to sRGB hex first.
 */

const clamp = (v: number) => Math.min(1, Math.max(0, v));
const encode = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * Math.pow(c, 1 / 2.4) - 0.055);
const hex = (c: number) =>
  Math.round(clamp(encode(c)) * 255)
    .toString(16)
    .padStart(2, '0');

/** OKLab (L in 0..1) to `#rrggbb`, gamut-clipped. */
export function oklabToHex(L: number, a: number, b: number): string {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const r = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s;
  const g = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s;
  const bl = -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s;
  return `#${hex(r)}${hex(g)}${hex(bl)}`;
}

/** Replaces every `oklab(L% a b)` (optionally `/ alpha`) in an SVG by hex (with alpha when given). */
export function svgWithSrgbColors(svg: string): string {
  return svg.replace(/oklab\(\s*([\d.]+)%\s+(-?[\d.]+)\s+(-?[\d.]+)\s*(?:\/\s*([\d.]+)(%?))?\s*\)/g, (_m, L, a, b, alpha, pct) => {
    const base = oklabToHex(Number(L) / 100, Number(a), Number(b));
    if (alpha === undefined) return base;
    const value = pct ? Number(alpha) / 100 : Number(alpha);
    return `${base}${Math.round(clamp(value) * 255)
      .toString(16)
      .padStart(2, '0')}`;
  });
}
