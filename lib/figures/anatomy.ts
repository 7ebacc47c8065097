/**
 * Numbered markers over a figure, placed from its part map (parts.ts): an anatomy figure's code
 * draws the diagram alone, and the site puts a number beside each part its key names. An author
 * names the parts on the example's fence line (`anatomy="title; label x; plot #2 @30"`, one
 * selector per item of the numbered key under the figure); the place of every marker is computed
 * here, at build time, so the markers are in the static HTML. Pure: no file access.
 */
import { insidePolygon, PART_KINDS, type Part, type PartKind, type PartMap } from './parts';

/** Marker diameter in the figure's own units (pt): the size of the figure's 8.5 pt text, with a margin. */
export const MARKER_SIZE = 12;
/** The gap kept between a marker and the ink of the part it names. */
const CLEARANCE = 1;
/**
 * Least distance between two markers' centres. A marker is smaller than the 24 CSS px a touch
 * target needs (WCAG 2.5.8), which is allowed when 24 px circles around the targets do not meet:
 * 25 pt are at least 24 px wherever the figure is shown at 0.96 px a pt or more (a 412 px phone
 * shows this one at about 1.1).
 */
export const MARKER_SPACING = 25;

/**
 * One selector: a part kind, then in any order `x` or `y` (axis), `far`, `sub`, `cb` (flags as
 * the map records them), `#N` (the N-th matching part in paint order, default 1) and `@N` (aim at
 * the N-th point of the part: box centres first, then the vertices of its lines; default: the
 * middle one).
 */
export interface PartSelector {
  kind: PartKind;
  axis?: 'x' | 'y';
  far: boolean;
  sub: boolean;
  cb: boolean;
  nth: number;
  at?: number;
}

export interface AnatomyMarker {
  /** Its number in the key (1-based). */
  n: number;
  /** Index of the named part in the map. */
  part: number;
  /** Centre, in percent of the figure's width and height. */
  x: number;
  y: number;
  /** Diameter, in percent of the figure's width. */
  size: number;
  /** Where its leader line ends on the part (the aimed box's nearest edge, or the aimed point), in percent. */
  tx: number;
  ty: number;
  /** The reference entry the key links first for this part. */
  href: string;
  /** The part's name in the key ("Tick label"). */
  label: string;
}

const KINDS = new Set<string>(PART_KINDS);

/** Reads one selector; throws a message naming what is wrong with it. */
export function parseSelector(text: string): PartSelector {
  const [kind, ...rest] = text.trim().split(/\s+/);
  if (!kind || !KINDS.has(kind)) throw new Error(`anatomy: "${text}" does not start with a part kind (${PART_KINDS.join(', ')})`);
  const selector: PartSelector = { kind: kind as PartKind, far: false, sub: false, cb: false, nth: 1 };
  for (const token of rest) {
    if (token === 'x' || token === 'y') selector.axis = token;
    else if (token === 'far' || token === 'sub' || token === 'cb') selector[token] = true;
    else if (/^#[1-9]\d*$/.test(token)) selector.nth = Number(token.slice(1));
    else if (/^@[1-9]\d*$/.test(token)) selector.at = Number(token.slice(1));
    else throw new Error(`anatomy: "${token}" in "${text}" is not x, y, far, sub, cb, #N or @N`);
  }
  return selector;
}

/** The index of the part a selector names; throws when the map has no such part. */
export function findPart(map: PartMap, selector: PartSelector, text: string): number {
  let seen = 0;
  for (const [index, part] of map.parts.entries()) {
    const matches =
      part.k === selector.kind &&
      (selector.axis === undefined || part.a === selector.axis) &&
      Boolean(part.far) === selector.far &&
      Boolean(part.sub) === selector.sub &&
      Boolean(part.cb) === selector.cb;
    if (matches && ++seen === selector.nth) return index;
  }
  throw new Error(`anatomy: the figure's part map has no part "${text}" (${seen} of that kind)`);
}

/** A point a marker may aim at: a box (x, y, width, height) or a vertex (a box of no size). */
type Aim = [number, number, number, number];

/** What a marker may aim at in a part: its boxes, then the vertices of its lines and polygons. */
export function partPoints(part: Part): Aim[] {
  const points: Aim[] = [];
  const b = part.b ?? [];
  for (let i = 0; i + 3 < b.length; i += 4) points.push([b[i]!, b[i + 1]!, b[i + 2]!, b[i + 3]!]);
  for (const line of [...(part.l ?? []), ...(part.g ?? [])])
    for (let i = 0; i + 1 < line.length; i += 2) points.push([line[i]!, line[i + 1]!, 0, 0]);
  return points;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function segmentMeetsRect(x0: number, y0: number, x1: number, y1: number, r: Rect): boolean {
  // Liang–Barsky: clip the segment to the rectangle; it meets it when something is left.
  let [t0, t1] = [0, 1];
  const dx = x1 - x0;
  const dy = y1 - y0;
  for (const [p, q] of [
    [-dx, x0 - r.left],
    [dx, r.right - x0],
    [-dy, y0 - r.top],
    [dy, r.bottom - y0],
  ] as const) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
      if (t0 > t1) return false;
    }
  }
  return true;
}

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Whether any ink of the part (its boxes, lines, polygon edges and insides) lies in the rectangle. */
export function partMeetsRect(part: Part, r: Rect): boolean {
  const b = part.b ?? [];
  for (let i = 0; i + 3 < b.length; i += 4) {
    if (b[i]! < r.right && b[i]! + b[i + 2]! > r.left && b[i + 1]! < r.bottom && b[i + 1]! + b[i + 3]! > r.top) return true;
  }
  for (const line of [...(part.l ?? []), ...(part.g ?? [])]) {
    for (let i = 0; i + 3 < line.length; i += 2) if (segmentMeetsRect(line[i]!, line[i + 1]!, line[i + 2]!, line[i + 3]!, r)) return true;
    if (line.length === 2 && segmentMeetsRect(line[0]!, line[1]!, line[0]!, line[1]!, r)) return true;
  }
  return (part.g ?? []).some((poly) => insidePolygon((r.left + r.right) / 2, (r.top + r.bottom) / 2, poly));
}

function segmentsCross(a: readonly number[], b: readonly number[]): boolean {
  const side = (p: readonly number[], q0: number, q1: number, r0: number, r1: number) =>
    Math.sign((q0 - p[0]!) * (r1 - p[1]!) - (q1 - p[1]!) * (r0 - p[0]!));
  return (
    side(a, a[2]!, a[3]!, b[0]!, b[1]!) * side(a, a[2]!, a[3]!, b[2]!, b[3]!) < 0 &&
    side(b, b[2]!, b[3]!, a[0]!, a[1]!) * side(b, b[2]!, b[3]!, a[2]!, a[3]!) < 0
  );
}

/** Whether a straight line (a marker's leader) runs through any ink of the part. */
export function partMeetsSegment(part: Part, x0: number, y0: number, x1: number, y1: number): boolean {
  const b = part.b ?? [];
  for (let i = 0; i + 3 < b.length; i += 4) {
    if (segmentMeetsRect(x0, y0, x1, y1, { left: b[i]!, top: b[i + 1]!, right: b[i]! + b[i + 2]!, bottom: b[i + 1]! + b[i + 3]! }))
      return true;
  }
  for (const line of [...(part.l ?? []), ...(part.g ?? [])]) {
    for (let i = 0; i + 3 < line.length; i += 2) if (segmentsCross([x0, y0, x1, y1], line.slice(i, i + 4))) return true;
  }
  return false;
}

const square = (x: number, y: number, half: number): Rect => ({ left: x - half, top: y - half, right: x + half, bottom: y + half });

/** Parts every point of the data area lies on: a marker cannot avoid them, so they do not count against a place. */
const BACKGROUND = new Set<PartKind>(['diagram', 'grid']);

/**
 * Places one marker per target, in order: the nearest place to the aimed point whose square (the
 * marker's box) keeps CLEARANCE from the named part's ink, stays inside the figure and
 * MARKER_SPACING away from the markers placed before it, preferring places that cover no other part and whose leader line
 * crosses none.
 */
export function placeMarkers(map: PartMap, targets: ReadonlyArray<{ part: number; aim: Aim }>): Array<[number, number]> {
  const half = MARKER_SIZE / 2;
  const placed: Array<[number, number]> = [];
  for (const { part, aim } of targets) {
    const own = map.parts[part]!;
    const point = [aim[0] + aim[2] / 2, aim[1] + aim[3] / 2] as const;
    let best: { at: [number, number]; cost: number } | null = null;
    for (let distance = 0; distance <= 120; distance += 1) {
      for (let step = 0; step < (distance === 0 ? 1 : 24); step++) {
        const angle = (step * Math.PI) / 12;
        const x = point[0] + distance * Math.cos(angle);
        const y = point[1] - distance * Math.sin(angle);
        if (x - half < 0 || y - half < 0 || x + half > map.w || y + half > map.h) continue;
        if (partMeetsRect(own, square(x, y, half + CLEARANCE))) continue;
        if (placed.some(([px, py]) => Math.hypot(px - x, py - y) < MARKER_SPACING)) continue;
        const others = map.parts.filter((p, i) => i !== part && !BACKGROUND.has(p.k));
        const covered = others.filter((p) => partMeetsRect(p, square(x, y, half))).length;
        let cost = covered * 100 + distance;
        if (best && cost >= best.cost) continue;
        // A leader across another part (a tick label, a curve) points at the wrong thing.
        const [ex, ey] = [clamp(x, aim[0], aim[0] + aim[2]), clamp(y, aim[1], aim[1] + aim[3])];
        cost += others.filter((p) => partMeetsSegment(p, x, y, ex, ey)).length * 40;
        if (!best || cost < best.cost) best = { at: [x, y], cost };
      }
      // Nothing farther can beat a place whose cost is only its distance.
      if (best && best.cost <= distance) break;
    }
    if (!best) throw new Error(`anatomy: no room for marker ${placed.length + 1} beside its part`);
    placed.push(best.at);
  }
  return placed;
}

export interface AnatomyKeyItem {
  label: string;
  href: string;
}

/** The markers for an anatomy figure: one per selector, numbered in order, with the key's names and links. */
export function anatomyMarkers(map: PartMap, selectors: readonly string[], key: readonly AnatomyKeyItem[]): AnatomyMarker[] {
  if (selectors.length !== key.length) {
    throw new Error(
      `anatomy: ${selectors.length} parts named on the fence line, ${key.length} items in the numbered list under the figure`,
    );
  }
  const targets = selectors.map((text) => {
    const selector = parseSelector(text);
    const part = findPart(map, selector, text);
    const points = partPoints(map.parts[part]!);
    const at = selector.at ?? Math.ceil(points.length / 2);
    const aim = points[at - 1];
    if (!aim) throw new Error(`anatomy: "${text}" aims at point ${at}, the part has ${points.length}`);
    return { part, aim };
  });
  const pct = (v: number, of: number) => Math.round((v / of) * 1e5) / 1e3;
  return placeMarkers(map, targets).map(([x, y], i) => {
    const [ax, ay, aw, ah] = targets[i]!.aim;
    return {
      n: i + 1,
      part: targets[i]!.part,
      x: pct(x, map.w),
      y: pct(y, map.h),
      size: pct(MARKER_SIZE, map.w),
      tx: pct(clamp(x, ax, ax + aw), map.w),
      ty: pct(clamp(y, ay, ay + ah), map.h),
      href: key[i]!.href,
      label: key[i]!.label,
    };
  });
}
