/**
 * A figure's part map (`public/figures/<key>-parts.json`, written by `npm run figures`): where each
 * Lilaq part of the figure lies, in the figure's own coordinates (pt, the SVG's viewBox), in paint
 * order. The inspector reads it: which parts lie under a point, topmost first, and what each is
 * called. Pure and small: it ships with the inspector, which loads on first use.
 */

export const PARTS_FORMAT = 1;

/** Plot functions whose drawings are mapped (the `lq.NAME` of each). */
export const PLOT_KINDS = [
  'plot',
  'bar',
  'hbar',
  'stem',
  'hstem',
  'scatter',
  'fill-between',
  'colormesh',
  'contour',
  'boxplot',
  'hboxplot',
  'quiver',
  'hlines',
  'vlines',
  'rect',
  'ellipse',
  'line',
  'path',
  'place',
] as const;
export type PlotKind = (typeof PLOT_KINDS)[number];

/** Lilaq's elements (and the colour bar) whose boxes are mapped. */
export const ELEMENT_KINDS = [
  'diagram',
  'colorbar',
  'title',
  'label',
  'legend',
  'tick-label',
  'tick',
  'spine',
  'grid',
  'errorbar',
] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

/** Every kind of part a map may hold, elements first. */
export const PART_KINDS: readonly PartKind[] = [...ELEMENT_KINDS, ...PLOT_KINDS];
export type PartKind = ElementKind | PlotKind;

export interface Part {
  k: PartKind;
  /** Axis kind for axis parts. */
  a?: 'x' | 'y';
  /** On the far side of the data area (a y axis on the right, an x axis on top). */
  far?: true;
  /** Subticks, their labels or their grid. */
  sub?: true;
  /** Part of a colour bar. */
  cb?: true;
  /** Rectangles, flat: x, y, width, height, … */
  b?: number[];
  /** Stroked polylines, each flat: x0, y0, x1, y1, … */
  l?: number[][];
  /** Filled polygons, each flat like `l`. */
  g?: number[][];
}

export interface PartMap {
  v: typeof PARTS_FORMAT;
  /** The figure's viewBox width and height. */
  w: number;
  h: number;
  parts: Part[];
}

const KINDS = new Set<string>(PART_KINDS);

const isNumbers = (v: unknown, mod: number): v is number[] =>
  Array.isArray(v) && v.length % mod === 0 && v.every((n) => typeof n === 'number' && Number.isFinite(n));

/** Reads a fetched map; null when it is not one (damaged, cut off, another format). */
export function parsePartMap(text: string): PartMap | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const m = raw as Record<string, unknown>;
  if (m.v !== PARTS_FORMAT || typeof m.w !== 'number' || typeof m.h !== 'number' || !(m.w > 0 && m.h > 0)) return null;
  if (!Array.isArray(m.parts) || m.parts.length === 0) return null;
  for (const p of m.parts as unknown[]) {
    if (typeof p !== 'object' || p === null) return null;
    const part = p as Record<string, unknown>;
    if (typeof part.k !== 'string' || !KINDS.has(part.k)) return null;
    if (part.b !== undefined && !isNumbers(part.b, 4)) return null;
    for (const key of ['l', 'g'] as const) {
      const lines = part[key];
      if (lines !== undefined && !(Array.isArray(lines) && lines.every((l) => isNumbers(l, 2)))) return null;
    }
    if (part.b === undefined && part.l === undefined && part.g === undefined) return null;
  }
  return raw as PartMap;
}

function distanceToSegment(px: number, py: number, x0: number, y0: number, x1: number, y1: number): number {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / len2));
  return Math.hypot(px - (x0 + t * dx), py - (y0 + t * dy));
}

/** Whether the point lies inside the polygon (flat: x0, y0, x1, y1, …), by the even–odd rule. */
export function insidePolygon(px: number, py: number, pts: number[]): boolean {
  let inside = false;
  for (let i = 0, j = pts.length - 2; i < pts.length; j = i, i += 2) {
    const [xi, yi, xj, yj] = [pts[i]!, pts[i + 1]!, pts[j]!, pts[j + 1]!];
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether the part's ink lies within `tolerance` (pt) of the point. */
export function hits(part: Part, x: number, y: number, tolerance: number): boolean {
  const b = part.b ?? [];
  for (let i = 0; i < b.length; i += 4) {
    const [bx, by, bw, bh] = [b[i]!, b[i + 1]!, b[i + 2]!, b[i + 3]!];
    if (x >= bx - tolerance && x <= bx + bw + tolerance && y >= by - tolerance && y <= by + bh + tolerance) return true;
  }
  for (const poly of part.g ?? []) if (poly.length >= 6 && insidePolygon(x, y, poly)) return true;
  for (const line of [...(part.l ?? []), ...(part.g ?? [])]) {
    for (let i = 0; i + 3 < line.length; i += 2) {
      if (distanceToSegment(x, y, line[i]!, line[i + 1]!, line[i + 2]!, line[i + 3]!) <= tolerance) return true;
    }
  }
  return false;
}

/** Indices of the parts under a point, topmost (painted last) first. */
export function partsAt(map: PartMap, x: number, y: number, tolerance = 2): number[] {
  const found: number[] = [];
  for (let i = map.parts.length - 1; i >= 0; i--) if (hits(map.parts[i]!, x, y, tolerance)) found.push(i);
  return found;
}

/** The next part beneath `current` in a stack from partsAt (wraps to the top). */
export function cycleBeneath(stack: readonly number[], current: number): number | undefined {
  if (stack.length === 0) return undefined;
  const at = stack.indexOf(current);
  return stack[(at + 1) % stack.length];
}

/** The rectangle around all of a part's ink, for its outline: x, y, width, height. */
export function partBounds(part: Part): [number, number, number, number] {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  const add = (x: number, y: number) => {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  };
  const b = part.b ?? [];
  for (let i = 0; i < b.length; i += 4) {
    add(b[i]!, b[i + 1]!);
    add(b[i]! + b[i + 2]!, b[i + 1]! + b[i + 3]!);
  }
  for (const line of [...(part.l ?? []), ...(part.g ?? [])]) for (let i = 0; i + 1 < line.length; i += 2) add(line[i]!, line[i + 1]!);
  return [x0, y0, x1 - x0, y1 - y0];
}
