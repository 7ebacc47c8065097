/**
 * Invisible-ink check: text and strokes must stand out from what lies beneath them, in each
 * variant. Three steps keep it fast and free of false alarms:
 *
 * 1. From the SVG alone, every glyph (`<use>` of a glyph symbol) and every stroke gets its
 *    effective colour (inherited `fill`/`stroke`, their opacities and alpha). Those with less than
 *    LOW_CONTRAST against the variant's page colour are candidates. Fills of areas (bars, legend
 *    boxes, mark interiors) are not ink in this sense: a white legend box on a white page is meant
 *    to blend in.
 * 2. A candidate may sit on something else (white labels inside dark heatmap cells, a white outline
 *    between bars), where it is perfectly visible. So the figure is rasterised, on the page colour,
 *    once without any candidate (what lies beneath) and once per candidate colour with that
 *    colour painted in a marker colour (where it is). A colour is hidden when most of its pixels
 *    (MOSTLY_HIDDEN) have less than LOW_CONTRAST with what lies beneath them.
 * 3. Hidden is not always wrong: a ggplot-like theme draws white grid lines on a light grey panel
 *    on purpose (1.2:1), in both variants alike. A hidden colour fails when it is invisible outright
 *    (below INVISIBLE, as white on white or navy on the dark page), or when the other variant shows
 *    the same colour clearly (not hidden there): then the figure only works in one colour mode,
 *    which is what a black box plot outline in the dark variant or the moon theme's white spines in
 *    the light variant amount to.
 */
import type { ChildNode, Element } from 'domhandler';
import render from 'dom-serializer';
import { parseDocument } from 'htmlparser2';
import { contrastRatio, over, parseColor, toHex, type Rgba } from './figure-color';
import { rasterise } from './figure-raster';

/**
 * Contrast ratio (WCAG 2 formula) below which a glyph or stroke counts as hidden by what lies
 * beneath it. WCAG asks 3:1 of graphical objects, which would reject the deliberately faint grid
 * and reference lines a figure may carry (Lilaq's own light grid, luma 80 %, is 1.6:1 on white);
 * 1.5:1 is where a line turns from faint to barely there (luma 85 % on white is 1.45:1, black on
 * the dark page 1.22:1).
 */
export const LOW_CONTRAST = 1.5;
/** Below this ratio a colour is invisible whatever the other variant does (white on white: 1.0). */
export const INVISIBLE = 1.1;
/** Share of a candidate's pixels that must lie on a too-similar colour for it to fail. */
export const MOSTLY_HIDDEN = 0.75;
/** Candidates covering fewer pixels than this (at INK_SCALE) are specks, not lost content. */
export const MIN_PIXELS = 12;
/** Rasterising at 2× gives thin (0.5pt) strokes whole pixels of their own. */
export const INK_SCALE = 2;
const MARKER: Rgba = { r: 1, g: 0, b: 1, a: 1 };
/** Minimum channel difference between the two renders for a pixel to belong to the candidate. */
const FOOTPRINT_DELTA = 96;

/** Containers whose children are drawn only when referenced (glyph symbols, clip paths, gradients). */
export const NOT_DRAWN = new Set([
  'defs',
  'symbol',
  'clipPath',
  'mask',
  'pattern',
  'linearGradient',
  'radialGradient',
  'marker',
  'style',
  'title',
  'desc',
]);
const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);

export type InkKind = 'text' | 'stroke';

export interface InkItem {
  kind: InkKind;
  /** Effective colour: paint colour with every opacity on the way folded into its alpha. */
  color: Rgba;
  node: Element;
}

export interface Paint {
  fill: string;
  stroke: string;
  fillOpacity: number;
  strokeOpacity: number;
  strokeWidth: number;
  opacity: number;
}

export const ROOT_PAINT: Paint = { fill: '#000', stroke: 'none', fillOpacity: 1, strokeOpacity: 1, strokeWidth: 1, opacity: 1 };

export function inherit(paint: Paint, el: Element): Paint {
  const a = el.attribs;
  const num = (v: string | undefined, fallback: number): number =>
    v === undefined || Number.isNaN(parseFloat(v)) ? fallback : parseFloat(v);
  return {
    fill: a.fill ?? paint.fill,
    stroke: a.stroke ?? paint.stroke,
    fillOpacity: num(a['fill-opacity'], paint.fillOpacity),
    strokeOpacity: num(a['stroke-opacity'], paint.strokeOpacity),
    strokeWidth: num(a['stroke-width'], paint.strokeWidth),
    // `opacity` is not inherited but applies to the whole subtree: fold it in.
    opacity: paint.opacity * num(a.opacity, 1),
  };
}

export function withAlpha(color: Rgba | null, alpha: number): Rgba | null {
  return color && color.a * alpha > 0 ? { ...color, a: color.a * alpha } : null;
}

/**
 * A stroke in the colour of its own shape's fill (Lilaq's filled marks, bars without an edge
 * colour) only widens that area: the shape is seen through its fill, which is not ink here. A
 * pale viridis dot is such an area, a pale viridis line is not.
 */
function outlinesOwnFill(p: Paint): boolean {
  const fill = parseColor(p.fill);
  const stroke = parseColor(p.stroke);
  return fill !== null && stroke !== null && toHex(fill) === toHex(stroke) && p.fillOpacity >= p.strokeOpacity;
}

/** Every glyph and stroke the SVG draws, with its effective colour (gradients are skipped). */
export function inkItems(root: ChildNode[]): InkItem[] {
  const items: InkItem[] = [];
  const walk = (nodes: ChildNode[], paint: Paint): void => {
    for (const node of nodes) {
      if (node.type !== 'tag') continue;
      const el = node as Element;
      if (NOT_DRAWN.has(el.name)) continue;
      const p = inherit(paint, el);
      if (el.name === 'use') {
        const color = withAlpha(parseColor(p.fill), p.fillOpacity * p.opacity);
        if (color) items.push({ kind: 'text', color, node: el });
      } else if (SHAPES.has(el.name) && p.strokeWidth > 0 && !outlinesOwnFill(p)) {
        const color = withAlpha(parseColor(p.stroke), p.strokeOpacity * p.opacity);
        if (color) items.push({ kind: 'stroke', color, node: el });
      }
      walk(el.children, p);
    }
  };
  walk(root, ROOT_PAINT);
  return items;
}

/** How one colour of glyphs or strokes fares against what lies beneath it. */
export interface HiddenInk {
  /** `kind` and hex colour, e.g. `stroke #000000`: the same in both variants for author colours. */
  key: string;
  kind: InkKind;
  color: string;
  /** Median contrast with what lies beneath, over the colour's pixels. */
  contrast: number;
  /** Share of the colour's pixels below LOW_CONTRAST and below INVISIBLE. */
  hidden: number;
  invisible: number;
}

const inkKey = (item: InkItem): string => `${item.kind} ${toHex(item.color)}`;

/** Sets attributes on the candidates, runs `fn`, and restores them. */
function withAttributes<T>(changes: Array<[Element, Record<string, string>]>, fn: () => T): T {
  const saved = changes.map(([el]) => ({ ...el.attribs }));
  for (const [el, attrs] of changes) Object.assign(el.attribs, attrs);
  try {
    return fn();
  } finally {
    changes.forEach(([el], i) => (el.attribs = saved[i]!));
  }
}

const hide = (item: InkItem): Record<string, string> => (item.kind === 'text' ? { 'fill-opacity': '0' } : { 'stroke-opacity': '0' });
const mark = (item: InkItem): Record<string, string> =>
  item.kind === 'text'
    ? { fill: toHex(MARKER), 'fill-opacity': '1', opacity: '1' }
    : { stroke: toHex(MARKER), 'stroke-opacity': '1', opacity: '1' };

/**
 * Glyph and stroke colours of a figure on `background` that are hidden by what lies beneath them
 * (step 1 and 2 above). `alsoMeasure` names colours (`inkKey`) to measure even when they contrast
 * with the page: the other variant's hidden colours, for step 3.
 */
export async function findHiddenInk(svg: string, background: string, alsoMeasure: ReadonlySet<string> = new Set()): Promise<HiddenInk[]> {
  const page = parseColor(background);
  if (!page) throw new Error(`not a colour: ${background}`);
  const doc = parseDocument(svg, { xmlMode: true });
  const candidates = inkItems(doc.children).filter(
    (item) => contrastRatio(item.color, page) < LOW_CONTRAST || alsoMeasure.has(inkKey(item)),
  );
  if (candidates.length === 0) return [];

  const groups = new Map<string, InkItem[]>();
  for (const item of candidates) groups.set(inkKey(item), [...(groups.get(inkKey(item)) ?? []), item]);
  const serialise = (): string => render(doc, { xmlMode: true });
  const beneathSvg = withAttributes(
    candidates.map((c) => [c.node, hide(c)]),
    serialise,
  );
  const beneath = await rasterise(beneathSvg, { scale: INK_SCALE, background });

  const found: HiddenInk[] = [];
  for (const [key, group] of groups) {
    const markedSvg = withAttributes(
      candidates.map((c) => [c.node, group.includes(c) ? mark(c) : hide(c)]),
      serialise,
    );
    const marked = await rasterise(markedSvg, { scale: INK_SCALE, background });
    const color = group[0]!.color;
    const contrasts: number[] = [];
    for (let i = 0; i < beneath.data.length; i += 4) {
      const delta = Math.max(
        Math.abs(marked.data[i]! - beneath.data[i]!),
        Math.abs(marked.data[i + 1]! - beneath.data[i + 1]!),
        Math.abs(marked.data[i + 2]! - beneath.data[i + 2]!),
      );
      if (delta < FOOTPRINT_DELTA) continue;
      const under: Rgba = { r: beneath.data[i]! / 255, g: beneath.data[i + 1]! / 255, b: beneath.data[i + 2]! / 255, a: 1 };
      contrasts.push(contrastRatio(over(color, under), under));
    }
    if (contrasts.length < MIN_PIXELS) continue;
    const share = (limit: number): number => contrasts.filter((c) => c < limit).length / contrasts.length;
    contrasts.sort((a, b) => a - b);
    found.push({
      key,
      kind: group[0]!.kind,
      color: toHex(color),
      contrast: contrasts[Math.floor(contrasts.length / 2)]!,
      hidden: share(LOW_CONTRAST),
      invisible: share(INVISIBLE),
    });
  }
  return found;
}

export interface VariantSvg {
  svg: string;
  background: string;
}

/** Step 3: the hidden colours of `variant` that fail, given the other variant of the same example. */
export async function findInvisibleInk(variant: VariantSvg, other: VariantSvg): Promise<HiddenInk[]> {
  const hidden = (await findHiddenInk(variant.svg, variant.background)).filter((h) => h.hidden >= MOSTLY_HIDDEN);
  if (hidden.length === 0) return [];
  const keys = new Set(hidden.map((h) => h.key));
  const there = new Map((await findHiddenInk(other.svg, other.background, keys)).map((h) => [h.key, h]));
  return hidden.filter((h) => h.invisible >= MOSTLY_HIDDEN || !((there.get(h.key)?.hidden ?? 1) >= MOSTLY_HIDDEN));
}

export function describeInvisibleInk(ink: HiddenInk, background: string): string {
  const what = ink.kind === 'text' ? 'text' : 'strokes';
  const why =
    ink.invisible >= MOSTLY_HIDDEN ? `below ${INVISIBLE}:1, invisible` : `below ${LOW_CONTRAST}:1, while the other variant shows them`;
  return `${what} in ${ink.color} vanish on this figure's page (${background}): ${Math.round(ink.hidden * 100)} % of their pixels ${why} (median ${ink.contrast.toFixed(2)}:1)`;
}
