import { withBase } from '@/lib/base-path';
import { formatBytes } from '@/lib/figures/format';
import { highlightTypst } from '@/lib/figures/highlight';
import { TypstLive } from './typst-live.client';
import './typst-example.css';

interface DataFileLink {
  name: string;
  size: number;
  href: string;
}

/**
 * Props as written by lib/figures/remark-typst-examples.ts (MDX attributes are strings). Figure and
 * data URLs are site paths; the base path is added here, at render time, so the content cache does not depend on it.
 * `lightSrc`/`darkSrc` are absent when the figure needs komet; `unavailable` says why.
 */
export interface TypstExampleProps {
  /** Anchor of the example on its page (back-references link here). */
  id?: string;
  code: string;
  alt?: string;
  lightSrc?: string;
  darkSrc?: string;
  width?: string | number;
  height?: string | number;
  /** JSON array of { name, size, href }. */
  data?: string;
  unavailable?: string;
  /** "true" for the figure in the page's first screen. */
  priority?: string;
  /** JSON of the hidden lines around the shown code (lib/live/parts.ts); absent: no Edit control. */
  live?: string;
}

function parseData(data: string | undefined): DataFileLink[] {
  if (!data) return [];
  try {
    return JSON.parse(data) as DataFileLink[];
  } catch {
    return [];
  }
}

/**
 * A runnable Typst example: highlighted code with a copy button, the rendered figure beside it
 * (stacked on narrow screens), and the data files it reads. Both figure variants are in the
 * markup; CSS hides the one that doesn't match the colour mode, and lazy images that are
 * `display: none` are never downloaded.
 */
export function TypstExample({ id, code, alt, lightSrc, darkSrc, width, height, data, unavailable, priority, live }: TypstExampleProps) {
  const html = highlightTypst(code);
  const files = parseData(data);
  const w = width === undefined ? undefined : Number(width);
  const h = height === undefined ? undefined : Number(height);
  const figureAlt = alt ?? 'Figure rendered from the code above';
  // A figure in the first screen loads at once (both variants: the colour mode is not known to
  // the HTML); the others wait until they are about to scroll into view.
  const loading = priority === 'true' ? 'eager' : 'lazy';

  return (
    <figure id={id} className={lightSrc && darkSrc ? 'typst-example' : 'typst-example typst-example-unavailable'}>
      <TypstLive
        code={code}
        alt={figureAlt}
        live={live}
        files={files.map((f) => ({ name: f.name, url: f.href }))}
        codeView={<div dangerouslySetInnerHTML={{ __html: html }} />}
        figure={
          lightSrc && darkSrc ? (
            <>
              {(
                [
                  ['light', lightSrc],
                  ['dark', darkSrc],
                ] as const
              ).map(([variant, src]) => (
                <img
                  key={variant}
                  className={`figure-${variant}`}
                  src={withBase(src)}
                  width={w}
                  height={h}
                  alt={figureAlt}
                  loading={loading}
                  decoding="async"
                />
              ))}
            </>
          ) : (
            <p className="typst-example-note" role="note">
              <strong>No preview for this example.</strong> It uses Lilaq functions that run the komet plugin, which the site&apos;s build
              can&apos;t run, so the figure isn&apos;t shown here. Compile the code with Typst to see it.
              {unavailable ? <span className="typst-example-reason"> ({unavailable})</span> : null}
            </p>
          )
        }
      />
      {files.length > 0 ? (
        <figcaption className="typst-example-data">
          <span className="typst-example-data-title">{files.length === 1 ? 'Data file' : 'Data files'}:</span>
          <ul>
            {files.map((f) => (
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
