'use client';

import { withBase } from '@/lib/base-path';
import { describePart } from '@/lib/figures/part-names';
import { partBounds } from '@/lib/figures/parts';
import { useFigureInspector } from './use-figure-inspector.client';

export interface FigureInspectorProps {
  /** URL of the figure's part map (base path included). */
  url: string;
  /** Leaves inspect mode (Escape, or the map could not be read). */
  onClose: (message?: string) => void;
}

const pct = (v: number, of: number) => `${(v / of) * 100}%`;

/**
 * Inspect mode over a prerendered figure: an outline around the part under the pointer (or the
 * focused one: each part is a button, Tab walks them in paint order), its name, the element that
 * draws it and links to the reference. Clicking or tapping the same place again goes to the part
 * beneath. Loaded on the first press of Inspect; the map is fetched then.
 */
export function FigureInspector({ url, onClose }: FigureInspectorProps) {
  const { root, panel, map, description, bounds, depth, stacked, onMove, onPick, focusPart } = useFigureInspector(url, onClose);
  // The panel sits at the edge away from the part, so that it never hides what it names.
  const panelAtTop = bounds && map ? bounds[1] + bounds[3] / 2 > map.h / 2 : false;

  return (
    <div ref={root} className="typst-inspect" onPointerMove={onMove} onPointerUp={onPick} data-ready={map ? 'true' : 'false'}>
      {map && bounds ? (
        <div
          className="typst-inspect-outline"
          aria-hidden="true"
          style={{
            left: pct(bounds[0], map.w),
            top: pct(bounds[1], map.h),
            width: pct(Math.max(bounds[2], 1), map.w),
            height: pct(Math.max(bounds[3], 1), map.h),
          }}
        />
      ) : null}
      {map ? (
        <ul className="typst-inspect-parts" aria-label="Parts of the figure">
          {map.parts.map((part, i) => {
            const [x, y, w, h] = partBounds(part);
            return (
              <li key={i}>
                <button
                  type="button"
                  className="typst-inspect-part"
                  style={{ left: pct(x, map.w), top: pct(y, map.h), width: pct(Math.max(w, 1), map.w), height: pct(Math.max(h, 1), map.h) }}
                  aria-label={describePart(part).name}
                  onFocus={() => focusPart(i)}
                  // Enter or Space: on to the part's reference links.
                  onClick={(e) => {
                    if (e.detail === 0) panel.current?.querySelector('a')?.focus();
                  }}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      <div ref={panel} className={`typst-inspect-panel${panelAtTop ? ' typst-inspect-panel-top' : ''}`} aria-live="polite">
        {!map ? (
          <p>Loading the figure’s parts…</p>
        ) : description ? (
          <p>
            <strong className="typst-inspect-name">{description.name}</strong>: <code>{description.element}</code>
            {description.setter ? (
              <>
                , styled by <code>{description.setter}</code>
              </>
            ) : null}
            {depth >= 0 && stacked > 1 ? (
              <span className="typst-inspect-depth">
                {' '}
                ({depth + 1} of {stacked} here; click again for the one beneath)
              </span>
            ) : null}
            <span className="typst-inspect-links">
              {description.links.map((link) => (
                <a key={link.href} href={withBase(link.href)}>
                  {link.label}
                </a>
              ))}
            </span>
          </p>
        ) : (
          <p>Point at a part of the figure, or press Tab to walk its parts (Enter: their links). Escape leaves.</p>
        )}
      </div>
    </div>
  );
}
