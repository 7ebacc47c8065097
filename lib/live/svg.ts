/**
 * The renderer writes the SVG root's size in Typst points without a unit, which a browser reads
 * as CSS pixels; the prerendered figures are sized as 1pt = 4/3 px (lib/figures/svg-size.ts).
 * Rescaling the root keeps a live figure exactly as large as the one it replaces.
 */
export function sizeLikePrerendered(svg: string): string {
  return svg.replace(/<svg\b[^>]*>/, (root) =>
    root.replace(/\s(width|height)="([\d.]+)"/g, (_, attr: string, value: string) => ` ${attr}="${Math.round((Number(value) * 4) / 3)}"`),
  );
}
