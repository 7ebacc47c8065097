/**
 * Post-processing of the compiler's plain SVG: coordinates rounded to 0.01 pt, shortened ids,
 * compact paths and transforms, no viewer-only classes (svg-minify.ts). Glyphs are already
 * shared by the compiler (`<symbol>` + `<use>`). The root gets integer CSS-pixel width and
 * height so that `<img width height>` can reserve exactly the figure's box.
 */
import { minifyPlainSvg } from './svg-minify';
import { svgDimensions } from './svg-size';

export const SVG_FLOAT_PRECISION = 2;

export interface MinifiedSvg {
  svg: string;
  /** CSS pixels (1pt = 4/3 px), rounded up. */
  width: number;
  height: number;
}

export function pixelSize(svg: string): { width: number; height: number } {
  const { width, height } = svgDimensions(svg);
  return { width: Math.ceil(width - 1e-6), height: Math.ceil(height - 1e-6) };
}

export function minifySvg(svg: string, precision: number = SVG_FLOAT_PRECISION): MinifiedSvg {
  const { width, height } = pixelSize(svg);
  return { svg: minifyPlainSvg(svg, { precision, width, height }), width, height };
}
