import { describe, expect, it } from 'vitest';
import { DIFF_SCALE, VISIBLE_DELTA_E, changedArea, plotLayer, srgbToLab } from './figure-difference';
import type { Raster } from './figure-raster';

/** An opaque raster of `width` × `height` pixels, all `rgb` except the listed ones. */
function raster(width: number, height: number, rgb: [number, number, number], set: Record<number, [number, number, number]> = {}): Raster {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([...(set[i] ?? rgb), 255], i * 4);
  return { data, width, height };
}

const WHITE: [number, number, number] = [255, 255, 255];
const px = 1 / (DIFF_SCALE * DIFF_SCALE);

describe('figure difference', () => {
  it('converts sRGB to CIELAB', () => {
    expect(srgbToLab(255, 255, 255).map((v) => Math.round(v) + 0)).toEqual([100, 0, 0]);
    expect(srgbToLab(0, 0, 0).map((v) => Math.round(v) + 0)).toEqual([0, 0, 0]);
  });

  it('counts pixels that changed visibly, not the faint ones', () => {
    // luma 80 % (the light grid) against white is about ΔE 17, luma 97 % about ΔE 2.
    expect(VISIBLE_DELTA_E).toBeLessThan(17);
    const a = raster(3, 1, WHITE);
    const b = raster(3, 1, WHITE, { 0: [204, 204, 204], 1: [247, 247, 247], 2: [0, 0, 0] });
    expect(changedArea(a, b, WHITE)).toBe(2 * px);
  });

  it('compares figures of different sizes from the top left, on the page colour', () => {
    expect(changedArea(raster(2, 1, WHITE), raster(3, 1, WHITE), WHITE)).toBe(0);
    expect(changedArea(raster(2, 1, WHITE), raster(3, 1, WHITE, { 2: [0, 0, 0] }), WHITE)).toBe(px);
  });

  it('keeps only the clipped groups and the definitions in the plot layer', () => {
    const svg =
      '<svg viewBox="0 0 10 10"><path d="M0 0h10"/><g transform="translate(1 1)"><use href="#t"/><g clip-path="url(#a)"><path d="M0 5h5"/></g></g><defs><clipPath id="a"><path d="M0 0h9v9H0Z"/></clipPath></defs></svg>';
    expect(plotLayer(svg)).toBe(
      '<svg viewBox="0 0 10 10"><g transform="translate(1 1)"><g clip-path="url(#a)"><path d="M0 5h5"/></g></g><defs><clipPath id="a"><path d="M0 0h9v9H0Z"/></clipPath></defs></svg>',
    );
  });
});
