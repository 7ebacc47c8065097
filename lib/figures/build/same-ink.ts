/**
 * Whether two of Typst's plain SVGs draw the same ink in the same places. The map compile's
 * markers leave empty groups behind, and wrap some shapes in groups of their own, so the files
 * differ in structure; what must not differ is every drawn element's attributes under its
 * absolute transform. Each leaf (path, use, image, …) becomes one line: its tag, its attributes
 * without `class` and `transform`, the product of every transform above it (6 decimals), and
 * the clip paths around it. Definitions (glyphs, gradients, clip paths) are compared as they are.
 */

import { IDENTITY, multiply, type Matrix } from './svg-geometry';

/** A transform attribute as a matrix; null for forms other than a single matrix/translate/scale. */
function parseTransform(value: string): Matrix | null {
  const m = /^\s*(matrix|translate|scale)\(([^)]*)\)\s*$/.exec(value);
  if (!m) return null;
  const n = m[2]!
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  if (n.some((v) => !Number.isFinite(v))) return null;
  if (m[1] === 'matrix' && n.length === 6) return [n[0]!, n[1]!, n[2]!, n[3]!, n[4]!, n[5]!];
  if (m[1] === 'translate') return [1, 0, 0, 1, n[0] ?? 0, n[1] ?? 0];
  if (m[1] === 'scale') return [n[0] ?? 1, 0, 0, n[1] ?? n[0] ?? 1, 0, 0];
  return null;
}

const TAG = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g;
const ATTR = /([\w:-]+)="([^"]*)"/g;
const LEAVES = new Set(['path', 'use', 'image', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'foreignObject']);

/** The drawn leaves of an SVG, one normalised line each, in paint order. */
export function inkLines(svg: string): string[] {
  const out: string[] = [];
  const stack: Array<{ tag: string; matrix: Matrix; extra: string; defs: boolean }> = [];
  let top = { tag: 'root', matrix: IDENTITY, extra: '', defs: false };
  for (const match of svg.matchAll(TAG)) {
    const [raw, closing, tag, attrText = '', selfClosing] = match;
    if (closing) {
      if (stack.length > 0) top = stack.pop()!;
      continue;
    }
    const attrs = [...attrText.matchAll(ATTR)].map(([, k, v]) => [k!, v!] as const);
    const transform = attrs.find(([k]) => k === 'transform')?.[1];
    const parsed = transform === undefined ? IDENTITY : parseTransform(transform);
    const clip = attrs.find(([k]) => k === 'clip-path')?.[1];
    const frame = {
      tag: tag!,
      matrix: multiply(top.matrix, parsed ?? IDENTITY),
      extra: `${top.extra}${parsed ? '' : ` T(${transform})`}${clip ? ` C(${clip})` : ''}`,
      defs: top.defs || tag === 'defs' || tag === 'clipPath' || tag === 'symbol' || tag === 'linearGradient' || tag === 'radialGradient',
    };
    if (frame.defs || tag === 'svg') out.push(raw!);
    else if (LEAVES.has(tag!)) {
      const kept = attrs
        .filter(([k]) => k !== 'class' && k !== 'transform')
        .map(([k, v]) => `${k}=${v}`)
        .join(' ');
      out.push(`${tag} ${kept} @${frame.matrix.map((v) => v.toFixed(6)).join(',')}${frame.extra}`);
    }
    if (!selfClosing) {
      stack.push(top);
      top = frame;
    }
  }
  return out;
}

export function sameInk(a: string, b: string): boolean {
  if (a === b) return true;
  const [x, y] = [inkLines(a), inkLines(b)];
  return x.length === y.length && x.every((line, i) => line === y[i]);
}
