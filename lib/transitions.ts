/**
 * Turns CSS transitions off for one change of the whole page's look (the colour mode), so every
 * colour switches at once instead of fading element by element. What it needs from the document
 * is passed in, so the order of its steps can be tested without a browser.
 */
export interface TransitionHost {
  /** Adds a style sheet to the page; returns how to remove it. */
  addStyle(css: string): () => void;
  /** Makes the browser compute styles now (so the change is styled while transitions are off). */
  flushStyles(): void;
  /** Runs `callback` before the next frame is drawn. */
  nextFrame(callback: () => void): void;
}

export const NO_TRANSITIONS = '*,*::before,*::after{transition:none!important}';

/**
 * Runs `change` with transitions off, and turns them back on two frames later: the change is
 * styled in the first frame (React applies the new colour mode in the same task as the click),
 * and the sheet goes once that frame is drawn.
 */
export function withoutTransitions(host: TransitionHost, change: () => void): void {
  const remove = host.addStyle(NO_TRANSITIONS);
  try {
    change();
  } finally {
    host.nextFrame(() => {
      host.flushStyles();
      host.nextFrame(remove);
    });
  }
}

/** The browser's host for `withoutTransitions`. */
export function documentTransitionHost(doc: Document): TransitionHost {
  return {
    addStyle(css) {
      const style = doc.createElement('style');
      style.textContent = css;
      doc.head.appendChild(style);
      return () => style.remove();
    },
    flushStyles: () => void doc.defaultView?.getComputedStyle(doc.body).opacity,
    nextFrame: (callback) => void (doc.defaultView?.requestAnimationFrame(callback) ?? callback()),
  };
}
