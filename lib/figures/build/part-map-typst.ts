/**
 * The Typst side of a figure's part map: a second compile of the example in which every Lilaq
 * part leaves a labelled `metadata` behind with its page position (`here().position()`) and size
 * (`measure`), read back with a query. Nothing here draws: the markers are invisible, and
 * part-map.ts drops the map of any figure whose SVG is not byte-identical to the plain compile.
 *
 * Elembic elements (tick labels, ticks, spines, grids, titles, axis labels, legends, error bars,
 * diagrams) get show rules that put a marker before the element. Plot functions are not elements:
 * the example's `lq` is swapped for a module that re-exports Lilaq with each plot function wrapped,
 * so that the plot's drawing function runs under show rules on Typst's shapes (curves, lines,
 * rectangles, circles, ellipses, polygons, images) that mark each shape it draws.
 */
import type { PreparedExample } from '../prepare';
import { PLOT_KINDS } from '../parts';

/** File name of the wrapping module in the compiler's virtual workspace. */
export const PARTS_MODULE = '__lilaq_parts.typ';
/** The label every marker carries (the query selector). */
export const PARTS_LABEL = '<__lq-part>';

/** Lilaq's plot functions, each wrapped so that the shapes it draws are marked. */
export const PLOT_FUNCTIONS = PLOT_KINDS;

/**
 * The module the example imports as `lq` in the map compile. It re-exports all of Lilaq (a glob
 * import is part of a module's scope) and shadows the plot functions and `colorbar`. Inside it,
 * Lilaq's `rect`, `line`, … shadow Typst's, hence `std.` on every shape.
 */
export function partsModule(lilaqVersion: string): string {
  const lilaq = `"@preview/lilaq:${lilaqVersion}"`;
  return [
    `#import ${lilaq}: *`,
    `#import ${lilaq} as __lqo`,
    // Lengths in pt with two decimals; a length relative to its container cannot be read here.
    '#let __pt(v) = {',
    '  if type(v) == relative { if v.ratio != 0% { return none }; v = v.length }',
    '  if type(v) == length { calc.round(v.to-absolute() / 1pt, digits: 2) } else if type(v) in (int, float) { v } else { none }',
    '}',
    '#let __dg = counter("__lq-parts-diagram")',
    '#let __pl = counter("__lq-parts-plot")',
    '#let __cb = state("__lq-parts-colorbar", false)',
    // The diagrams open around a marker, innermost last (a colour bar may sit inside a diagram).
    '#let __open = state("__lq-parts-open", ())',
    // A diagram is not measured: one as wide as its container cannot be measured on its own.
    '#let __emit(k, info, it, extra: p => (:)) = context {',
    '  let p = here().position()',
    '  let s = if k == "diagram" { (width: 0pt, height: 0pt) } else { measure(it) }',
    '  let i = if k == "diagram" { (cb: __cb.get()) } else { info }',
    '  [#metadata((k: k, i: i, d: __open.get().at(-1, default: 0), q: __pl.get().first(), x: __pt(p.x), y: __pt(p.y), w: __pt(s.width), h: __pt(s.height), ..extra(p)))<__lq-part>]',
    '}',
    '#let __mark(k, info, it, extra: p => (:)) = { __emit(k, info, it, extra: extra); it }',
    // The end points of a curve's absolute segments, relative to the curve's origin.
    '#let __curve-points(it) = {',
    '  let out = ()',
    '  for c in it.components {',
    '    if type(c) == array { continue }',
    '    let f = c.fields()',
    '    let e = f.at("end", default: f.at("start", default: none))',
    '    if e == none or e == auto or f.at("relative", default: false) { continue }',
    '    if type(e.at(0)) == array { e = e.at(0) }',
    '    let (x, y) = (__pt(e.at(0)), __pt(e.at(1)))',
    '    if x != none and y != none { out.push(x); out.push(y) }',
    '  }',
    '  out',
    '}',
    '#let __plotwrap(name, make) = (..args) => {',
    '  let p = make(..args)',
    '  if type(p) != dictionary or "plot" not in p { return p }',
    '  let draw = p.plot',
    '  p.plot = (pp, t) => {',
    '    if pp.at("make-legend", default: false) { return draw(pp, t) }',
    '    __pl.step()',
    '    show std.curve: it => __mark(name, none, it, extra: o => (f: it.fill != none, l: __curve-points(it)))',
    '    show std.line: it => __mark(name, none, it)',
    '    show std.rect: it => __mark(name, none, it)',
    '    show std.circle: it => __mark(name, none, it)',
    '    show std.ellipse: it => __mark(name, none, it)',
    '    show std.polygon: it => __mark(name, none, it)',
    // An image is inline: its marker sits on the baseline, the image's bottom edge (part-map.ts).
    '    show std.image: it => __mark(name, none, it, extra: o => (il: true))',
    '    draw(pp, t)',
    '  }',
    '  p',
    '}',
    ...PLOT_FUNCTIONS.map((n) => `#let ${n} = __plotwrap("${n}", __lqo.${n})`),
    '#let colorbar(..args) = { __cb.update(true); __lqo.colorbar(..args); __cb.update(false) }',
  ].join('\n');
}

/** Show rules on Lilaq's elembic elements, placed after the preamble in the map compile. */
export const PARTS_SHOW_RULES = [
  `#import "${PARTS_MODULE}": __mark, __pt, __dg, __open, __lqo as __lqm`,
  '#show: __lqm.show_(__lqm.diagram, it => { __dg.step(); context { let n = __dg.get().first(); __open.update(o => o + (n,)) }; __mark("diagram", none, it); __open.update(o => o.slice(0, -1)) })',
  '#show: __lqm.show_(__lqm.tick-label, it => __mark("tick-label", (a: __lqm.fields(it).kind, sub: __lqm.fields(it).sub), it))',
  '#show: __lqm.show_(__lqm.tick, it => __mark("tick", (a: __lqm.fields(it).kind, sub: __lqm.fields(it).sub), it))',
  '#show: __lqm.show_(__lqm.title, it => __mark("title", none, it))',
  '#show: __lqm.show_(__lqm.label, it => __mark("label", (a: __lqm.fields(it).kind,), it))',
  '#show: __lqm.show_(__lqm.legend, it => __mark("legend", none, it))',
  '#show: __lqm.show_(__lqm.spine, it => __mark("spine", (a: __lqm.fields(it).kind,), it))',
  '#show: __lqm.show_(__lqm.grid, it => __mark("grid", (a: __lqm.fields(it).kind, sub: __lqm.fields(it).sub, t: __lqm.fields(it).ticks.map(__pt)), it))',
  '#show: __lqm.show_(__lqm.errorbar, it => __mark("errorbar", none, it))',
].join('\n');

/**
 * The source of the map compile: the light preamble, the show rules, then the example with its
 * Lilaq import pointed at the wrapping module. Null when the example does not import Lilaq the
 * site's way (nothing to map).
 */
export function partsSource(example: PreparedExample, importLine: string): string | null {
  if (!example.usesLilaq || !example.run.includes(importLine)) return null;
  const run = example.run.replace(importLine, `#import "${PARTS_MODULE}" as lq`);
  return `${example.variants.light.preamble}\n${PARTS_SHOW_RULES}\n${run}\n`;
}
