/**
 * Next puts the App Router's chunks in the page as `async` scripts. When they arrive before the
 * browser has painted (from the cache, or on a fast connection), their evaluation and the
 * hydration that follows run first, and the page stays blank for that long: on a slow phone,
 * hundreds of milliseconds of a page whose HTML and CSS were already there.
 *
 * `chunkEdits` rewrites an exported page so the chunks start right after the first paint
 * instead: a small inline script adds the same scripts, in the same order and still `async`, once
 * the page is on screen. They are not preloaded: on a slow connection their 140 KB would share the
 * line with the HTML, CSS and fonts the first paint waits for.
 * `nomodule` polyfills are left alone (current browsers skip them).
 * Measured at 8x CPU slowdown (Lighthouse's mobile model, medians of three, November 2026), it
 * brings LCP forward by 0.5 to 0.8 s on /, /docs/intro, /docs/reference/plot and /themes, and
 * takes 137 ms (/docs/intro) and 159 ms (/themes) off total blocking time: it stays.
 *
 * Subresource integrity: with `experimental.sri` Next writes `integrity` (and, with `crossOrigin`
 * set, `crossorigin`) on the chunk tags. The loader recreates each script with those values, so
 * the browser checks exactly what it would have checked; where the build changed a chunk after
 * Next hashed it (compile-hints.ts), the page gets the recomputed value instead of Next's.
 *
 * The rewrite relies on how Next writes chunks: empty `<script src async>` elements with
 * attributes the loader knows. It throws when that stops being so (a Next page without such a
 * chunk, a chunk script still in the page afterwards, an attribute the loader would drop), so a
 * Next upgrade that changes the shape fails the build instead of shipping pages that load wrong.
 */
import { type Edit, inlineScriptTexts, type PageScan, scanPage, type ScriptElement, type Tag } from './page-scan';

/** A chunk script as the loader recreates it: the attributes of Next's tag that the browser acts on. */
export interface ChunkScript {
  src: string;
  /** The SRI value the browser checks the file against. */
  integrity?: string;
  /** The `crossorigin` attribute's value ('' is anonymous). */
  crossOrigin?: string;
}

/** A chunk script record without empty fields: an empty integrity means none; '' crossOrigin is anonymous. */
function chunkScript(src: string, integrity: string | undefined, crossOrigin: string | undefined): ChunkScript {
  return { src, ...(integrity ? { integrity } : {}), ...(crossOrigin === undefined ? {} : { crossOrigin }) };
}

/**
 * The attributes a chunk tag may have. `async` is what the loader sets anyway, and a `nonce` only
 * matters to a nonce-based policy: the site's allows the origin's scripts (csp.ts), so the
 * recreated scripts need none. `nomodule` tags are not moved. Anything else throws.
 */
const KNOWN_ATTRIBUTES: ReadonlySet<string> = new Set(['src', 'async', 'integrity', 'crossorigin', 'nonce', 'nomodule']);

/** Whether a URL is one of Next's chunks (with or without a base path or asset prefix). */
const isChunkUrl = (url: string) => /\/_next\/static\/chunks\//.test(url);

/**
 * The inline loader. It starts the scripts once the browser reports the first contentful paint
 * (the paint is on screen by then, not only drawn), or after the first frame where paint timing
 * is missing. A hidden tab never paints, so it starts them at once; and a page that somehow
 * reports no paint still starts them after `SAFETY_MS`.
 * A string, not a serialised function: the build's TypeScript runner renames nested functions
 * through a helper that would not exist in the browser.
 */
export const SAFETY_MS = 3000;

/** The loader up to its argument, the list of scripts: `${LOADER_BODY}[…])`. */
const LOADER_BODY = [
  `(function(s){var started=false;`,
  `function go(){if(started)return;started=true;s.forEach(function(c){var e=document.createElement('script');`,
  `if(c.integrity)e.integrity=c.integrity;if(c.crossOrigin!=null)e.crossOrigin=c.crossOrigin;`,
  `e.src=c.src;e.async=true;document.head.appendChild(e);});}`,
  `if(document.visibilityState==='hidden')return go();`,
  `var P=window.PerformanceObserver;`,
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){`,
  `new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(go,0);}}).observe({type:'paint',buffered:true});`,
  `setTimeout(go,${SAFETY_MS});`,
  `}else requestAnimationFrame(function(){setTimeout(go,0);});`,
  `})(`,
].join('');

/**
 * The loader for `scripts`, in order, each written as `{src, integrity?, crossOrigin?}`; `<` is
 * escaped so no value can end the element.
 */
export function loaderScript(scripts: readonly ChunkScript[]): string {
  const entries = scripts.map(({ src, integrity, crossOrigin }) => chunkScript(src, integrity, crossOrigin));
  return `${LOADER_BODY}${JSON.stringify(entries).replace(/</g, '\\u003c')})`;
}

/** The loader's element id: lib/tooling/bench/page-weight.ts reads the chunks it starts. */
export const LOADER_ID = 'chunks-after-paint';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isChunkScript(value: unknown): value is ChunkScript {
  if (typeof value !== 'object' || value === null) return false;
  const { src, integrity, crossOrigin } = value as Record<string, unknown>;
  return (
    typeof src === 'string' && ['undefined', 'string'].includes(typeof integrity) && ['undefined', 'string'].includes(typeof crossOrigin)
  );
}

/** A page's loader and what it starts; null without one. Throws on a loader this module did not write. */
function findLoader(scan: PageScan): { element: ScriptElement; scripts: ChunkScript[] } | null {
  const element = scan.scripts.find((script) => script.attributes.id === LOADER_ID);
  if (!element) return null;
  const { text } = element;
  const payload = text.startsWith(LOADER_BODY) && text.endsWith(')') ? parseJson(text.slice(LOADER_BODY.length, -1)) : null;
  if (!Array.isArray(payload) || !payload.every(isChunkScript))
    throw new Error(`the #${LOADER_ID} script is not the loader lib/hosting/build/first-paint.ts writes`);
  return { element, scripts: payload };
}

const tagText = (scan: PageScan, tag: Tag) => scan.html.slice(tag.start, tag.end);

/**
 * The page's chunk scripts as Next writes them: empty `<script src async>` elements, not
 * `nomodule`. Throws on one with an attribute the loader could not carry, so a new one is never
 * silently dropped.
 */
function chunkElements(scan: PageScan): { element: ScriptElement; script: ChunkScript }[] {
  return scan.scripts.flatMap((element) => {
    const { attributes } = element;
    if (!attributes.src || !('async' in attributes) || 'nomodule' in attributes || !/^\s*$/.test(element.text)) return [];
    const unknown = Object.keys(attributes).filter((name) => !KNOWN_ATTRIBUTES.has(name));
    if (unknown.length > 0)
      throw new Error(
        `the chunk script ${scan.html.slice(element.start, element.elementEnd)} has ${unknown.join(', ')}, which the after-paint loader would drop: teach lib/hosting/build/first-paint.ts to carry it`,
      );
    return [{ element, script: chunkScript(attributes.src, attributes.integrity, attributes.crossorigin) }];
  });
}

/** Whether the page boots Next's App Router, which needs its chunks. */
const bootsNext = (scan: PageScan) => inlineScriptTexts(scan).some((text) => text.includes('self.__next_f'));

/**
 * A page's chunks and the elements that carry them: Next's chunk scripts or, on a page this step
 * already rewrote (the build ran twice), the loader. Null for a page without chunks that needs none.
 */
function takeChunks(scan: PageScan): { scripts: ChunkScript[]; elements: ScriptElement[] } | null {
  const tags = chunkElements(scan);
  const loader = findLoader(scan);
  if (loader) {
    if (tags.length > 0) throw new Error(`the page has both the #${LOADER_ID} loader and chunk scripts (${tags[0]?.script.src})`);
    return { scripts: loader.scripts, elements: [loader.element] };
  }
  if (tags.length === 0) {
    if (bootsNext(scan))
      throw new Error(
        'the page boots Next (self.__next_f) but has no <script src async> chunk to start after the first paint: Next changed how it writes its chunks, and lib/hosting/build/first-paint.ts must learn the new shape',
      );
    return null;
  }
  return { scripts: tags.map((tag) => tag.script), elements: tags.map((tag) => tag.element) };
}

/**
 * The chunk scripts a page starts with, in page order, with the attributes the loader carries:
 * read before the page is rewritten, so the build can hint those chunks and recompute their
 * integrity first (lib/tooling/cli/finish-export.ts). Throws where `chunkEdits` would.
 */
export function chunkScripts(scan: PageScan): ChunkScript[] {
  return takeChunks(scan)?.scripts ?? [];
}

/**
 * Throws when a script or link the move leaves in the page still loads a chunk the old way (a
 * chunk script that is not `nomodule`), or checks a file against an integrity value
 * `integrities` replaced.
 */
function assertRewritten(scan: PageScan, removed: ReadonlySet<Tag>, integrities: ReadonlyMap<string, string>): void {
  const tags: Tag[] = [...scan.scripts, ...scan.links].filter((tag) => !removed.has(tag)).sort((a, b) => a.start - b.start);
  for (const tag of tags) {
    const isScript = tag.name === 'script';
    const url = tag.attributes[isScript ? 'src' : 'href'];
    if (url === undefined) continue;
    if (isScript && isChunkUrl(url) && !('nomodule' in tag.attributes))
      throw new Error(
        `${tagText(scan, tag)} is still in the page after the chunks moved behind the first paint: Next changed how it writes chunk scripts (defer? type="module"?), and lib/hosting/build/first-paint.ts must learn the new shape`,
      );
    const integrity = tag.attributes.integrity;
    const current = integrities.get(url);
    if (integrity && current !== undefined && integrity !== current)
      throw new Error(`${tagText(scan, tag)} checks ${url} against ${integrity}, but the build changed the file (it is now ${current})`);
  }
}

export interface ChunkMove {
  /** The edits: the loader where the first chunk was, the other chunks and their preloads gone. */
  edits: Edit[];
  /** The chunks that now start after the first paint, in page order, as the loader adds them. */
  scripts: ChunkScript[];
  /** The loader's text and where it goes; null for a page without chunks. */
  loader: { at: number; text: string } | null;
  /** The elements the edits take out (an earlier loader among them). */
  removed: ReadonlySet<Tag>;
}

/**
 * Moves the page's async chunk scripts behind its first paint (see the module comment).
 * `integrities` maps a chunk URL to the integrity value the build recomputed after changing the
 * file; a script with an integrity attribute gets that value in the loader, the others keep theirs.
 * Throws, before anything ships, when the page's markup is not the shape the move relies on.
 */
export function chunkEdits(scan: PageScan, integrities: ReadonlyMap<string, string> = new Map()): ChunkMove {
  const taken = takeChunks(scan);
  if (taken === null) {
    assertRewritten(scan, new Set(), integrities);
    return { edits: [], scripts: [], loader: null, removed: new Set() };
  }
  const scripts = taken.scripts.map((script) => {
    const integrity = integrities.get(script.src);
    return script.integrity && integrity ? { ...script, integrity } : script;
  });
  const [first, ...others] = taken.elements;
  if (first === undefined) throw new Error('no chunk element to put the loader in place of');
  const text = loaderScript(scripts);
  // Next preloads some chunks; a download that competes with the page's own HTML, CSS and fonts
  // is what the move is meant to avoid, so those preloads go too.
  const started = new Set(scripts.map((script) => script.src));
  const preloads = scan.links.filter((link) => link.attributes.rel === 'preload' && started.has(link.attributes.href ?? ''));
  const removed = new Set<Tag>([...taken.elements, ...preloads]);
  assertRewritten(scan, removed, integrities);
  return {
    edits: [
      { start: first.start, end: first.elementEnd, text: `<script id="${LOADER_ID}">${text}</script>` },
      ...others.map((element) => ({ start: element.start, end: element.elementEnd, text: '' })),
      ...preloads.map((link) => ({ start: link.start, end: link.end, text: '' })),
    ],
    scripts,
    loader: { at: first.start, text },
    removed,
  };
}

/** The chunk URLs a page's loader starts after its first paint (none for a page without one). */
export function chunksAfterPaint(html: string): string[] {
  return (findLoader(scanPage(html))?.scripts ?? []).map((script) => script.src);
}
