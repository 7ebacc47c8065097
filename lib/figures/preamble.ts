import type { Variant } from './hash';

/** Site colours (see the site's CSS); figures keep a transparent background. */
export const SITE_COLORS = {
  light: { background: '#ffffff', text: '#1c1e21' },
  dark: { background: '#1b1b1d', text: '#e3e3e3' },
} as const;

/** Page setup shared by both variants: the page hugs the figure, transparent background. */
const PAGE = '#set page(width: auto, height: auto, margin: 4pt, fill: none)';

/**
 * Dark variant: real colours for text and Lilaq's frame elements (no CSS invert), so that data
 * colours stay as authored. Uses Lilaq's elembic set-rules; `lq` is imported under a private
 * name so that the example's own `lq` import is unaffected.
 */
const DARK = [
  PAGE,
  `#import "@preview/lilaq:{{LILAQ}}" as __lq_dark`,
  `#let __fg = rgb("${SITE_COLORS.dark.text}")`,
  `#let __bg = rgb("${SITE_COLORS.dark.background}")`,
  '#set text(fill: __fg)',
  '#set line(stroke: __fg)',
  '#set curve(stroke: __fg)',
  '#set table(stroke: __fg.transparentize(40%))',
  '#show: __lq_dark.set-spine(stroke: (paint: __fg, thickness: 0.5pt, cap: "square"))',
  '#show: __lq_dark.set-tick(stroke: __fg)',
  '#show: __lq_dark.set-grid(stroke: 0.5pt + luma(32%))',
  '#show: __lq_dark.set-legend(fill: __bg.transparentize(20%), stroke: 0.5pt + luma(45%))',
].join('\n');

/**
 * Returns the preamble for a variant. `usesLilaq` avoids importing Lilaq into examples
 * that don't need it (and lets tests run without Lilaq installed).
 */
export function preambleFor(variant: Variant, options: { lilaqVersion: string; usesLilaq: boolean }): string {
  if (variant === 'light') return PAGE;
  if (!options.usesLilaq) {
    return [
      PAGE,
      `#set text(fill: rgb("${SITE_COLORS.dark.text}"))`,
      `#set line(stroke: rgb("${SITE_COLORS.dark.text}"))`,
      `#set curve(stroke: rgb("${SITE_COLORS.dark.text}"))`,
    ].join('\n');
  }
  return DARK.replace('{{LILAQ}}', options.lilaqVersion);
}
