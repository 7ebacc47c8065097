/**
 * Faint-mark check: every mark and every line of a plot must stand out from what lies beneath it,
 * on its own, in both variants. The colour check (figure-ink.ts) judges a colour by most of its
 * pixels and takes filled marks for areas, so the dark end of a colour map sinking into the dark
 * page passes there; here each mark and each line is judged alone.
 *
 * 1. Units. Typst draws marks and lines as `<path>`s (glyphs are `<use>`), and svgo merges
 *    same-styled paths, so one path may hold a whole series of marks: each subpath is a unit
 *    (svg-geometry.ts). Only the plots count: Lilaq draws each plot inside a clipping box (a
 *    `<g clip-path>`), while its frame (grid, ticks, spines), legend and colour bar lie outside;
 *    those, and plots drawn with `clip: false`, stay with the colour check. A filled subpath no
 *    larger than MARK_EXTENT is a **mark** (Lilaq's marks, arrow heads); a larger one is an area
 *    (bars, bands, panels), which is not ink here, nor is its outline. A stroked subpath without
 *    fill is a mark when that small (the strokes of `x` and `+` marks, caps), else a **line**.
 * 2. Parts. A mark is seen through its fill or through its edge: a stroke in the fill's own
 *    colour only widens the fill (one part), a stroke in another colour is an edge (a second
 *    part). A mark reads when either part reads: a contrasting edge carries a dark mark on the
 *    dark page, and a white edge does not sink a mark whose fill reads on the white page.
 * 3. Candidates. From the SVG alone, a unit may be hidden only when each of its parts is below
 *    LOW_CONTRAST against the page or against the colour of some area of the figure (over the
 *    page). Images and gradient fills inside a plot are backgrounds the SVG does not tell, so a
 *    figure with them makes all its units candidates. A figure without candidates costs one parse.
 * 4. Measure. Two rasters at INK_SCALE: the figure without the candidates (what lies beneath
 *    them), and an identity raster without anti-aliasing in which each candidate part is drawn in
 *    a colour of its own (its index) and everything else that covers in black, so that what lies
 *    over a mark (a label, a later mark) takes its pixels away. A part is hidden when
 *    MOSTLY_HIDDEN of its pixels have less than LOW_CONTRAST against the pixel beneath them.
 * 5. Judge. A hidden mark fails, in either variant, even when it is hidden alike in both: a mark
 *    stands for one datum, and a reader who cannot see it loses that datum whatever the author
 *    meant by the colours. A hidden line keeps the colour check's exception: it fails when it is
 *    invisible outright (below INVISIBLE) or when the same line (same place) is not hidden in the
 *    other variant; lines drawn faint alike in both variants, such as white grid lines on a grey
 *    panel, are the author's choice.
 */
import type { ChildNode, Element } from 'domhandler';
import render from 'dom-serializer';
import { parseDocument } from 'htmlparser2';
import { contrastRatio, over, parseColor, toHex, type Rgba } from './figure-color';
import { INK_SCALE, INVISIBLE, LOW_CONTRAST, MOSTLY_HIDDEN, NOT_DRAWN, ROOT_PAINT, inherit, withAlpha, type Paint } from './figure-ink';
import { rasterise } from './figure-raster';
import { IDENTITY, boxOf, multiply, parseTransform, splitPath, transformBox, type Box, type Matrix, type Subpath } from './svg-geometry';

/**
 * Largest side (pt, in the figure's root units) of a filled subpath that counts as a mark rather
 * than an area. Lilaq's marks are 4–6pt by default and rarely over 12pt in bubble charts; bars,
 * panels and legend boxes are larger.
 */
export const MARK_EXTENT = 16;
/** A part with fewer visible pixels (at INK_SCALE) than this is covered or a speck: not judged. */
export const MIN_PART_PIXELS = 6;

export type UnitKind = 'mark' | 'line';

interface Part {
  /** `fill` (a mark's body, with any outline in its own colour) or `stroke` (an edge, or a line). */
  paint: 'fill' | 'stroke';
  color: Rgba;
}

export interface Unit {
  kind: UnitKind;
  /** Kind and place (box in root units, 0.1pt): the same unit in the other variant has the same key. */
  key: string;
  box: Box;
  parts: Part[];
  el: Element;
  /** Index of the subpath in `el`'s path data. */
  index: number;
}

interface PathInfo {
  subpaths: Subpath[];
  paint: Paint;
}

/** What the SVG alone says about a figure: its units, and the backgrounds they may lie on. */
interface Survey {
  units: Unit[];
  paths: Map<Element, PathInfo>;
  /** Solid area colours over the page, the page first. */
  backgrounds: Rgba[];
  /** Images or gradient fills: backgrounds the SVG does not tell. */
  opaqueBackgrounds: boolean;
}

const round1 = (v: number): string => (Math.round(v * 10) / 10).toFixed(1);
const boxKey = (b: Box): string => [b.x0, b.y0, b.x1, b.y1].map(round1).join(',');

/** The box of a subpath's points, widened by `pad` (half a stroke) on each side. */
function boxOfSubpath(sub: Subpath, pad: number): Box {
  const { x0, y0, x1, y1 } = boxOf(sub.points);
  return { x0: x0 - pad, y0: y0 - pad, x1: x1 + pad, y1: y1 + pad };
}

const fillOf = (p: Paint): Rgba | null => withAlpha(parseColor(p.fill), p.fillOpacity * p.opacity);
const strokeOf = (p: Paint): Rgba | null => (p.strokeWidth > 0 ? withAlpha(parseColor(p.stroke), p.strokeOpacity * p.opacity) : null);

function survey(root: ChildNode[], page: Rgba): Survey {
  const units: Unit[] = [];
  const paths = new Map<Element, PathInfo>();
  const backgrounds: Rgba[] = [page];
  let opaqueBackgrounds = false;
  const walk = (nodes: ChildNode[], paint: Paint, ctm: Matrix, inPlot: boolean): void => {
    for (const node of nodes) {
      if (node.type !== 'tag') continue;
      const el = node as Element;
      if (NOT_DRAWN.has(el.name)) continue;
      const p = inherit(paint, el);
      const m = multiply(ctm, parseTransform(el.attribs.transform));
      const clipped = inPlot || el.attribs['clip-path'] !== undefined;
      // A colour bar's gradient lies outside the plots: only images and gradients inside them can be beneath a mark.
      if (clipped && (el.name === 'image' || (el.name !== 'use' && /^url\(/.test(el.attribs.fill ?? '')))) opaqueBackgrounds = true;
      if (el.name === 'path' && !clipped) {
        // Outside the plots (frame, legend, colour bar): only the areas it fills count, as backgrounds.
        const fill = fillOf(p);
        const areas = fill ? splitPath(el.attribs.d ?? '').map((sub) => transformBox(m, boxOfSubpath(sub, 0))) : [];
        if (areas.some((box) => Math.max(box.x1 - box.x0, box.y1 - box.y0) > MARK_EXTENT)) backgrounds.push(over(fill!, page));
      } else if (el.name === 'path') {
        const subpaths = splitPath(el.attribs.d ?? '');
        paths.set(el, { subpaths, paint: p });
        const fill = fillOf(p);
        const stroke = strokeOf(p);
        subpaths.forEach((sub, index) => {
          const local = boxOfSubpath(sub, 0);
          const box = transformBox(m, boxOfSubpath(sub, stroke ? p.strokeWidth / 2 : 0));
          const extent = Math.max(box.x1 - box.x0, box.y1 - box.y0);
          const hasArea = fill !== null && local.x1 - local.x0 > 0.01 && local.y1 - local.y0 > 0.01;
          if (hasArea && extent > MARK_EXTENT) {
            backgrounds.push(over(fill, page));
            return;
          }
          const parts: Part[] = [];
          if (hasArea) parts.push({ paint: 'fill', color: fill });
          if (stroke && !(hasArea && toHex(stroke) === toHex(fill))) parts.push({ paint: 'stroke', color: stroke });
          if (parts.length === 0) return;
          const kind: UnitKind = hasArea || extent <= MARK_EXTENT ? 'mark' : 'line';
          units.push({ kind, key: `${kind} ${boxKey(box)}`, box, parts, el, index });
        });
      }
      walk(el.children, p, m, clipped);
    }
  };
  walk(root, ROOT_PAINT, IDENTITY, false);
  return { units, paths, backgrounds, opaqueBackgrounds };
}

/** Step 3: units each of whose parts is too close to the page or to some area's colour. */
function candidates(s: Survey): Unit[] {
  if (s.opaqueBackgrounds) return s.units;
  return s.units.filter((u) => u.parts.every((part) => s.backgrounds.some((bg) => contrastRatio(part.color, bg) < LOW_CONTRAST)));
}

const escapeAttr = (v: string): string => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const tag = (name: string, attribs: Record<string, string | undefined>): string =>
  `<${name}${Object.entries(attribs)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('')}/>`;
const idColor = (id: number): string => `#${id.toString(16).padStart(6, '0')}`;
const OPAQUE_PAINT = { opacity: '1', 'fill-opacity': '1', 'stroke-opacity': '1' };
/** Paint covers what lies beneath it in the identity raster when it is at least this opaque. */
const COVERS = 0.5;

/** Identity colours of a candidate's fill and stroke (the same for an outline in the fill's colour). */
interface Ids {
  fill?: number;
  stroke?: number;
}

/**
 * The figure again, either without the candidates (`beneath`) or as the identity raster's SVG
 * (`ids`): candidates in their identity colours, everything else that covers in black.
 */
function serialise(doc: ChildNode[], s: Survey, ids: Map<Element, Map<number, Ids>>, mode: 'beneath' | 'ids'): string {
  const covering = (p: Paint): Record<string, string> => {
    const fill = fillOf(p);
    const stroke = strokeOf(p);
    return { ...OPAQUE_PAINT, fill: fill && fill.a >= COVERS ? '#000' : 'none', stroke: stroke && stroke.a >= COVERS ? '#000' : 'none' };
  };
  const walk = (nodes: ChildNode[], paint: Paint): string => {
    let out = '';
    for (const node of nodes) {
      if (node.type !== 'tag') continue;
      const el = node as Element;
      if (NOT_DRAWN.has(el.name)) {
        out += render(el, { xmlMode: true });
        continue;
      }
      const p = inherit(paint, el);
      const own = ids.get(el);
      if (el.name === 'path' && own) {
        const subpaths = s.paths.get(el)!.subpaths;
        const rest = subpaths.filter((_, i) => !own.has(i)).map((sub) => sub.d);
        if (rest.length > 0) {
          const d = rest.length === subpaths.length ? el.attribs.d : rest.join('');
          out += tag('path', mode === 'ids' ? { ...el.attribs, ...covering(p), d } : { ...el.attribs, d });
        }
        if (mode === 'ids') {
          for (const [i, { fill, stroke }] of own) {
            out += tag('path', {
              ...el.attribs,
              ...OPAQUE_PAINT,
              d: subpaths[i]!.d,
              fill: fill ? idColor(fill) : 'none',
              stroke: stroke ? idColor(stroke) : 'none',
            });
          }
        }
      } else if (el.name === 'svg' || el.name === 'g' || el.name === 'a') {
        const attribs: Record<string, string | undefined> =
          mode === 'beneath' ? el.attribs : { ...el.attribs, opacity: undefined, 'fill-opacity': undefined, 'stroke-opacity': undefined };
        if (el.name === 'svg' && mode === 'ids') attribs['shape-rendering'] = 'crispEdges';
        const open = tag(el.name, attribs).slice(0, -2);
        out += `${open}>${walk(el.children, p)}</${el.name}>`;
      } else if (mode === 'beneath') {
        out += render(el, { xmlMode: true });
      } else if (el.name === 'path') {
        out += tag('path', { ...el.attribs, ...covering(p) });
      } else if (el.name === 'image') {
        const a = el.attribs;
        out += tag('rect', { x: a.x, y: a.y, width: a.width, height: a.height, transform: a.transform, fill: '#000' });
      } else {
        // Glyphs (`use`) and any other shape cover in black.
        out += tag(el.name, { ...el.attribs, ...covering(p) });
      }
    }
    return out;
  };
  return walk(doc, ROOT_PAINT);
}

/** How one unit fares against what lies beneath it. */
export interface UnitVerdict {
  unit: Unit;
  /** Visible pixels of the unit, all parts together. */
  pixels: number;
  /** No part reads: each judged part has MOSTLY_HIDDEN of its pixels below LOW_CONTRAST. */
  hidden: boolean;
  /** Each judged part has MOSTLY_HIDDEN of its pixels below INVISIBLE. */
  invisible: boolean;
  /** Median contrast of the part that reads best. */
  contrast: number;
}

/**
 * Steps 1–4: the candidate units of a figure on `background`, measured. Units that are not
 * candidates read by construction and are not returned; nor are units with too few visible pixels.
 */
export async function measureUnits(svg: string, background: string): Promise<UnitVerdict[]> {
  const page = parseColor(background);
  if (!page) throw new Error(`not a colour: ${background}`);
  const doc = parseDocument(svg, { xmlMode: true });
  const s = survey(doc.children, page);
  const units = candidates(s);
  if (units.length === 0) return [];

  // Parts in identity order (id = index + 1), and each unit's part indices.
  const parts: Rgba[] = [];
  const partsOf: number[][] = [];
  const ids = new Map<Element, Map<number, Ids>>();
  units.forEach((unit) => {
    const own: Ids = {};
    partsOf.push(unit.parts.map((part) => (own[part.paint] = parts.push(part.color)) - 1));
    // An outline in the fill's own colour belongs to the fill's part.
    if (own.stroke === undefined && own.fill !== undefined && strokeOf(s.paths.get(unit.el)!.paint)) own.stroke = own.fill;
    if (!ids.has(unit.el)) ids.set(unit.el, new Map());
    ids.get(unit.el)!.set(unit.index, own);
  });
  const [beneath, marked] = await Promise.all([
    rasterise(serialise(doc.children, s, ids, 'beneath'), { scale: INK_SCALE, background }),
    rasterise(serialise(doc.children, s, ids, 'ids'), { scale: INK_SCALE, background: '#000000' }),
  ]);
  if (beneath.width !== marked.width || beneath.height !== marked.height) throw new Error('rasters of different sizes');

  const contrasts: number[][] = parts.map(() => []);
  // Neighbouring pixels mostly repeat a pair of part and colour beneath: compute each pair once.
  const known = new Map<number, number>();
  const { data: idData } = marked;
  const { data: under } = beneath;
  for (let i = 0; i < idData.length; i += 4) {
    const id = (idData[i]! << 16) | (idData[i + 1]! << 8) | idData[i + 2]!;
    if (id === 0 || id > parts.length) continue;
    const pair = id * 0x1000000 + ((under[i]! << 16) | (under[i + 1]! << 8) | under[i + 2]!);
    let contrast = known.get(pair);
    if (contrast === undefined) {
      contrast = contrastRatio(parts[id - 1]!, { r: under[i]! / 255, g: under[i + 1]! / 255, b: under[i + 2]! / 255, a: 1 });
      known.set(pair, contrast);
    }
    contrasts[id - 1]!.push(contrast);
  }

  const verdicts: UnitVerdict[] = [];
  units.forEach((unit, u) => {
    const judged = partsOf[u]!.map((p) => ({ values: contrasts[p]! })).filter(({ values }) => values.length >= MIN_PART_PIXELS);
    if (judged.length === 0) return;
    const share = (values: number[], limit: number): number => values.filter((c) => c < limit).length / values.length;
    const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    verdicts.push({
      unit,
      pixels: judged.reduce((n, j) => n + j.values.length, 0),
      hidden: judged.every((j) => share(j.values, LOW_CONTRAST) >= MOSTLY_HIDDEN),
      invisible: judged.every((j) => share(j.values, INVISIBLE) >= MOSTLY_HIDDEN),
      contrast: Math.max(...judged.map((j) => median(j.values))),
    });
  });
  return verdicts;
}

export interface VariantSvg {
  svg: string;
  background: string;
}

/** Step 5: the units of `variant` that fail, given the other variant of the same example. */
export async function findFaintUnits(variant: VariantSvg, other: VariantSvg): Promise<UnitVerdict[]> {
  const hidden = (await measureUnits(variant.svg, variant.background)).filter((v) => v.hidden);
  const failing = hidden.filter((v) => v.unit.kind === 'mark' || v.invisible);
  const excusable = hidden.filter((v) => v.unit.kind === 'line' && !v.invisible);
  if (excusable.length > 0) {
    // A line that is not a candidate there reads there.
    const there = new Set((await measureUnits(other.svg, other.background)).filter((v) => v.hidden).map((v) => v.unit.key));
    failing.push(...excusable.filter((v) => !there.has(v.unit.key)));
  }
  return failing;
}

/** One message per kind: how many units vanish, and the first few with colour, place and contrast. */
export function describeFaintUnits(faint: readonly UnitVerdict[], background: string): string[] {
  const messages: string[] = [];
  for (const kind of ['mark', 'line'] as const) {
    const ofKind = faint.filter((v) => v.unit.kind === kind).sort((a, b) => a.contrast - b.contrast);
    if (ofKind.length === 0) continue;
    const listed = ofKind.slice(0, 4).map((v) => {
      const { box } = v.unit;
      const colors = v.unit.parts.map((p) => toHex(p.color)).join('/');
      return `${colors} at (${round1((box.x0 + box.x1) / 2)}, ${round1((box.y0 + box.y1) / 2)}) ${v.contrast.toFixed(2)}:1`;
    });
    const more = ofKind.length > listed.length ? `, and ${ofKind.length - listed.length} more` : '';
    const what = ofKind.length === 1 ? `1 ${kind} vanishes` : `${ofKind.length} ${kind}s vanish`;
    const why =
      kind === 'mark'
        ? `below ${LOW_CONTRAST}:1 against what lies beneath, with no edge that reads`
        : ofKind.every((v) => v.invisible)
          ? `below ${INVISIBLE}:1 against what lies beneath, invisible`
          : `below ${LOW_CONTRAST}:1 against what lies beneath, while the other variant shows them`;
    messages.push(`${what} on this figure's page (${background}): ${why} (median; place in pt): ${listed.join('; ')}${more}`);
  }
  return messages;
}
