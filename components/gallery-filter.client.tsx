'use client';

import { useId, type ChangeEvent } from 'react';
import { EMPTY_FILTER, MAX_FILTER_TEXT, countLabel } from '@/lib/gallery/filter';
import { useGalleryFilter } from './use-gallery-filter.client';
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

/**
 * The gallery's filter: tag buttons, a text field and the number of figures shown. The list
 * itself is server-rendered HTML; this island only sets `hidden` on its items and sections, so
 * hydration stays as small as the controls. The filter lives in the address (`?tag=…&q=…`),
 * read on load and rewritten with history.replaceState on every change. Without JavaScript the
 * controls are hidden (gallery-filter.css) and the whole list shows.
 */
export function GalleryFilter({ listId, total, tags, groups }: Props) {
  const inputId = useId();
  const { filter, active, shown, change, toggle } = useGalleryFilter(listId, total, tags);

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
