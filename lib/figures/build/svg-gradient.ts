/**
 * Finds the vertical bars filled with a linear gradient in a rendered figure (Lilaq's colour
 * bars) and reports which colour a reader sees at their top and bottom edge. Used by the test
 * that keeps vertical colour bars from coming out upside down (Lilaq 0.5.0 draws them as a
 * rectangle of negative height, which some renderers fill inverted).
 */
import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { IDENTITY, apply, multiply, numbers, parseTransform, type Matrix, type Point } from './svg-geometry';

/** Points a path passes through (absolute and relative M, L, H, V, C, Q, Z), control points included. */
function pathPoints(d: string): Point[] {
  const points: Point[] = [];
  let [x, y] = [0, 0];
  let start: Point = [0, 0];
  // Pairs per segment: the current point moves to the last pair of each segment.
  const pairs: Record<string, number> = { M: 1, L: 1, C: 3, Q: 2 };
  for (const [, command = '', args = ''] of d.matchAll(/([a-zA-Z])([^a-zA-Z]*)/g)) {
    const v = numbers(args);
    const rel = command === command.toLowerCase();
    const upper = command.toUpperCase();
    if (upper in pairs) {
      const size = 2 * pairs[upper]!;
      for (let i = 0; i + size <= v.length; i += size) {
        const segment: Point[] = [];
        for (let k = i; k < i + size; k += 2) segment.push(rel ? [x + v[k]!, y + v[k + 1]!] : [v[k]!, v[k + 1]!]);
        points.push(...segment);
        [x, y] = segment[segment.length - 1]!;
        if (upper === 'M' && i === 0) start = [x, y];
      }
    } else if (upper === 'H') {
      for (const h of v) points.push([(x = rel ? x + h : h), y]);
    } else if (upper === 'V') {
      for (const w of v) points.push([x, (y = rel ? y + w : w)]);
    } else if (upper === 'Z') {
      [x, y] = start;
    } else {
      throw new Error(`unsupported path command "${command}"`);
    }
  }
  return points;
}

function shapePoints(el: Element): Point[] {
  if (el.name === 'path') return pathPoints(el.attribs.d ?? '');
  if (el.name === 'rect') {
    const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((a) => Number(el.attribs[a] ?? 0)) as [number, number, number, number];
    return [
      [x, y],
      [x + w, y + h],
    ];
  }
  return [];
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function boxOf(points: readonly Point[]): Box {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

interface Stop {
  offset: number;
  color: string;
}

interface LinearGradient {
  attribs: Record<string, string>;
  stops: Stop[];
}

function elements(nodes: readonly ChildNode[]): Element[] {
  return nodes.filter((n): n is Element => n.type === 'tag' || n.type === 'script' || n.type === 'style');
}

function allElements(root: readonly ChildNode[]): Element[] {
  const out: Element[] = [];
  const walk = (nodes: readonly ChildNode[]) => {
    for (const el of elements(nodes)) {
      out.push(el);
      walk(el.children);
    }
  };
  walk(root);
  return out;
}

/** linearGradient elements by id, with `href` chains resolved (own attributes win, stops inherited). */
function linearGradients(all: readonly Element[]): Map<string, LinearGradient> {
  const byId = new Map(all.filter((el) => el.name === 'linearGradient' && el.attribs.id).map((el) => [el.attribs.id!, el]));
  const resolve = (el: Element, seen: Set<string>): LinearGradient => {
    const own: LinearGradient = {
      attribs: { ...el.attribs },
      stops: elements(el.children)
        .filter((c) => c.name === 'stop')
        .map((c) => ({ offset: parseOffset(c.attribs.offset), color: (c.attribs['stop-color'] ?? '#000').toLowerCase() })),
    };
    const ref = (el.attribs.href ?? el.attribs['xlink:href'])?.replace(/^#/, '');
    const base = ref && !seen.has(ref) ? byId.get(ref) : undefined;
    if (!base) return own;
    const inherited = resolve(base, new Set([...seen, ref!]));
    return { attribs: { ...inherited.attribs, ...own.attribs }, stops: own.stops.length > 0 ? own.stops : inherited.stops };
  };
  return new Map([...byId].map(([id, el]) => [id, resolve(el, new Set([id]))]));
}

function parseOffset(text: string | undefined): number {
  if (!text) return 0;
  return text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text);
}

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** The colour of a gradient at parameter t (0 = first stop, 1 = last), padded at both ends. */
function colorAt(stops: readonly Stop[], t: number): string {
  if (stops.length === 0) throw new Error('gradient without stops');
  const clamped = Math.min(1, Math.max(0, t));
  const i = stops.findIndex((s) => s.offset >= clamped);
  if (i <= 0) return stops[i === -1 ? stops.length - 1 : 0]!.color;
  const [a, b] = [stops[i - 1]!, stops[i]!];
  const u = b.offset === a.offset ? 1 : (clamped - a.offset) / (b.offset - a.offset);
  const [ca, cb] = [hexToRgb(a.color), hexToRgb(b.color)];
  return `#${ca
    .map((c, k) =>
      Math.round(c + (cb[k]! - c) * u)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Largest difference of the red, green and blue channels (0–255) between two #rrggbb colours. */
export function colorDistance(a: string, b: string): number {
  const [ca, cb] = [hexToRgb(a), hexToRgb(b)];
  return Math.max(...ca.map((c, k) => Math.abs(c - cb[k]!)));
}

export interface GradientBar {
  /** Size on the page, in the SVG's root units. */
  width: number;
  height: number;
  /** What a reader sees at the middle of the top and bottom edges, as #rrggbb. */
  top: string;
  bottom: string;
  /** The gradient's first and last stop colours (a colour map's minimum and maximum). */
  firstStop: string;
  lastStop: string;
}

/**
 * Every shape filled with a linear gradient that stands upright on the page (taller than wide),
 * with the colours at its top and bottom. Group transforms, the shape's own transform,
 * `gradientUnits` and `gradientTransform` are all taken into account.
 */
export function verticalGradientBars(svg: string): GradientBar[] {
  const doc = parseDocument(svg, { xmlMode: true });
  const gradients = linearGradients(allElements(doc.children));
  const bars: GradientBar[] = [];

  const visit = (nodes: readonly ChildNode[], ctm: Matrix) => {
    for (const el of elements(nodes)) {
      if (el.name === 'defs' || el.name === 'linearGradient' || el.name === 'clipPath') continue;
      const m = multiply(ctm, parseTransform(el.attribs.transform));
      const id = /^url\(#([^)]+)\)$/.exec(el.attribs.fill ?? '')?.[1];
      const gradient = id ? gradients.get(id) : undefined;
      if (gradient) {
        const bar = measureBar(el, gradient, m);
        if (bar) bars.push(bar);
      }
      visit(el.children, m);
    }
  };
  visit(doc.children, IDENTITY);
  return bars;
}

function measureBar(el: Element, gradient: LinearGradient, ctm: Matrix): GradientBar | undefined {
  const local = shapePoints(el);
  if (local.length === 0) return undefined;
  const localBox = boxOf(local);
  const corners: Point[] = [
    [localBox.x0, localBox.y0],
    [localBox.x1, localBox.y0],
    [localBox.x0, localBox.y1],
    [localBox.x1, localBox.y1],
  ];
  const page = boxOf(corners.map((p) => apply(ctm, p)));
  const width = page.x1 - page.x0;
  const height = page.y1 - page.y0;
  if (height <= width) return undefined;

  const a = gradient.attribs;
  const read = (name: string, fallback: number) => (a[name] === undefined ? fallback : parseOffset(a[name]));
  let start: Point = [read('x1', 0), read('y1', 0)];
  let end: Point = [read('x2', 1), read('y2', 0)];
  // objectBoundingBox (the default) measures the vector in units of the shape's own box.
  let toUser = parseTransform(a.gradientTransform);
  if (a.gradientUnits !== 'userSpaceOnUse') {
    const w = localBox.x1 - localBox.x0;
    const h = localBox.y1 - localBox.y0;
    toUser = multiply([w, 0, 0, h, localBox.x0, localBox.y0], toUser);
  }
  const toPage = multiply(ctm, toUser);
  start = apply(toPage, start);
  end = apply(toPage, end);

  const along = (p: Point) => {
    const [dx, dy] = [end[0] - start[0], end[1] - start[1]];
    const len2 = dx * dx + dy * dy;
    return len2 === 0 ? 0 : ((p[0] - start[0]) * dx + (p[1] - start[1]) * dy) / len2;
  };
  const midX = (page.x0 + page.x1) / 2;
  return {
    width,
    height,
    top: colorAt(gradient.stops, along([midX, page.y0])),
    bottom: colorAt(gradient.stops, along([midX, page.y1])),
    firstStop: gradient.stops[0]!.color,
    lastStop: gradient.stops[gradient.stops.length - 1]!.color,
  };
}
