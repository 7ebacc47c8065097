'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  EMPTY_FILTER,
  filterSearch,
  matchesFilter,
  normaliseText,
  parseFilter,
  type FilterableItem,
  type GalleryFilter,
} from '@/lib/gallery/filter';

const ITEMS = 'li[data-tags]';
const GROUPS = '[data-gallery-group]';

/** The list's items, in document order, as the filter reads them: once per list element (a new one after a navigation). */
const indexes = new WeakMap<Element, FilterableItem[]>();

function readIndex(listId: string, labelOf: (tag: string) => string): FilterableItem[] | null {
  const list = document.getElementById(listId);
  if (!list) return null;
  let index = indexes.get(list);
  if (!index) {
    index = [...list.querySelectorAll<HTMLElement>(ITEMS)].map((element) => {
      const tags = (element.dataset.tags ?? '').split(' ').filter(Boolean);
      // The tile's text is its page, its section and the figure's description (a hidden span).
      const text = normaliseText([element.textContent ?? '', ...tags.flatMap((tag) => [tag, labelOf(tag)])].join(' '));
      return { tags, text };
    });
    indexes.set(list, index);
  }
  return index;
}

/**
 * The address's query string once the page runs in the browser (null while hydrating). Read
 * again a frame after mounting, since a client-side navigation writes the new address only after
 * rendering the page, and on back and forward.
 */
function subscribeToAddress(onChange: () => void) {
  const frame = requestAnimationFrame(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('popstate', onChange);
  };
}

const noSubscription = () => () => {};

export interface GalleryFilterState {
  /** The filter in force: the address's until the reader changes it. */
  filter: GalleryFilter;
  /** Some tag or text is set. */
  active: boolean;
  /** How many figures the filter lets through. */
  shown: number;
  change: (next: GalleryFilter) => void;
  /** Chooses a tag, or lets it go (the chosen tags stay in button order). */
  toggle: (tag: string) => void;
}

/**
 * The gallery filter's state and effects: the filter read from the address (`?tag=…&q=…`) and
 * written back with history.replaceState on every change, the list's items read once a filter is
 * set, and `hidden` set on the items and sections of the server-rendered list `listId`.
 */
export function useGalleryFilter(
  listId: string,
  total: number,
  tags: readonly { id: string; label: string; group: string }[],
): GalleryFilterState {
  const known = useMemo(() => tags.map((tag) => tag.id), [tags]);
  const labels = useMemo(() => new Map(tags.map((tag) => [tag.id, tag.label])), [tags]);
  const groupOf = useMemo(() => {
    const byId = new Map(tags.map((tag) => [tag.id, tag.group]));
    return (tag: string) => byId.get(tag);
  }, [tags]);

  const search = useSyncExternalStore(
    subscribeToAddress,
    () => window.location.search,
    () => null,
  );
  // Until the reader changes it, the filter is the address's.
  const [edited, setEdited] = useState<GalleryFilter | null>(null);
  const filter = useMemo(() => edited ?? (search === null ? EMPTY_FILTER : parseFilter(search, known)), [edited, search, known]);
  const active = filter.tags.length > 0 || filter.q.trim() !== '';
  // The items are read from the list only once a filter is set: an unfiltered page does no work.
  const index = useSyncExternalStore(
    noSubscription,
    () => (active ? readIndex(listId, (tag) => labels.get(tag) ?? tag) : null),
    () => null,
  );
  const shown = useMemo(
    () => (index ? index.filter((item) => matchesFilter(item, filter, groupOf)).length : total),
    [index, filter, groupOf, total],
  );

  // Shows and hides items and sections, touching only those that change (a write is a style
  // recalculation of the list). Without an index every item shows.
  useEffect(() => {
    const list = document.getElementById(listId);
    // Unfiltered and nothing hidden yet (the page as loaded): nothing to do.
    if (!list || (!index && !list.querySelector('[hidden]'))) return;
    const setHidden = (element: HTMLElement, hidden: boolean) => {
      if (element.hidden !== hidden) element.hidden = hidden;
    };
    list.querySelectorAll<HTMLElement>(ITEMS).forEach((element, i) => {
      const item = index?.[i];
      setHidden(element, item ? !matchesFilter(item, filter, groupOf) : false);
    });
    for (const section of list.querySelectorAll<HTMLElement>(GROUPS))
      setHidden(section, section.querySelector(`${ITEMS}:not([hidden])`) === null);
  }, [index, filter, groupOf, listId]);

  function change(next: GalleryFilter) {
    setEdited(next);
    const { pathname, hash } = window.location;
    window.history.replaceState(null, '', `${pathname}${filterSearch(next)}${hash}`);
  }

  const toggle = (id: string) => {
    const chosen = filter.tags.includes(id) ? filter.tags.filter((tag) => tag !== id) : [...filter.tags, id];
    change({ ...filter, tags: known.filter((tag) => chosen.includes(tag)) });
  };

  return { filter, active, shown, change, toggle };
}
