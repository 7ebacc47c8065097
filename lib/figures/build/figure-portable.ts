/**
 * The portability check of `npm run figures:check`: every colour in a committed figure must be in
 * SVG 1.1 syntax, because librsvg (sharp, rsvg-convert), Inkscape, LibreOffice and other SVG 1.1
 * renderers draw `oklab()`, `#rrggbbaa` and the other CSS Color 4 forms black or not at all, and a
 * downloaded figure must look the same everywhere. The pipeline converts them
 * (`lib/figures/portable-svg.ts`); what is left is a syntax the converter does not know.
 */
import { nonPortableColors } from '../portable-svg';

/** How many offending values a message quotes. */
const QUOTED = 3;

/** A problem line for a figure with colours an SVG 1.1 renderer cannot read, or null. */
export function describeNonPortableColors(svg: string): string | null {
  const found = nonPortableColors(svg);
  if (found.length === 0) return null;
  const quoted = found
    .slice(0, QUOTED)
    .map((c) => `${c.property} ${c.value} (${c.where}, line ${c.line})`)
    .join(', ');
  const more = found.length > QUOTED ? ` and ${found.length - QUOTED} more` : '';
  return (
    `colours an SVG 1.1 renderer cannot read (librsvg, Inkscape and LibreOffice draw them black): ${quoted}${more}; ` +
    'lib/figures/portable-svg.ts converts CSS Color 4 syntax when the figure is rendered, so this one is hand-made or in a syntax it does not know'
  );
}
