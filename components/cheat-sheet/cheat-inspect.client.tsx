'use client';

import { useLayoutEffect, useMemo, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useFigureInspect } from '@/components/mdx/use-figure-inspect.client';
import { useHydrated } from '@/components/use-client-value';

/** A tile whose figure has a part map. */
interface InspectableTile {
  /** The tile's box (`.cheat`), around its link. */
  element: HTMLElement;
  /** URL of the part map (`data-parts` of the figure). */
  parts: string;
  /** The call the tile shows, to name its button. */
  call: string;
}

/** The tiles of the sheet whose figure has a part map, in document order. */
function inspectableTiles(): InspectableTile[] {
  return [...document.querySelectorAll<HTMLElement>('.cheat')].flatMap((element) => {
    const parts = element.querySelector<HTMLElement>('.cheat__img[data-parts]')?.dataset.parts;
    return parts ? [{ element, parts, call: element.querySelector('.cheat__call')?.textContent ?? '' }] : [];
  });
}

/** Where the visible variant of the tile's figure lies in the tile, for the inspector to cover it exactly. */
function figureBox(tile: HTMLElement): CSSProperties | null {
  const image = [...tile.querySelectorAll<HTMLImageElement>('.cheat__img img')].find((img) => img.getClientRects().length > 0);
  if (!image) return null;
  const outer = tile.getBoundingClientRect();
  const inner = image.getBoundingClientRect();
  return {
    left: inner.left - outer.left - tile.clientLeft,
    top: inner.top - outer.top - tile.clientTop,
    width: inner.width,
    height: inner.height,
  };
}

/** One tile's Inspect button (bottom-right corner, outside the link) and, when open, the inspector over its figure. */
function TileInspect({ tile }: { tile: InspectableTile }) {
  const inspect = useFigureInspect(tile.parts, `Inspect the figure of ${tile.call}`);
  const [box, setBox] = useState<CSSProperties | null>(null);

  useLayoutEffect(() => {
    if (!inspect.inspecting) return;
    const place = () => setBox(figureBox(tile.element));
    place();
    const observer = new ResizeObserver(place);
    observer.observe(tile.element);
    return () => observer.disconnect();
  }, [inspect.inspecting, tile.element]);

  return (
    <>
      <span className="cheat__inspect">{inspect.control}</span>
      {inspect.overlay && box ? (
        <div className="cheat__inspect-frame" style={box}>
          {inspect.overlay}
        </div>
      ) : null}
    </>
  );
}

/**
 * Inspect on the cheat sheet, one island for the whole sheet. Each tile is one link, and a button
 * cannot sit inside a link, so the tiles are server-rendered boxes around their link and this
 * island puts an Inspect button into each box whose figure has a part map (after hydration, into
 * space the stylesheet keeps free from the first paint: nothing moves). The inspector and a
 * figure's map load on the first press, as beside every other figure. Without JavaScript there
 * is no button.
 */
export function CheatInspect() {
  const hydrated = useHydrated();
  // Read once the sheet is hydrated (the server and the first client render have no buttons).
  const tiles = useMemo(() => (hydrated ? inspectableTiles() : []), [hydrated]);
  return tiles.map((tile, i) => createPortal(<TileInspect tile={tile} />, tile.element, `tile-${i}`));
}
