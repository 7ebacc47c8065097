import type { TypstExampleProps } from '@/components/mdx/typst-example';
import { withBase } from '@/lib/base-path';

/**
 * The cheat sheet's stand-in for <TypstExample>: the figure alone (both colour variants, the
 * same files the figure store serves), without code; the tile around it shows the call. Images
 * load eagerly so that printing the page always includes them.
 */
export function CheatFigure({ id, alt, figure }: TypstExampleProps) {
  if (!figure) {
    return (
      <span id={id} className="cheat__unavailable" role="note">
        Needs the komet plugin; compile the call to see it.
      </span>
    );
  }
  const size = { width: figure.width, height: figure.height };
  return (
    <span id={id} className="cheat__img">
      <img className="figure-light" src={withBase(figure.light)} alt={alt} {...size} decoding="async" />
      <img className="figure-dark" src={withBase(figure.dark)} alt={alt} {...size} decoding="async" />
    </span>
  );
}
