import type { DiffRow } from '@/lib/compare/block-diff';
import type { ProseBlock } from '@/lib/compare/prose';
import { basePath } from '@/lib/base-path';
import { withBaseInHtml } from '@/lib/mdx/static-html';
import { CompareMark } from './compare-mark';

/** A run of rows: the blocks both releases have, or a stretch where they differ. */
type Run = { same: true; rows: DiffRow<ProseBlock>[] } | { same: false; rows: DiffRow<ProseBlock>[] };

function runsOf(rows: readonly DiffRow<ProseBlock>[]): Run[] {
  const runs: Run[] = [];
  for (const row of rows) {
    const same = row.kind === 'same';
    const last = runs.at(-1);
    if (last && last.same === same) last.rows.push(row);
    else runs.push({ same, rows: [row] } as Run);
  }
  return runs;
}

const Block = ({ block }: { block: ProseBlock }) => (
  <div className="compare-block markdown" dangerouslySetInnerHTML={{ __html: withBaseInHtml(block.html, basePath) }} />
);

/** One side of a differing row: the block with its marker, or a note that this release has none. */
function Side({ block, release, kind }: { block: ProseBlock | undefined; release: string; kind: 'removed' | 'added' | 'changed' }) {
  return (
    <div className={`compare-side compare-side--${block ? kind : 'none'}`}>
      <p className="compare-side__label">
        {block ? (
          <CompareMark kind={kind}>{kind === 'changed' ? `Lilaq ${release}: differs` : `Only in Lilaq ${release}`}</CompareMark>
        ) : (
          <span className="compare-side__missing">Not in Lilaq {release}</span>
        )}
      </p>
      {block ? <Block block={block} /> : null}
    </div>
  );
}

/**
 * A page's prose in two releases: the blocks both have once (runs of them folded away, native
 * <details>, so it works without JavaScript), and where they differ, each release's block side
 * by side (stacked on a narrow screen).
 */
export function CompareProse({ rows, from, to }: { rows: readonly DiffRow<ProseBlock>[]; from: string; to: string }) {
  const differing = rows.filter((row) => row.kind !== 'same').length;
  return (
    <>
      <p>
        {differing === 0
          ? `The text of this page is the same for both releases.`
          : `${differing} of ${rows.length} blocks of text differ between the releases.`}
      </p>
      {runsOf(rows).map((run, i) =>
        run.same ? (
          <details key={i} className="compare-same">
            <summary>
              <CompareMark kind="same">Same in both</CompareMark> {run.rows.length} {run.rows.length === 1 ? 'block' : 'blocks'}
            </summary>
            {run.rows.map((row, j) => (row.after ? <Block key={j} block={row.after} /> : null))}
          </details>
        ) : (
          run.rows.map((row, j) => (
            <div key={`${i}-${j}`} className="compare-pair">
              <Side block={row.before} release={from} kind={row.kind === 'changed' ? 'changed' : 'removed'} />
              <Side block={row.after} release={to} kind={row.kind === 'changed' ? 'changed' : 'added'} />
            </div>
          ))
        ),
      )}
    </>
  );
}
