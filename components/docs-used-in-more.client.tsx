'use client';

import { useEffect, useRef, useState } from 'react';
import { laterTiles, usedInRequest } from '@/lib/discover/used-in-links';

type Load = 'idle' | 'loading' | 'loaded' | 'failed';

interface Props {
  /** The reference name (`diagram`, `scale.log`): which page of tiles to load. */
  name: string;
  /** Tiles the reference page shows before this list. */
  first: number;
  /** Tiles this list holds once loaded. */
  count: number;
}

/** One request per page of tiles and page view: hovering, focusing and opening share it. */
const requests = new Map<string, Promise<Document>>();

function fetchPage(name: string): Promise<Document> {
  let request = requests.get(name);
  if (!request) {
    request = fetch(usedInRequest(name))
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      })
      .then((text) => new DOMParser().parseFromString(text, 'text/html'));
    // A failed request is not kept: opening again tries again.
    request.catch(() => requests.delete(name));
    requests.set(name, request);
  }
  return request;
}

/**
 * "Show N more" under a reference page's first "Used in" tiles. The tiles themselves are not in the
 * page: they load from the page of all tiles (app/used-in/[file]/route.ts) when the reader opens
 * the list, the request starting as the pointer or focus reaches the summary. They are read from
 * a parsed document (DOMParser: nothing in it runs) and moved into the list, which React leaves
 * alone. Until they are in, and without JavaScript, the list holds a link to that page; if they
 * cannot load, a short message says so beside the link.
 */
export function DocsUsedInMore({ name, first, count }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  const [load, setLoad] = useState<Load>('idle');
  const started = useRef(false);

  const prefetch = () => {
    void fetchPage(name).catch(() => {});
  };

  const show = () => {
    if (!details.current?.open || started.current) return;
    started.current = true;
    setLoad('loading');
    fetchPage(name)
      .then((page) => {
        const tiles = laterTiles(page, first);
        if (tiles.length === 0 || !grid.current) throw new Error('no tiles');
        grid.current.replaceChildren(...tiles.map((tile) => document.importNode(tile, true)));
        setLoad('loaded');
      })
      .catch(() => {
        // Closing and opening again tries again.
        started.current = false;
        setLoad('failed');
      });
  };

  // Opened before this island hydrated (the summary works without it): its toggle was missed.
  useEffect(() => {
    if (details.current?.open) details.current.dispatchEvent(new Event('toggle'));
  }, []);

  return (
    <details className="used-in__more" ref={details} onToggle={show}>
      <summary onPointerEnter={prefetch} onFocus={prefetch}>
        Show {count} more
      </summary>
      <ul className="figure-tiles used-in__grid" ref={grid} hidden={load !== 'loaded'} />
      {load === 'loaded' ? null : (
        <p className="used-in__status" aria-live="polite">
          {load === 'loading' ? 'Loading the other examples… ' : null}
          {load === 'failed' ? 'The other examples could not be loaded. ' : null}
          <a href={usedInRequest(name)}>Open all {first + count} examples on a page of their own</a>
        </p>
      )}
    </details>
  );
}
