import { h } from 'hastscript';
import { StaticMarkup } from '@/components/static-markup';
import type { Usage, UsageExample } from '@/lib/discover/back-references';
import { anchorHeading, figureTile, type Element } from '@/lib/html/elements';
import './docs-used-in.css';

export const usedInId = 'used-in';

/** Tiles shown before the rest fold into "Show all" (lq.diagram is used by over a hundred examples). */
const FIRST_TILES = 12;

interface Tile extends UsageExample {
  pageTitle: string;
}

function tileList(tiles: readonly Tile[]): Element {
  return h(
    'ul.figure-tiles.used-in__grid',
    tiles.map((tile) => h('li', [figureTile(tile)])),
  );
}

/**
 * The end of a reference page: the tutorials, gallery examples and posts whose runnable examples
 * use this function, each example a tile linking to its anchor with a thumbnail of its figure.
 * Past the first dozen, the tiles fold into a native <details> (no script). Nothing here changes
 * after the build, so the section reaches React as finished HTML (dozens of tiles on some pages).
 */
export function DocsUsedIn({ call, usages }: { call: string; usages: readonly Usage[] }) {
  const tiles: Tile[] = usages.flatMap((usage) => usage.examples.map((example) => ({ ...example, pageTitle: usage.title })));
  const first = tiles.slice(0, FIRST_TILES);
  const rest = tiles.slice(FIRST_TILES);
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
          tileList(first),
          ...(rest.length > 0 ? [h('details.used-in__more', [h('summary', `Show ${rest.length} more`), tileList(rest)])] : []),
        ];
  return (
    <StaticMarkup
      as="section"
      className="used-in"
      aria-labelledby={usedInId}
      markup={[anchorHeading('h2', usedInId, 'Used in', [], 'Used in'), ...content]}
    />
  );
}
