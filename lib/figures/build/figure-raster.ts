/**
 * Rasterises a figure SVG to RGBA pixels for the figure checks. Uses sharp (librsvg), which Next.js
 * installs for image optimisation: the resvg build inside `next/dist/compiled/@vercel/og` is bundled
 * without exports, so it cannot be called on its own. Figures are rasterised as they are: their
 * colours are in SVG 1.1 syntax (`lib/figures/portable-svg.ts`, enforced by the portability check),
 * so librsvg draws what a browser shows.
 */
import sharp from 'sharp';

/** Straight (not premultiplied) RGBA, 4 bytes per pixel, row by row. */
export interface Raster {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * `scale` 1 renders at the figure's own CSS-pixel size (its root `width`/`height`); `background`
 * (e.g. `#ffffff`) composites the figure onto an opaque page, otherwise transparency is kept.
 */
export async function rasterise(svg: string, options: { scale?: number; background?: string } = {}): Promise<Raster> {
  const scale = options.scale ?? 1;
  let image = sharp(Buffer.from(svg), { density: 72 * scale });
  image = options.background ? image.flatten({ background: options.background }).ensureAlpha() : image.ensureAlpha();
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}
