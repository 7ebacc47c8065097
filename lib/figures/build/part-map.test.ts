/**
 * The map compile against real Lilaq (`.typst-packages/`, see the top-level README; skipped
 * without it): the box it reports for an x tick label must cover that label's ink, read back from
 * the rendered figure, and the map compile must leave the figure's ink where it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compilerVersion, createTypstRenderer } from '../compiler';
import { projectPaths } from '../config';
import { prepareExample } from '../prepare';
import { renderExample } from './render';
import { sameInk } from './same-ink';

const paths = projectPaths();
const hasLilaq = fs.existsSync(path.join(paths.packageRoot, 'typst', 'packages', 'preview', 'lilaq', '0.5.0'));

function example(value: string) {
  return prepareExample({
    value,
    meta: 'example',
    mdxPath: path.join(paths.contentDir, 'fixture.mdx'),
    line: 1,
    root: paths.root,
    compilerVersion: compilerVersion(),
  });
}

/** The bounding box of the red pixels of an SVG, in its viewBox units (pt). */
async function redInk(svg: string): Promise<[number, number, number, number]> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 288 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const scale = info.width / Number(/viewBox="0 0 ([\d.]+)/.exec(svg)![1]);
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * 4;
      if (data[i + 3]! > 128 && data[i]! > 180 && data[i + 1]! < 90 && data[i + 2]! < 90) {
        [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x + 1), Math.max(y1, y + 1)];
      }
    }
  }
  return [x0 / scale, y0 / scale, (x1 - x0) / scale, (y1 - y0) / scale];
}

describe.skipIf(!hasLilaq)('part map of a compiled figure', () => {
  const renderer = createTypstRenderer({ packageRoot: paths.packageRoot });

  it('reports a box for the x tick label that covers its ink, and no more', async () => {
    // The one red ink is the x axis's single tick label ("1.5", so it has width).
    const ex = example(
      '#set text(fill: red)\n#lq.diagram(xlim: (0, 3), ylim: (0, 1), xaxis: (ticks: (1.5,), mirror: false), yaxis: (ticks: none), lq.plot((0, 3), (0.2, 0.8), color: blue))',
    );
    const out = renderExample(renderer, ex, { figures: true, parts: true });
    expect(out.kind).toBe('ok');
    if (out.kind !== 'ok' || out.parts?.kind !== 'ok') throw new Error(`no map: ${JSON.stringify(out)}`);
    const labels = out.parts.map.parts.filter((p) => p.k === 'tick-label' && p.a === 'x');
    expect(labels).toHaveLength(1);
    const [bx, by, bw, bh] = labels[0]!.b! as [number, number, number, number];
    const [ix, iy, iw, ih] = await redInk(out.figures[0]!.svg);
    expect(iw).toBeGreaterThan(3);
    // Covers the ink, and is not much larger than it. Slack: one pixel of anti-aliasing (0.25pt)
    // plus the overshoot of round digits below the baseline, where Typst's text box ends (~0.1pt).
    const slack = 0.35;
    expect(bx).toBeLessThanOrEqual(ix + slack);
    expect(by).toBeLessThanOrEqual(iy + slack);
    expect(bx + bw).toBeGreaterThanOrEqual(ix + iw - slack);
    expect(by + bh).toBeGreaterThanOrEqual(iy + ih - slack);
    expect(bw).toBeLessThan(iw + 2);
    expect(bh).toBeLessThan(ih + 4);
    // The line plot is a part of its own, a polyline over the data area.
    expect(out.parts.map.parts.find((p) => p.k === 'plot')?.l?.[0]?.length).toBe(4);
  });

  it('names the parts of a diagram with a legend, a title and twin axes', () => {
    const ex = example(
      '#lq.diagram(title: [T], xlabel: [x], ylabel: [y], lq.plot((1, 2), (1, 2), label: [a]), lq.yaxis(position: right, lq.bar((1, 2), (3, 4))))',
    );
    const out = renderExample(renderer, ex, { figures: false, parts: true });
    if (out.kind !== 'ok' || out.parts?.kind !== 'ok') throw new Error(`no map: ${JSON.stringify(out)}`);
    const kinds = out.parts.map.parts.map((p) => `${p.k}${p.a ? `/${p.a}` : ''}${p.far ? '/far' : ''}`);
    for (const k of [
      'diagram',
      'title',
      'label/x',
      'label/y',
      'legend',
      'plot',
      'bar',
      'tick-label/x',
      'tick-label/y',
      'tick-label/y/far',
    ]) {
      expect(kinds).toContain(k);
    }
  });
});

describe('sameInk', () => {
  const svg = (inner: string) => `<svg viewBox="0 0 10 10"><g transform="matrix(1 0 0 1 2 3)">${inner}</g></svg>`;
  it('ignores groups that move nothing', () => {
    expect(sameInk(svg('<path d="M0 0L1 1"/>'), svg('<g class="typst-group"><g><path d="M0 0L1 1"/></g></g>'))).toBe(true);
    expect(sameInk(svg('<path d="M0 0L1 1"/>'), svg('<g transform="matrix(1 0 0 1 0 0)"><path d="M0 0L1 1"/></g>'))).toBe(true);
  });
  it('notices ink that moved, changed or appeared', () => {
    expect(sameInk(svg('<path d="M0 0L1 1"/>'), svg('<g transform="matrix(1 0 0 1 0 1)"><path d="M0 0L1 1"/></g>'))).toBe(false);
    expect(sameInk(svg('<path d="M0 0L1 1"/>'), svg('<path d="M0 0L1 2"/>'))).toBe(false);
    expect(sameInk(svg('<path d="M0 0L1 1"/>'), svg('<path d="M0 0L1 1"/><path d="M0 0L1 1"/>'))).toBe(false);
    expect(sameInk(svg(''), svg('').replace('0 0 10 10', '0 0 10 12'))).toBe(false);
  });
});
