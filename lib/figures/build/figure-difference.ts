/**
 * How much two figures differ to the eye: both are rasterised on the variant's page colour at
 * DIFF_SCALE and compared pixel by pixel in CIELAB; a pixel counts as changed when its colour
 * moved by VISIBLE_DELTA_E or more, and the changed pixels are reported as an area in CSS px².
 * A figure of another size is compared from the top left corner, the page colour filling what
 * one of them lacks (a figure that grew has moved its frame, which the count then shows).
 *
 * `plotLayer` keeps only what Lilaq draws inside the plots' clipping boxes (a `<g clip-path>`,
 * as figure-marks.ts finds the plots), for figures whose axis limits follow the data: a bar
 * chart whose bars moved draws them at the same place and moves the ticks instead, which a
 * count over the whole figure takes for a difference.
 */
import type { ChildNode, Element } from 'domhandler';
import render from 'dom-serializer';
import { parseDocument } from 'htmlparser2';
import { parseColor } from './figure-color';
import { NOT_DRAWN } from './figure-ink';
import { rasterise, type Raster } from './figure-raster';

/** 2× gives the thin (0.5pt) strokes of ticks and arrow heads whole pixels of their own. */
export const DIFF_SCALE = 2;
/**
 * CIE76 ΔE from which a pixel's change is seen at a glance: 2.3 is the least difference an eye
 * can tell between two patches side by side, but panels are compared across a gap, and the
 * faint fringes of anti-aliasing that a shift by a fraction of a pixel leaves stay below 20.
 * Black on white is 100, the site's light grid line on white about 17.
 */
export const VISIBLE_DELTA_E = 10;

type Lab = readonly [number, number, number];

const linear = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const labF = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);

/** 8-bit sRGB to CIELAB (D65). */
export function srgbToLab(r: number, g: number, b: number): Lab {
  const [R, G, B] = [linear(r / 255), linear(g / 255), linear(b / 255)];
  const x = labF((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047);
  const y = labF(0.2126 * R + 0.7152 * G + 0.0722 * B);
  const z = labF((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** CSS px² of pixels whose colour differs by VISIBLE_DELTA_E or more; both rasters are opaque. */
export function changedArea(a: Raster, b: Raster, page: readonly [number, number, number]): number {
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const labs = new Map<number, Lab>();
  const labOf = (rgb: number): Lab => {
    let lab = labs.get(rgb);
    if (!lab) labs.set(rgb, (lab = srgbToLab(rgb >> 16, (rgb >> 8) & 255, rgb & 255)));
    return lab;
  };
  const pageRgb = (page[0] << 16) | (page[1] << 8) | page[2];
  const at = (r: Raster, x: number, y: number): number => {
    if (x >= r.width || y >= r.height) return pageRgb;
    const i = (y * r.width + x) * 4;
    return (r.data[i]! << 16) | (r.data[i + 1]! << 8) | r.data[i + 2]!;
  };
  let changed = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = at(a, x, y);
      const q = at(b, x, y);
      if (p === q) continue;
      const [l1, a1, b1] = labOf(p);
      const [l2, a2, b2] = labOf(q);
      if (Math.hypot(l1 - l2, a1 - a2, b1 - b2) >= VISIBLE_DELTA_E) changed++;
    }
  }
  return changed / (DIFF_SCALE * DIFF_SCALE);
}

/** The figure with only the content of its clipping groups (and the definitions they use). */
export function plotLayer(svg: string): string {
  const doc = parseDocument(svg, { xmlMode: true });
  const keep = (nodes: ChildNode[]): string =>
    nodes
      .filter((node): node is Element => node.type === 'tag')
      .map((el) => {
        if (NOT_DRAWN.has(el.name) || el.attribs['clip-path'] !== undefined) return render(el, { xmlMode: true });
        if (el.name !== 'svg' && el.name !== 'g') return '';
        const inner = keep(el.children);
        if (inner === '' && el.name === 'g') return '';
        const attribs = Object.entries(el.attribs).map(
          ([k, v]) => ` ${k}="${v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')}"`,
        );
        return `<${el.name}${attribs.join('')}>${inner}</${el.name}>`;
      })
      .join('');
  return keep(doc.children);
}

/** A figure as the difference sees it: at DIFF_SCALE on the page colour `background`. */
export async function pageRaster(svg: string, background: string): Promise<Raster> {
  return rasterise(svg, { scale: DIFF_SCALE, background });
}

/** The area (CSS px²) that differs visibly between two page rasters on the page colour `background`. */
export function visibleDifference(a: Raster, b: Raster, background: string): number {
  const page = parseColor(background);
  if (!page) throw new Error(`not a colour: ${background}`);
  const byte = (v: number): number => Math.round(v * 255);
  return changedArea(a, b, [byte(page.r), byte(page.g), byte(page.b)]);
}
