/**
 * Colours of the figure checks: a paint value as sRGB with alpha (any CSS colour, read by the one
 * converter in `lib/figures/css-color.ts`), hex for messages, and the WCAG contrast ratio between
 * two colours. Used by the invisible-ink check.
 */
import { parseCssColor } from '../css-color';

/** sRGB channels and alpha, each in 0..1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));

function decodeSrgb(c: number): number {
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** A paint value, or null for `none`, gradients (`url(...)`), `currentColor` and anything unknown. */
export function parseColor(text: string | undefined): Rgba | null {
  return text ? parseCssColor(text) : null;
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
