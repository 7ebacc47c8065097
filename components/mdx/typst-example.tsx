import type { ReactNode } from 'react';
import { withBase } from '@/lib/base-path';
import { formatBytes } from '@/lib/figures/format';
import type { TypstExampleData } from '@/lib/figures/remark-typst-examples';
import { AnatomyMarkers } from './anatomy-markers';
import { TypstExampleDevNote } from './typst-example-dev-note';
import { TypstFailure } from './typst-failure';
import { TypstLive } from './typst-live.client';
import './typst-example.css';

/**
 * Props as lib/figures/remark-typst-examples.ts writes them (typed values), and the shown code,
 * highlighted by the site's Shiki step, as children. Figure and data URLs are site paths; the base
 * path is added here, at render time, so the content cache does not depend on it.
 */
export interface TypstExampleProps extends TypstExampleData {
  children?: ReactNode;
}

/**
 * A runnable Typst example: highlighted code with a copy button, the rendered figure beside it
 * (stacked on narrow screens), and the data files it reads. Both figure variants are in the
 * markup; CSS hides the one that doesn't match the colour mode, and lazy images that are
 * `display: none` are never downloaded.
 */
export function TypstExample({
  id,
  code,
  alt,
  figure,
  parts,
  markers,
  data = [],
  unavailable,
  priority,
  live,
  dev,
  failure,
  children,
}: TypstExampleProps) {
  if (failure) {
    return (
      <TypstFailure {...(id ? { id } : {})} code={code} failure={failure}>
        {children}
      </TypstFailure>
    );
  }
  // A figure in the first screen loads at once (both variants: the colour mode is not known to
  // the HTML); the others wait until they are about to scroll into view.
  const loading = priority ? 'eager' : 'lazy';

  return (
    <figure id={id} className={figure ? 'typst-example' : 'typst-example typst-example-unavailable'}>
      <TypstLive
        id={id}
        hasFigure={Boolean(figure)}
        {...(figure && parts ? { parts: withBase(parts) } : {})}
        code={code}
        alt={alt}
        live={live}
        files={data.map((f) => ({ name: f.name, url: f.href }))}
        codeView={<div>{children}</div>}
        figure={
          figure ? (
            <>
              {(
                [
                  ['light', figure.light],
                  ['dark', figure.dark],
                ] as const
              ).map(([variant, src]) => (
                <img
                  key={variant}
                  className={`figure-${variant}`}
                  src={withBase(src)}
                  width={figure.width}
                  height={figure.height}
                  alt={alt}
                  loading={loading}
                  decoding="async"
                />
              ))}
              {markers ? <AnatomyMarkers markers={markers} /> : null}
            </>
          ) : dev ? (
            <TypstExampleDevNote state={dev} />
          ) : (
            <p className="typst-example-note" role="note">
              <strong>No preview for this example.</strong> It uses Lilaq functions that run the komet plugin, which the site&apos;s build
              can&apos;t run, so the figure isn&apos;t shown here. Compile the code with Typst to see it.
              {unavailable ? <span className="typst-example-reason"> ({unavailable})</span> : null}
            </p>
          )
        }
      />
      {data.length > 0 ? (
        <figcaption className="typst-example-data">
          <span className="typst-example-data-title">{data.length === 1 ? 'Data file' : 'Data files'}:</span>
          <ul>
            {data.map((f) => (
              <li key={f.name}>
                <a href={withBase(f.href)} download={f.name}>
                  {f.name}
                </a>{' '}
                <span className="typst-example-size">({formatBytes(f.size)})</span>
              </li>
            ))}
          </ul>
        </figcaption>
      ) : null}
    </figure>
  );
}
