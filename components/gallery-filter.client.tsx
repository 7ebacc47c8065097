'use client';

import { useEffect, useId, useMemo, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import {
  EMPTY_FILTER,
  MAX_FILTER_TEXT,
  countLabel,
  filterSearch,
  matchesFilter,
  normaliseText,
  parseFilter,
  type FilterableItem,
  type GalleryFilter,
} from '@/lib/gallery/filter';
import './gallery-filter.css';

export interface FilterTag {
  id: string;
  label: string;
  group: string;
  count: number;
}

interface Props {
  /** The id of the server-rendered list (components/gallery-list.tsx). */
  listId: string;
  total: number;
  /** The tags figures have, in button order. */
  tags: readonly FilterTag[];
  /** The rows of buttons: group ids and their names. */
  groups: readonly { id: string; label: string }[];
}

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

/**
 * The gallery's filter: tag buttons, a text field and the number of figures shown. The list
 * itself is server-rendered HTML; this island only sets `hidden` on its items and sections, so
 * hydration stays as small as the controls. The filter lives in the address (`?tag=…&q=…`),
 * read on load and rewritten with history.replaceState on every change. Without JavaScript the
 * controls are hidden (gallery-filter.css) and the whole list shows.
 */
export function GalleryFilter({ listId, total, tags, groups }: Props) {
  const inputId = useId();
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

  return (
    <div className="gallery-filter">
      <div className="gallery-filter__text">
        <label htmlFor={inputId}>Filter by words</label>
        <input
          id={inputId}
          type="search"
          value={filter.q}
          maxLength={MAX_FILTER_TEXT}
          autoComplete="off"
          spellCheck={false}
          placeholder="title, section, description"
          onChange={(event: ChangeEvent<HTMLInputElement>) => change({ ...filter, q: event.target.value })}
        />
      </div>
      {groups.map((group) => {
        const row = tags.filter((tag) => tag.group === group.id);
        if (row.length === 0) return null;
        return (
          <fieldset key={group.id} className="gallery-filter__row">
            <legend>{group.label}</legend>
            <div className="gallery-filter__tags">
              {row.map((tag) => (
                <button
                  key={tag.id}
                  type="button"
                  className="gallery-filter__tag"
                  aria-pressed={filter.tags.includes(tag.id)}
                  onClick={() => toggle(tag.id)}
                >
                  {tag.label} <span className="gallery-filter__count">{tag.count}</span>
                </button>
              ))}
            </div>
          </fieldset>
        );
      })}
      <div className="gallery-filter__status">
        <p role="status">{shown === 0 ? 'No figure matches: choose fewer tags or other words.' : countLabel(shown, total)}</p>
        <button type="button" className="gallery-filter__clear" disabled={!active} onClick={() => change(EMPTY_FILTER)}>
          Clear filters
        </button>
      </div>
    </div>
  );
}
