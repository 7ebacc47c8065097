import type { TypstExampleProps } from '@/components/mdx/typst-example';
import { withBase } from '@/lib/base-path';

/**
 * The cheat sheet's stand-in for <TypstExample>: the figure alone (both colour variants, the
 * same files the figure store serves), without code; the tile around it shows the call. The URL
 * of the figure's part map, when it has one, is on the box (`data-parts`) for CheatInspect.
 *
 * Images are lazy: the variant of the other colour mode (display: none) is then never fetched,
 * and tiles far below the screen wait until the reader comes near. Eager, the load parsed every
 * SVG of the sheet twice, the colour-map figure's 4,700 gradient stops included: most of the
 * page's blocking time. Printing still includes every figure, in the light variant: Chromium
 * loads lazy images when it prints (e2e/cheat-sheet.test.ts prints the page and checks).
 */
export function CheatFigure({ id, alt, figure, parts }: TypstExampleProps) {
  if (!figure) {
    return (
      <span id={id} className="cheat__unavailable" role="note">
        Needs the komet plugin; compile the call to see it.
      </span>
    );
  }
  const size = { width: figure.width, height: figure.height };
  return (
    <span id={id} className="cheat__img" {...(parts ? { 'data-parts': withBase(parts) } : {})}>
      <img className="figure-light" src={withBase(figure.light)} alt={alt} {...size} loading="lazy" decoding="async" />
      <img className="figure-dark" src={withBase(figure.dark)} alt={alt} {...size} loading="lazy" decoding="async" />
    </span>
  );
}
