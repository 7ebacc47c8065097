'use client';

import { useEffect } from 'react';

/** The translation tables' boxes (translation-table.tsx). */
const BOXES = '.translations';
/** A table is laid out once it comes within a screen's height of view, so scrolling never meets an empty box. */
const AHEAD = '100% 0px';

/**
 * Lays out each translation table when the reader needs it. The five tables (about 790 rows)
 * are most of the cheat sheet's style and layout work, and they sit below the sheet: with
 * JavaScript, cheat-sheet.css skips their boxes at load (`content-visibility: hidden`, sized by
 * their row count). This leaf marks a box awake (`data-awake`, which lifts the skip) when it
 * nears the viewport, takes focus, is printed, or holds what find-in-page looks for: until then
 * a box is `hidden="until-found"`, whose text the browser's find still searches, and which it
 * reveals with a `beforematch` event. Without JavaScript nothing is skipped.
 */
export function TranslationsWake() {
  useEffect(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>(BOXES)].filter((box) => !('awake' in box.dataset));
    if (boxes.length === 0) return;
    const wake = (box: HTMLElement) => {
      box.removeAttribute('hidden');
      box.dataset.awake = '';
      observer.unobserve(box);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) wake(entry.target as HTMLElement);
      },
      { rootMargin: AHEAD },
    );
    const onEvent = (event: Event) => wake(event.currentTarget as HTMLElement);
    const wakeAll = () => boxes.forEach(wake);
    for (const box of boxes) {
      box.setAttribute('hidden', 'until-found');
      box.addEventListener('beforematch', onEvent);
      box.addEventListener('focusin', onEvent);
      observer.observe(box);
    }
    window.addEventListener('beforeprint', wakeAll);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', wakeAll);
      for (const box of boxes) {
        box.removeEventListener('beforematch', onEvent);
        box.removeEventListener('focusin', onEvent);
      }
    };
  }, []);
  return null;
}
