/**
 * The renderer's SVG made ready for an `<img>` (and a download): sized like the prerendered
 * figures, and without the text-selection layer.
 *
 * - The renderer writes the root's size in Typst points without a unit, which a browser reads as
 *   CSS pixels; the prerendered figures are sized as 1pt = 4/3 px (lib/figures/svg-size.ts).
 *   Rescaling the root keeps a live figure exactly as large as the one it replaces.
 * - Every text run also comes as an HTML `<foreignObject>` in the browser's own font, meant for
 *   selecting text and made invisible by the viewer's CSS, which an image does not have: left in,
 *   it prints each label a second time over the glyph outlines.
 */
export function sizeLikePrerendered(svg: string): string {
  return svg
    .replace(/<svg\b[^>]*>/, (root) =>
      root.replace(/\s(width|height)="([\d.]+)"/g, (_, attr: string, value: string) => ` ${attr}="${Math.round((Number(value) * 4) / 3)}"`),
    )
    .replace(/<foreignObject\b[^>]*>[\s\S]*?<\/foreignObject>/g, '');
}

/**
 * The `src` of a live figure's `<img>`: a `data:` URL, so the page's own renderer reads it. A
 * `blob:` URL is loaded through the browser's blob registry, a round trip to another process that
 * cost a few milliseconds per keystroke (more under load), and needs revoking; a `data:` URL
 * also leaves the image untouched when an edit does not change the figure (the same URL).
 */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
