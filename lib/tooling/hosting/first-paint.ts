/**
 * Next puts the App Router's chunks in <head> as `async` scripts. When they arrive before the
 * browser has painted (from the cache, or on a fast connection), their evaluation and the
 * hydration that follows run first, and the page stays blank for that long: on a slow phone,
 * hundreds of milliseconds of a page whose HTML and CSS were already there.
 *
 * `paintBeforeScripts` rewrites an exported page so the chunks start right after the first paint
 * instead: a small inline script adds the same scripts, in the same order and still `async`, once
 * the page is on screen. They are not preloaded: on a slow connection their 140 KB would share the
 * line with the HTML, CSS and fonts the first paint waits for.
 * `nomodule` polyfills are left alone (current browsers skip them).
 */

/** A chunk script as Next writes it: `<script src="…" async=""></script>`. */
const chunkScript = /<script\b([^>]*)>\s*<\/script\s*>/gi;
const attribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*"([^"]*)")?(?=[\\s/]|$)`, 'i').exec(attributes);

/**
 * The inline loader. It starts the scripts once the browser reports the first contentful paint
 * (the paint is on screen by then, not only drawn), or after the first frame where paint timing
 * is missing. A hidden tab never paints, so it starts them at once; and a page that somehow
 * reports no paint still starts them after `SAFETY_MS`.
 * A string, not a serialised function: the build's TypeScript runner renames nested functions
 * through a helper that would not exist in the browser.
 */
export const SAFETY_MS = 3000;

export function loaderScript(sources: readonly string[]): string {
  return [
    `(function(s){var started=false;`,
    `function go(){if(started)return;started=true;s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=true;document.head.appendChild(e);});}`,
    `if(document.visibilityState==='hidden')return go();`,
    `var P=window.PerformanceObserver;`,
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){`,
    `new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(go,0);}}).observe({type:'paint',buffered:true});`,
    `setTimeout(go,${SAFETY_MS});`,
    `}else requestAnimationFrame(function(){setTimeout(go,0);});`,
    `})(${JSON.stringify(sources)})`,
  ].join('');
}

export interface PaintFirstResult {
  html: string;
  /** The chunk URLs that now start after the first paint, in page order. */
  scripts: string[];
}

/** The loader's element id: lib/tooling/bench/page-weight.ts reads the chunks it starts. */
export const LOADER_ID = 'chunks-after-paint';

/** Moves the page's async chunk scripts behind its first paint (see the module comment). */
export function paintBeforeScripts(html: string): PaintFirstResult {
  const scripts: string[] = [];
  let firstAt = -1;
  const moved = html.replace(chunkScript, (tag: string, attributes: string, offset: number) => {
    const src = attribute(attributes, 'src')?.[1];
    if (!src || !attribute(attributes, 'async') || attribute(attributes, 'nomodule') || attribute(attributes, 'type')) return tag;
    if (firstAt < 0) firstAt = offset;
    scripts.push(src);
    return '';
  });
  if (scripts.length === 0) return { html, scripts };
  // Nothing before the first removed tag changed, so its offset is the same in `moved`.
  const withLoader = `${moved.slice(0, firstAt)}<script id="${LOADER_ID}">${loaderScript(scripts)}</script>${moved.slice(firstAt)}`;
  // Next preloads some chunks; a download that competes with the page's own HTML, CSS and fonts
  // is what the move is meant to avoid, so those preloads go too.
  const started = new Set(scripts);
  const result = withLoader.replace(/<link\b([^>]*)\/?>/gi, (tag: string, attributes: string) =>
    attribute(attributes, 'rel')?.[1] === 'preload' && started.has(attribute(attributes, 'href')?.[1] ?? '') ? '' : tag,
  );
  return { html: result, scripts };
}

/** The chunks a page's loader starts after its first paint (none for a page without one). */
export function chunksAfterPaint(html: string): string[] {
  const loader = new RegExp(`<script id="${LOADER_ID}">[\\s\\S]*?\\}\\)\\((\\[[^\\]]*\\])\\)</script>`).exec(html);
  return loader?.[1] ? (JSON.parse(loader[1]) as string[]) : [];
}
