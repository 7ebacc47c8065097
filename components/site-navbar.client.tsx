'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * The sticky navbar frame. With `hideOnScroll`, it slides away while the visitor scrolls down
 * and comes back on any upward scroll, or when something inside it takes focus.
 */
export function NavbarShell({ hideOnScroll, children }: { hideOnScroll: boolean; children: ReactNode }) {
  const [hidden, setHidden] = useState(false);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!hideOnScroll) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const height = ref.current?.offsetHeight ?? 60;
      if (y < height || y < last || ref.current?.contains(document.activeElement)) setHidden(false);
      else if (y > last) setHidden(true);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [hideOnScroll]);

  return (
    <header ref={ref} className={`navbar${hidden ? ' navbar--hidden' : ''}`} onFocus={() => setHidden(false)}>
      {children}
    </header>
  );
}
