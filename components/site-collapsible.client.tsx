'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { collapseDurationMs } from '@/lib/collapse';

/**
 * Animates its content's height between 0 and auto with ease-in-out. The duration grows with the
 * height; under `prefers-reduced-motion` it is 1 ms. Collapsed content is `hidden`, so it leaves
 * the tab order and the accessibility tree.
 */
export function Collapsible({ id, open, children }: { id: string; open: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // The `open` value whose animation has finished; content hides once a collapse has settled.
  const [settled, setSettled] = useState(open);
  const first = useRef(true);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const height = element.scrollHeight;
    const duration = collapseDurationMs(height, reduced);
    element.style.transition = `height ${duration}ms ease-in-out`;
    // Kept after the animation so the last timing can be inspected (devtools, tests).
    element.dataset.lastTransition = element.style.transition;
    element.style.overflow = 'hidden';
    element.style.height = open ? '0px' : `${height}px`;
    // Force a layout so the browser sees the start height before the transition target.
    void element.offsetHeight;
    element.style.height = open ? `${height}px` : '0px';
    const done = window.setTimeout(() => {
      element.style.removeProperty('height');
      element.style.removeProperty('overflow');
      element.style.removeProperty('transition');
      setSettled(open);
    }, duration);
    return () => window.clearTimeout(done);
  }, [open]);

  return (
    <div id={id} ref={ref} hidden={!open && !settled} className="collapsible">
      {children}
    </div>
  );
}
