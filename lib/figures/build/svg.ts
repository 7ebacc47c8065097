/**
 * Post-processing of the compiler's plain SVG with svgo: coordinates rounded to 0.01 pt, shortened
 * ids, merged and compacted paths, collapsed groups, no viewer-only classes. Glyphs are already
 * shared by the compiler (`<symbol>` + `<use>`). One plugin of our own adds what svgo lacks: the
 * root gets integer CSS-pixel width and height so that `<img width height>` can reserve exactly the
 * figure's box. Last, colours in CSS Color 4 syntax become `#rrggbb` with their alpha in the opacity
 * properties (`lib/figures/portable-svg.ts`), so every SVG renderer draws the figure as a browser does.
 */
import { optimize, type CustomPlugin } from 'svgo';
import { portableSvgColors } from '../portable-svg';
import { svgDimensions } from '../svg-size';

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

/** Integer pixel size on the root element; the viewBox (in pt) keeps the drawing exact. */
function setRootSize({ width, height }: { width: number; height: number }): CustomPlugin {
  return {
    name: 'setRootSize',
    fn: () => ({
      element: {
        enter: (node, parent) => {
          if (node.name !== 'svg' || parent.type !== 'root') return;
          node.attributes.width = String(width);
          node.attributes.height = String(height);
        },
      },
    }),
  };
}

export function minifySvg(svg: string, precision: number = SVG_FLOAT_PRECISION): MinifiedSvg {
  const size = pixelSize(svg);
  const { data } = optimize(svg, {
    // Each pass lets the next merge what the previous one collapsed (groups → paths → one path):
    // about a quarter smaller than one pass (`npm run bench`).
    multipass: true,
    floatPrecision: precision,
    plugins: [
      // The compiler's classes only serve its browser viewer; removing them first lets
      // collapseGroups fold the groups that carried nothing else.
      { name: 'removeAttrs', params: { attrs: ['class', 'data-.*'] } },
      // SVG 2 `href` instead of `xlink:href` on every glyph <use>.
      'removeXlink',
      'removeUnusedNS',
      'removeUnknownsAndDefaults',
      'collapseGroups',
      'convertTransform',
      {
        name: 'convertPathData',
        // Typst draws circles as four Béziers; svgo's arcs are within 0.5 % of the radius, which
        // shows at 2× on marker outlines. A threshold of 0 keeps the curves.
        params: { makeArcs: { threshold: 0, tolerance: 0 } },
      },
      'mergePaths',
      'cleanupIds',
      'cleanupNumericValues',
      'convertColors',
      'removeUselessStrokeAndFill',
      'removeEmptyContainers',
      setRootSize(size),
    ],
  });
  // After svgo, whose rounding of numbers would coarsen the opacities that carry the alpha.
  return { svg: portableSvgColors(data), ...size };
}
