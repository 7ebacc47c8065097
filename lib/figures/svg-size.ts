/** SVG root size, without pulling in svgo (the remark plugin only needs this). */

/** Reads `width`/`height` of the root element; understands `pt`, `px` and unitless values. */
export function svgDimensions(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0];
  if (!root) throw new Error('not an SVG document');
  const read = (attr: string): number => {
    const m = new RegExp(`\\s${attr}="([\\d.]+)(pt|px)?"`).exec(root);
    if (!m) throw new Error(`SVG root has no ${attr} attribute`);
    const value = Number(m[1]);
    return m[2] === 'pt' ? (value * 4) / 3 : value;
  };
  return { width: read('width'), height: read('height') };
}
