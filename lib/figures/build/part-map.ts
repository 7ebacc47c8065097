/**
 * Builds a figure's part map from the markers of the map compile (part-map-typst.ts): groups them
 * into parts (all tick labels of one axis are one part, each plot is one part), completes what a
 * marker cannot measure itself (spines and grid lines are 100% long, titles and axis labels are
 * centred in a box as wide as the data area) from the data area, and keeps paint order.
 */
import type { TypstRenderer } from '../compiler';
import { PARTS_FORMAT, type Part, type PartKind, type PartMap } from '../parts';
import type { PreparedExample } from '../prepare';
import { sameInk } from './same-ink';
import { PARTS_LABEL, PARTS_MODULE, partsModule, partsSource, PLOT_FUNCTIONS } from './part-map-typst';

/** One marker as the query returns it. */
export interface RawMarker {
  k: string;
  i: { a?: 'x' | 'y'; sub?: boolean; t?: Array<number | null>; cb?: boolean } | null;
  /** Diagram number (1-based, in document order) and plot number. */
  d: number;
  q: number;
  x: number | null;
  y: number | null;
  w: number | null;
  h: number | null;
  /** Inline content (images): (x, y) is on its baseline, its bottom edge. */
  il?: boolean;
  /** Curves: filled, and their points relative to (x, y). */
  f?: boolean;
  l?: number[];
}

interface Area {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const PLOTS = new Set<string>(PLOT_FUNCTIONS);
const r2 = (n: number) => Math.round(n * 100) / 100;

/** The data area of each diagram, from its spines and grids (their markers sit on its edges). */
function dataAreas(markers: readonly RawMarker[]): Map<number, Area> {
  const areas = new Map<number, Area>();
  const byDiagram = new Map<number, RawMarker[]>();
  for (const m of markers) if (m.x !== null && m.y !== null) byDiagram.set(m.d, [...(byDiagram.get(m.d) ?? []), m]);
  for (const [d, ms] of byDiagram) {
    const edges = ms.filter((m) => m.k === 'spine' || m.k === 'grid');
    if (edges.length === 0) continue;
    const xs = edges.map((m) => m.x!);
    const ys = edges.map((m) => m.y!);
    const area = { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
    // Without a mirrored spine the far edge is unknown: the diagram's baseline is its bottom edge,
    // and the furthest plot shape or tick label bounds the right one.
    const diagram = ms.find((m) => m.k === 'diagram');
    if (area.bottom <= area.top && diagram) area.bottom = diagram.y!;
    if (area.right <= area.left) {
      const far = ms.filter((m) => m.k === 'tick-label' && m.i?.a === 'x').map((m) => m.x! + (m.w ?? 0) / 2);
      if (far.length > 0) area.right = Math.max(...far);
    }
    areas.set(d, area);
  }
  return areas;
}

function groupKey(m: RawMarker, far: boolean): string {
  if (PLOTS.has(m.k) || m.k === 'errorbar') return `${m.k}/${m.d}/${m.q}`;
  if (m.k === 'spine' || m.k === 'title' || m.k === 'label' || m.k === 'legend') return `${m.k}/${m.d}/${m.x}/${m.y}`;
  return `${m.k}/${m.d}/${m.i?.a ?? ''}/${m.i?.sub ? 1 : 0}/${far ? 1 : 0}`;
}

/** Groups markers into parts, in the order their first marker was painted. */
export function buildPartMap(markers: readonly RawMarker[], width: number, height: number): PartMap {
  const areas = dataAreas(markers);
  const colourBars = new Set(markers.filter((m) => m.k === 'diagram' && m.i?.cb).map((m) => m.d));
  const parts = new Map<string, Part>();
  const diagramParts: Part[] = [];
  const add = (key: string, make: () => Part) => {
    let part = parts.get(key);
    if (!part) parts.set(key, (part = make()));
    return part;
  };
  for (const m of markers) {
    if (m.x === null || m.y === null) continue;
    const area = areas.get(m.d);
    const w = m.w ?? 0;
    const h = m.h ?? 0;
    const cb = colourBars.has(m.d);
    if (m.k === 'diagram') {
      if (area)
        diagramParts.push({
          k: cb ? 'colorbar' : 'diagram',
          b: [area.left, area.top, area.right - area.left, area.bottom - area.top].map(r2),
        });
      continue;
    }
    let box: number[] | null = [m.x, m.y, w, h];
    let line: number[] | null = null;
    let lines: number[][] = [];
    let far = false;
    switch (m.k) {
      case 'tick-label':
        if (w === 0 || h === 0) box = null;
        else if (area) far = m.i?.a === 'y' ? m.x >= area.right - 1 : m.y + h <= area.top + 1;
        break;
      case 'tick':
        if (area) far = m.i?.a === 'y' ? m.x >= area.right - 1 : m.y <= area.top + 1;
        box = [m.x - 0.5, m.y - 0.5, w + 1, h + 1];
        break;
      case 'spine':
        if (!area) box = null;
        else if (m.i?.a === 'x') box = [area.left, m.y - 0.5, area.right - area.left, 1];
        else box = [m.x - 0.5, area.top, 1, area.bottom - area.top];
        if (area) far = m.i?.a === 'x' ? m.y <= area.top + 1 : m.x >= area.right - 1;
        break;
      case 'grid':
        box = null;
        if (area)
          lines = (m.i?.t ?? [])
            .filter((t): t is number => typeof t === 'number')
            .map((t) => (m.i?.a === 'x' ? [m.x! + t, area.top, m.x! + t, area.bottom] : [area.left, m.y! + t, area.right, m.y! + t]));
        break;
      case 'title':
        if (area) box = [area.left + (area.right - area.left - w) / 2, m.y, w, h];
        break;
      case 'label':
        if (area) far = m.i?.a === 'y' ? m.x >= area.right - 1 : m.y + h <= area.top + 1;
        if (area && m.i?.a === 'y') box = [m.x, area.top + (area.bottom - area.top - h) / 2, w, h];
        else if (area) box = [area.left + (area.right - area.left - w) / 2, m.y, w, h];
        break;
      default:
        if (m.l && m.l.length >= 4) {
          line = m.l.map((v, i) => v + (i % 2 === 0 ? m.x! : m.y!));
          box = null;
        } else if (w === 0 && h === 0) box = null;
        else box = [m.x, m.il ? m.y - h : m.y, Math.max(w, 0.5), Math.max(h, 0.5)];
    }
    if (!box && !line && lines.length === 0) continue;
    const part = add(groupKey(m, far), () => ({
      k: m.k as PartKind,
      ...(m.i?.a ? { a: m.i.a } : {}),
      ...(far ? { far: true as const } : {}),
      ...(m.i?.sub ? { sub: true as const } : {}),
      ...(cb ? { cb: true as const } : {}),
    }));
    if (box) (part.b ??= []).push(...box.map(r2));
    if (line) (m.f ? (part.g ??= []) : (part.l ??= [])).push(line.map(r2));
    if (lines.length > 0) (part.l ??= []).push(...lines.map((l) => l.map(r2)));
  }
  // The data areas lie beneath everything, so that they answer where nothing else does.
  return { v: PARTS_FORMAT, w: r2(width), h: r2(height), parts: [...diagramParts, ...parts.values()] };
}

export type PartMapOutcome = { kind: 'ok'; map: PartMap } | { kind: 'none'; reason: string };

/**
 * Compiles the example's map. `plainSvg` is the light variant's unminified SVG from the ordinary
 * compile; `viewBox` the stored (minified) figure's size, in which the inspector draws.
 */
export function renderPartMap(
  renderer: TypstRenderer,
  example: PreparedExample,
  plainSvg: string,
  viewBox: { width: number; height: number },
): PartMapOutcome {
  // The example's own release: its wrapper re-exports the Lilaq the figure was compiled with.
  const source = partsSource(example, example.importLine);
  if (source === null) return { kind: 'none', reason: 'does not use Lilaq' };
  const wrapper = { name: PARTS_MODULE, content: new TextEncoder().encode(partsModule(example.lilaqVersion)) };
  const outcome = renderer.compile(source, [...example.data, wrapper], { query: PARTS_LABEL });
  if (!outcome.ok) return { kind: 'none', reason: `map compile failed: ${outcome.diagnostics[0]?.message ?? 'unknown error'}` };
  if (!sameInk(outcome.svg, plainSvg)) return { kind: 'none', reason: 'the map compile moved ink' };
  const markers = (outcome.queried ?? []) as RawMarker[];
  const map = buildPartMap(markers, viewBox.width, viewBox.height);
  if (map.parts.length === 0) return { kind: 'none', reason: 'no Lilaq parts found' };
  return { kind: 'ok', map };
}
