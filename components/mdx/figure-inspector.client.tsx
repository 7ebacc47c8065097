'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { withBase } from '@/lib/base-path';
import { describePart } from '@/lib/figures/part-names';
import { cycleBeneath, partBounds, partsAt, parsePartMap, type PartMap } from '@/lib/figures/parts';

export interface FigureInspectorProps {
  /** URL of the figure's part map (base path included). */
  url: string;
  /** Leaves inspect mode (Escape, or the map could not be read). */
  onClose: (message?: string) => void;
}

/** Pointer tolerance in figure points: a hairline grid line is hit within 3pt. */
const TOLERANCE = 3;

const pct = (v: number, of: number) => `${(v / of) * 100}%`;

/**
 * Inspect mode over a prerendered figure: an outline around the part under the pointer (or the
 * focused one: each part is a button, Tab walks them in paint order), its name, the element that
 * draws it and links to the reference. Clicking or tapping the same place again goes to the part
 * beneath. Loaded on the first press of Inspect; the map is fetched then.
 */
export function FigureInspector({ url, onClose }: FigureInspectorProps) {
  const [map, setMap] = useState<PartMap | null>(null);
  const [current, setCurrent] = useState<number | null>(null);
  const [stack, setStack] = useState<number[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const lastPoint = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    let live = true;
    fetch(url)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
      .then((text) => {
        const parsed = parsePartMap(text);
        if (!live) return;
        if (parsed) setMap(parsed);
        else onClose('The map of this figure’s parts is damaged, so the figure cannot be inspected.');
      })
      .catch(() => live && onClose('The map of this figure’s parts could not be loaded, so the figure cannot be inspected.'));
    return () => {
      live = false;
    };
  }, [url, onClose]);

  const toFigure = useCallback(
    (e: PointerEvent<HTMLDivElement>) => {
      const box = root.current!.getBoundingClientRect();
      return { x: ((e.clientX - box.left) / box.width) * map!.w, y: ((e.clientY - box.top) / box.height) * map!.h };
    },
    [map],
  );

  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!map || e.pointerType === 'touch') return;
    const p = toFigure(e);
    const found = partsAt(map, p.x, p.y, TOLERANCE);
    setStack(found);
    setCurrent(found[0] ?? null);
  };

  // A click (or tap) where the last one was goes one part deeper; elsewhere it picks the topmost.
  const onPick = (e: PointerEvent<HTMLDivElement>) => {
    if (!map || panel.current?.contains(e.target as Node) || (e.target as HTMLElement).closest('button')) return;
    const p = toFigure(e);
    const last = lastPoint.current;
    const same = last && Math.hypot(last.x - p.x, last.y - p.y) < TOLERANCE;
    const found = same ? stack : partsAt(map, p.x, p.y, TOLERANCE);
    lastPoint.current = p;
    setStack(found);
    setCurrent(same && current !== null ? (cycleBeneath(found, current) ?? null) : (found[0] ?? null));
  };

  // Escape leaves from anywhere on the page (focus may still be on the Inspect button).
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  // Once the map is there, focus goes to the first part, so that Tab walks on from it.
  useEffect(() => {
    if (map) root.current?.querySelector<HTMLButtonElement>('.typst-inspect-part')?.focus({ preventScroll: true });
  }, [map]);

  const description = useMemo(() => (map && current !== null ? describePart(map.parts[current]!) : null), [map, current]);
  const bounds = map && current !== null ? partBounds(map.parts[current]!) : null;
  const depth = current !== null ? stack.indexOf(current) : -1;
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
                  onFocus={() => {
                    setCurrent(i);
                    setStack([i]);
                  }}
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
            {depth >= 0 && stack.length > 1 ? (
              <span className="typst-inspect-depth">
                {' '}
                ({depth + 1} of {stack.length} here; click again for the one beneath)
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
