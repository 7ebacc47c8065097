/**
 * Clipped-figure check: a figure must leave a blank margin on all four sides. The page of every
 * variant is transparent (preamble.ts), so "blank" is the colour of the top-left corner pixel:
 * fully transparent, or the page fill an example sets itself (`#set page(fill: ...)`). Ink in the
 * outermost ring of pixels means the drawing reaches the page edge, where Typst's page (sized to
 * the diagram's box, not to its ink) cut it off: typically the last x tick label, which Lilaq
 * centres on its tick and so lets stick out of the diagram.
 */
import type { Raster } from './figure-raster';

/** Edge ring width in pixels at the figure's own size (scale 1). */
export const CLIP_RING_PX = 1;
/**
 * A pixel counts as ink when a channel (alpha included) differs from the blank colour by more
 * than this, out of 255: above anti-aliasing dust from an edge half a pixel away, far below any
 * visible stroke or glyph.
 */
export const CLIP_TOLERANCE = 24;

export type Side = 'top' | 'right' | 'bottom' | 'left';

/** Number of ink pixels in the edge ring of each side; empty when the figure is fine. */
export function edgeInk(image: Raster, ring: number = CLIP_RING_PX): Partial<Record<Side, number>> {
  const { data, width, height } = image;
  const blank = [data[0]!, data[1]!, data[2]!, data[3]!];
  const isInk = (x: number, y: number): boolean => {
    const i = (y * width + x) * 4;
    if (data[i + 3] === 0) return false;
    // On a transparent page any coverage is ink. On a filled page only the colour counts: the
    // root's pixel size is rounded up, so an edge row or column may be only partly covered by the
    // page fill and have a lower alpha without being ink.
    if (blank[3] === 0) return data[i + 3]! > CLIP_TOLERANCE;
    return [0, 1, 2].some((k) => Math.abs(data[i + k]! - blank[k]!) > CLIP_TOLERANCE);
  };
  const hits: Partial<Record<Side, number>> = {};
  const count = (side: Side, n: number): void => {
    if (n > 0) hits[side] = n;
  };
  let top = 0;
  let bottom = 0;
  let left = 0;
  let right = 0;
  for (let r = 0; r < Math.min(ring, height); r++) {
    for (let x = 0; x < width; x++) {
      if (isInk(x, r)) top++;
      if (isInk(x, height - 1 - r)) bottom++;
    }
  }
  for (let r = 0; r < Math.min(ring, width); r++) {
    for (let y = 0; y < height; y++) {
      if (isInk(r, y)) left++;
      if (isInk(width - 1 - r, y)) right++;
    }
  }
  count('top', top);
  count('right', right);
  count('bottom', bottom);
  count('left', left);
  return hits;
}

/** A one-line description of where ink touches the edge, or null. */
export function describeClipping(hits: Partial<Record<Side, number>>): string | null {
  const sides = Object.entries(hits).map(([side, n]) => `${side} (${n} px)`);
  return sides.length > 0 ? `ink touches the ${sides.join(', ')} edge, so part of the figure is cut off` : null;
}
