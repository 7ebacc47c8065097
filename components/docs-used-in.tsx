import { AnchorHeading } from '@/components/anchor-heading';
import { SiteLink } from '@/components/site-link';
import { StaticMarkup } from '@/components/static-markup';
import type { Usage, UsageExample } from '@/lib/discover/back-references';
import { FigureThumb } from './figure-thumb';
import './docs-used-in.css';

export const usedInId = 'used-in';

/** Tiles shown before the rest fold into "Show all" (lq.diagram is used by over a hundred examples). */
const FIRST_TILES = 12;

interface Tile extends UsageExample {
  pageTitle: string;
}

function TileList({ tiles }: { tiles: readonly Tile[] }) {
  return (
    <ul className="used-in__grid">
      {tiles.map((tile) => (
        <li key={tile.href}>
          <SiteLink href={tile.href} className="used-in__example">
            {tile.figure ? <FigureThumb figure={tile.figure} size="small" /> : null}
            <span className="used-in__page">{tile.pageTitle}</span>
            <span className="used-in__section">{tile.label}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
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
  return (
    <StaticMarkup as="section" className="used-in" aria-labelledby={usedInId}>
      <AnchorHeading as="h2" id={usedInId} label="Used in">
        Used in
      </AnchorHeading>
      {tiles.length === 0 ? (
        <p>
          No tutorial, gallery example or post uses <code>lq.{call}</code> yet; the examples on this page show it at work.
        </p>
      ) : (
        <>
          <p>
            {tiles.length === 1 ? 'One example' : `${tiles.length} examples`} on{' '}
            {usages.length === 1 ? 'one page' : `${usages.length} pages`} use <code>lq.{call}</code>:
          </p>
          <TileList tiles={first} />
          {rest.length > 0 ? (
            <details className="used-in__more">
              <summary>Show {rest.length} more</summary>
              <TileList tiles={rest} />
            </details>
          ) : null}
        </>
      )}
    </StaticMarkup>
  );
}
