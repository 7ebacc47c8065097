import type { DiffRow } from '@/lib/compare/block-diff';
import { sameFigure } from '@/lib/compare/examples';
import type { PageExample } from '@/lib/discover/page-examples';
import { CompareMark } from './compare-mark';
import { FigureThumb } from './figure-thumb';

/** An example's figure, light and dark (CSS shows the one of the colour mode), or why it has none. */
function Figure({ example, release }: { example: PageExample; release?: string }) {
  const { figure } = example;
  if (!figure)
    return <p className="compare-side__missing">{example.fails ? 'This example shows an error; it has no figure.' : 'No figure.'}</p>;
  return <FigureThumb figure={figure} size="full" alt={release ? `${example.alt} (Lilaq ${release})` : example.alt} />;
}

function Side({ example, release, kind }: { example: PageExample | undefined; release: string; kind: 'removed' | 'added' | 'changed' }) {
  return (
    <figure className={`compare-side compare-side--${example ? kind : 'none'}`}>
      <figcaption className="compare-side__label">
        {example ? (
          <CompareMark kind={kind}>{kind === 'changed' ? `Lilaq ${release}` : `Only in Lilaq ${release}`}</CompareMark>
        ) : (
          <span className="compare-side__missing">Not in Lilaq {release}</span>
        )}
      </figcaption>
      {example ? <Figure example={example} release={release} /> : null}
    </figure>
  );
}

/** The title of an example's row: its place on the page. */
const titleOf = (row: DiffRow<PageExample>, index: number) => {
  const example = row.after ?? row.before;
  const section = example?.section?.title;
  // Most reference pages put every example under "Examples"; naming that adds nothing.
  return section && section !== 'Examples' ? `Example ${index + 1}: ${section}` : `Example ${index + 1}`;
};

/** Each example of the page in both releases: one figure when both draw it alike, else the two side by side. */
export function CompareFigures({ rows, from, to }: { rows: readonly DiffRow<PageExample>[]; from: string; to: string }) {
  if (rows.length === 0) return <p>This page has no examples.</p>;
  return (
    <ol className="compare-examples">
      {rows.map((row, i) => (
        <li key={i}>
          <h3>{titleOf(row, i)}</h3>
          {row.kind === 'same' && sameFigure(row) && row.after ? (
            <figure className="compare-side compare-side--same">
              <figcaption className="compare-side__label">
                <CompareMark kind="same">Same figure in both releases</CompareMark>
              </figcaption>
              <Figure example={row.after} />
            </figure>
          ) : (
            <div className="compare-pair">
              <Side
                example={row.before}
                release={from}
                kind={row.kind === 'after' ? 'added' : row.kind === 'before' ? 'removed' : 'changed'}
              />
              <Side
                example={row.after}
                release={to}
                kind={row.kind === 'after' ? 'added' : row.kind === 'before' ? 'removed' : 'changed'}
              />
            </div>
          )}
          {row.kind === 'same' && !sameFigure(row) ? (
            <p className="compare-note">Same code; the two releases draw it differently.</p>
          ) : row.kind !== 'same' ? (
            <p className="compare-note">The code of this example differs between the releases (see the text above).</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
