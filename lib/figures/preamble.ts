import type { Variant } from './hash';

/** Site colours (see the site's CSS); figures keep a transparent background. */
export const SITE_COLORS = {
  light: { background: '#ffffff', text: '#1c1e21' },
  dark: { background: '#1b1b1d', text: '#e3e3e3' },
} as const;

/**
 * Page setup shared by both variants: the page hugs the figure, transparent background. The
 * margin is wider than a hairline because Lilaq centres the outermost tick labels on their ticks
 * and leaves half of each label outside the diagram's box (the last x label sticks out to the
 * right, the top y label above): with 4pt, one figure in ten was cut off (`figures:check`).
 */
const PAGE = '#set page(width: auto, height: auto, margin: (x: 10pt, y: 6pt), fill: none)';

/**
 * Black strokes become the dark variant's text colour. Black is the plain "ink" colour, and Lilaq
 * uses it as a default (box plot outlines and outliers, quiver arrows), as do many examples; on
 * the dark page it would vanish (1.2:1, `figures:check`). Each shape is rebuilt with its own
 * fields and only the stroke paint swapped, plus a black fill inside a black outline (a filled
 * black mark stays filled rather than turning hollow) and a black curve or polygon without any
 * outline (`solid`): tiptoe's arrow heads, on quiver arrows and `lq.line` tips, are such polygons
 * filled with the line's paint, and stayed black on the dark page (1.22:1, the per-mark check).
 * Rectangles, circles and ellipses filled black without an outline keep their fill, since they may
 * hold light text. Every other colour stays as authored. Typst does not apply a show rule to its
 * own output again, so the rebuilt shape is final.
 */
const BLACK_INK = [
  '#let __ink(s) = if type(s) == stroke and s.paint == black { stroke(paint: __fg, thickness: s.thickness, cap: s.cap, join: s.join, dash: s.dash, miter-limit: s.miter-limit) } else if s == black { __fg } else { s }',
  '#let __reink(it, make, solid: false) = { let f = it.fields(); let s = f.at("stroke", default: none); let filled = f.at("fill", default: none) == black; if __ink(s) == s and not (solid and s == none and filled) { it } else { f.insert("stroke", __ink(s)); if filled { f.insert("fill", __fg) }; make(f) } }',
  '#show line: it => __reink(it, f => line(..f))',
  '#show curve: it => __reink(it, f => { let c = f.remove("components"); curve(..f, ..c) }, solid: true)',
  '#show polygon: it => __reink(it, f => { let v = f.remove("vertices"); polygon(..f, ..v) }, solid: true)',
  '#show rect: it => __reink(it, f => { let b = f.remove("body", default: none); rect(..f, b) })',
  '#show circle: it => __reink(it, f => { let b = f.remove("body", default: none); circle(..f, b) })',
  '#show ellipse: it => __reink(it, f => { let b = f.remove("body", default: none); ellipse(..f, b) })',
];

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
  ...BLACK_INK,
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
      `#let __fg = rgb("${SITE_COLORS.dark.text}")`,
      '#set text(fill: __fg)',
      '#set line(stroke: __fg)',
      '#set curve(stroke: __fg)',
      ...BLACK_INK,
    ].join('\n');
  }
  return DARK.replace('{{LILAQ}}', options.lilaqVersion);
}
