import { h } from 'hastscript';
import { StaticMarkup } from '@/components/static-markup';
import type { Usage } from '@/lib/discover/back-references';
import { FIRST_TILES, usedInGrid, usedInTiles } from '@/lib/discover/used-in';
import { anchorHeading } from '@/lib/html/elements';
import { CURRENT_RELEASE } from '@/lib/docs/versions';
import { DocsUsedInMore } from './docs-used-in-more.client';
import './docs-used-in.css';

export const usedInId = 'used-in';

/**
 * The end of a reference page: the tutorials, gallery examples and posts whose runnable examples
 * use this function, each example a tile linking to its anchor with a thumbnail of its figure.
 * The first dozen tiles are in the page, as finished HTML; past them, "Show N more" loads the
 * rest when opened (DocsUsedInMore; lq.diagram is used by over 150 examples).
 */
export function DocsUsedIn({ name, call, usages, release }: { name: string; call: string; usages: readonly Usage[]; release: string }) {
  const tiles = usedInTiles(usages);
  const rest = tiles.length - FIRST_TILES;
  const callCode = h('code', `lq.${call}`);
  const content =
    tiles.length === 0
      ? [h('p', ['No tutorial, gallery example or post uses ', callCode, ' yet; the examples on this page show it at work.'])]
      : [
          h('p', [
            `${tiles.length === 1 ? 'One example' : `${tiles.length} examples`} on ${usages.length === 1 ? 'one page' : `${usages.length} pages`} use `,
            callCode,
            ':',
          ]),
          usedInGrid(tiles.slice(0, FIRST_TILES)),
        ];
  return (
    <section className="used-in" aria-labelledby={usedInId}>
      <StaticMarkup as="div" markup={[anchorHeading('h2', usedInId, 'Used in', [], 'Used in'), ...content]} />
      {/* Keyed by name: a client-side move to another reference page starts a closed, empty list. */}
      {/* The pages of all tiles (/used-in/NAME) list the site's release; another release's page names the count. */}
      {rest > 0 && release === CURRENT_RELEASE ? <DocsUsedInMore key={name} name={name} first={FIRST_TILES} count={rest} /> : null}
      {rest > 0 && release !== CURRENT_RELEASE ? (
        <p>{`${rest} more ${rest === 1 ? 'example uses' : 'examples use'} it on the pages of Lilaq ${release}.`}</p>
      ) : null}
    </section>
  );
}
