import { withBase } from '@/lib/base-path';
import type { ExampleFigure } from '@/lib/discover/page-examples';
import './figure-thumb.css';

/**
 * A small preview of an example's figure: the same light and dark SVG files the example page
 * shows (CSS hides the one that does not match the colour mode; lazy images that are hidden are
 * never fetched). Decorative by default, because it always sits in a link whose text names it;
 * a figure shown for itself (`size="full"`, at its own size up to the column's width) has an `alt`.
 */
export function FigureThumb({
  figure,
  alt = '',
  size = 'card',
}: {
  figure: ExampleFigure;
  alt?: string;
  size?: 'card' | 'small' | 'full';
}) {
  return (
    <span className={`figure-thumb figure-thumb--${size}`}>
      {(['light', 'dark'] as const).map((variant) => (
        <img
          key={variant}
          className={`figure-thumb__${variant}`}
          src={withBase(figure[variant])}
          width={figure.width}
          height={figure.height}
          alt={alt}
          loading="lazy"
          decoding="async"
        />
      ))}
    </span>
  );
}
