'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { describePart, type PartDescription } from '@/lib/figures/part-names';
import { cycleBeneath, partBounds, partsAt, parsePartMap, type PartMap } from '@/lib/figures/parts';

/** Pointer tolerance in figure points: a hairline grid line is hit within 3pt. */
const TOLERANCE = 3;

export interface FigureInspectorState {
  root: RefObject<HTMLDivElement | null>;
  panel: RefObject<HTMLDivElement | null>;
  /** The figure's part map, once fetched and read. */
  map: PartMap | null;
  /** The part shown, its name and links, and its box in figure points. */
  description: PartDescription | null;
  bounds: readonly [number, number, number, number] | null;
  /** Where the shown part lies among the parts under the last point (-1: it was focused), and how many there are. */
  depth: number;
  stacked: number;
  onMove: (e: PointerEvent<HTMLDivElement>) => void;
  onPick: (e: PointerEvent<HTMLDivElement>) => void;
  /** A part's button got the focus (Tab): show that part. */
  focusPart: (index: number) => void;
}

/**
 * What the inspector knows and does: fetches the part map at `url` (`onClose` with a message when
 * it cannot be read), finds the part under the pointer or a click (the same place again: the part
 * beneath), follows the focus, leaves on Escape, and focuses the first part once the map is in.
 */
export function useFigureInspector(url: string, onClose: (message?: string) => void): FigureInspectorState {
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
  return {
    root,
    panel,
    map,
    description,
    bounds: map && current !== null ? partBounds(map.parts[current]!) : null,
    depth: current !== null ? stack.indexOf(current) : -1,
    stacked: stack.length,
    onMove,
    onPick,
    focusPart: (index) => {
      setCurrent(index);
      setStack([index]);
    },
  };
}
