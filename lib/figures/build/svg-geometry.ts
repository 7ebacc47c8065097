/**
 * Geometry of the figure SVGs, for the checks that read them: affine transforms and path data
 * split into subpaths. svgo merges same-styled paths, so one `<path>` may hold a whole series of
 * marks ("M8.11 107.31c…m30.37-4.05c…"), or all the ticks of an axis; each subpath is one of
 * them. Subpaths come out in absolute commands, so each can be drawn on its own.
 */

/** A 2D affine matrix [a, b, c, d, e, f], as in SVG's `matrix(a b c d e f)`. */
export type Matrix = readonly [number, number, number, number, number, number];
export type Point = readonly [number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
// Minified SVG writes numbers without separators where a sign or a second dot allows it:
// "0-1-4.76", ".45.45".
const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/gi;

export function numbers(text: string): number[] {
  return (text.match(NUMBER) ?? []).map(Number);
}

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function apply(m: Matrix, [x, y]: Point): Point {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** Parses an SVG `transform` attribute: matrix, translate, scale, rotate (about a point), skewX/Y. */
export function parseTransform(text: string | undefined): Matrix {
  let result = IDENTITY;
  for (const [, name, args] of (text ?? '').matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const v = numbers(args ?? '');
    let m: Matrix;
    if (name === 'matrix' && v.length === 6) m = v as unknown as Matrix;
    else if (name === 'translate') m = [1, 0, 0, 1, v[0] ?? 0, v[1] ?? 0];
    else if (name === 'scale') m = [v[0] ?? 1, 0, 0, v[1] ?? v[0] ?? 1, 0, 0];
    else if (name === 'rotate') {
      const a = ((v[0] ?? 0) * Math.PI) / 180;
      const [cx, cy] = [v[1] ?? 0, v[2] ?? 0];
      const r: Matrix = [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0];
      m = multiply(multiply([1, 0, 0, 1, cx, cy], r), [1, 0, 0, 1, -cx, -cy]);
    } else if (name === 'skewX') m = [1, 0, Math.tan(((v[0] ?? 0) * Math.PI) / 180), 1, 0, 0];
    else if (name === 'skewY') m = [1, Math.tan(((v[0] ?? 0) * Math.PI) / 180), 0, 1, 0, 0];
    else throw new Error(`unsupported SVG transform "${name}"`);
    result = multiply(result, m);
  }
  return result;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function boxOf(points: readonly Point[]): Box {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return { x0, y0, x1, y1 };
}

/** The box of `box`'s four corners after `m` (rotations make it larger, never smaller). */
export function transformBox(m: Matrix, box: Box): Box {
  return boxOf(
    (
      [
        [box.x0, box.y0],
        [box.x1, box.y0],
        [box.x0, box.y1],
        [box.x1, box.y1],
      ] as const
    ).map((p) => apply(m, p)),
  );
}

/** One subpath: path data that draws it on its own, and the points it passes through (control points included). */
export interface Subpath {
  /** Starts with an absolute `M`; what follows is the original data, relative commands included. */
  d: string;
  points: Point[];
  /** Ends where it started (a `Z`, or a last point on the first): a shape that can be filled. */
  closed: boolean;
}

/** Number of arguments per command. */
const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };
const fmt = (n: number): string => String(Math.round(n * 1000) / 1000);

/**
 * Splits path data into its subpaths. Each keeps its own commands as they are (a relative command
 * is relative to the current point, which is the same on its own) behind an absolute `M` at its
 * start, so it can be drawn alone. Points include control points and, for arcs, the corners of the
 * radius box around each end, so that their box holds the subpath's drawing.
 */
export function splitPath(d: string): Subpath[] {
  const subpaths: Subpath[] = [];
  let current: { head: string; from: number; points: Point[]; closed: boolean } | null = null;
  let [x, y] = [0, 0];
  let start: Point = [0, 0];
  const finish = (to: number): void => {
    if (current && current.points.length > 1) {
      const { points } = current;
      const [first, last] = [points[0]!, points[points.length - 1]!];
      const closed = current.closed || (points.length > 2 && Math.hypot(first[0] - last[0], first[1] - last[1]) < 1e-6);
      subpaths.push({ d: current.head + d.slice(current.from, to), points, closed });
    }
    current = null;
  };
  for (const match of d.matchAll(/([a-zA-Z])([^a-zA-Z]*)/g)) {
    const [text, command = '', args = ''] = match;
    const at = match.index;
    const upper = command.toUpperCase();
    const arity = ARITY[upper];
    if (arity === undefined) throw new Error(`unsupported path command "${command}"`);
    const rel = command !== upper;
    const v = numbers(args);
    if (upper === 'Z') {
      if (current) current.closed = true;
      [x, y] = start;
      continue;
    }
    if (upper === 'M') {
      finish(at);
      [x, y] = rel ? [x + v[0]!, y + v[1]!] : [v[0]!, v[1]!];
      start = [x, y];
      // Further pairs of an M are line-tos, relative for `m`.
      let head = `M${fmt(x)} ${fmt(y)}`;
      if (v.length > 2) head += `${rel ? 'l' : 'L'}${v.slice(2).map(fmt).join(' ')}`;
      current = { head, from: at + text.length, points: [[x, y]], closed: false };
      for (let i = 2; i + 1 < v.length; i += 2) {
        [x, y] = rel ? [x + v[i]!, y + v[i + 1]!] : [v[i]!, v[i + 1]!];
        current.points.push([x, y]);
      }
      continue;
    }
    // Drawing after a Z without an M starts a new subpath at the last start point.
    if (!current || current.closed) {
      finish(at);
      current = { head: `M${fmt(x)} ${fmt(y)}`, from: at, points: [[x, y]], closed: false };
    }
    const points: Point[] = current.points;
    for (let i = 0; i + arity <= v.length; i += arity) {
      if (upper === 'H') {
        x = rel ? x + v[i]! : v[i]!;
        points.push([x, y]);
      } else if (upper === 'V') {
        y = rel ? y + v[i]! : v[i]!;
        points.push([x, y]);
      } else if (upper === 'A') {
        const r = Math.max(Math.abs(v[i]!), Math.abs(v[i + 1]!));
        const [ex, ey] = rel ? [x + v[i + 5]!, y + v[i + 6]!] : [v[i + 5]!, v[i + 6]!];
        points.push([x - r, y - r], [x + r, y + r], [ex - r, ey - r], [ex + r, ey + r], [ex, ey]);
        [x, y] = [ex, ey];
      } else {
        for (let k = i; k < i + arity; k += 2) points.push(rel ? [x + v[k]!, y + v[k + 1]!] : [v[k]!, v[k + 1]!]);
        [x, y] = points[points.length - 1]!;
      }
    }
  }
  finish(d.length);
  return subpaths;
}
