/**
 * Next puts the App Router's chunks in the page as `async` scripts. When they arrive before the
 * browser has painted (from the cache, or on a fast connection), their evaluation and the
 * hydration that follows run first, and the page stays blank for that long: on a slow phone,
 * hundreds of milliseconds of a page whose HTML and CSS were already there.
 *
 * `paintBeforeScripts` rewrites an exported page so the chunks start right after the first paint
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
import { inlineScripts } from './csp';

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

/** An empty script element, as Next writes its chunks: `<script src="…" async=""></script>`. */
const emptyScript = /<script\b([^>]*)>\s*<\/script\s*>/gi;
const attributePattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** The character references React writes in attribute values. */
const references: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };

/** A tag's attributes by lowercase name, values decoded; the first of duplicates wins, as in a browser. */
function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(attributePattern)) {
    const name = (match[1] ?? '').toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (!attributes.has(name))
      attributes.set(
        name,
        value.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (all, ref: string) => references[ref] ?? all),
      );
  }
  return attributes;
}

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
const loaderElement = new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`);

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

/** Where a page's loader is and what it starts; null without one. Throws on a loader this module did not write. */
function findLoader(html: string): { at: number; end: number; scripts: ChunkScript[] } | null {
  const match = loaderElement.exec(html);
  if (!match) return null;
  const text = match[1] ?? '';
  const payload = text.startsWith(LOADER_BODY) && text.endsWith(')') ? parseJson(text.slice(LOADER_BODY.length, -1)) : null;
  if (!Array.isArray(payload) || !payload.every(isChunkScript))
    throw new Error(`the #${LOADER_ID} script is not the loader lib/tooling/hosting/first-paint.ts writes`);
  return { at: match.index, end: match.index + match[0].length, scripts: payload };
}

/**
 * The page's chunk tags, where they are and what they carry. Throws on a chunk tag with an
 * attribute the loader could not carry, so a new one is never silently dropped.
 */
function chunkTags(html: string): { at: number; end: number; script: ChunkScript }[] {
  const tags: { at: number; end: number; script: ChunkScript }[] = [];
  for (const match of html.matchAll(emptyScript)) {
    const attributes = attributesOf(match[1] ?? '');
    const src = attributes.get('src');
    if (!src || !attributes.has('async') || attributes.has('nomodule')) continue;
    const unknown = [...attributes.keys()].filter((name) => !KNOWN_ATTRIBUTES.has(name));
    if (unknown.length > 0)
      throw new Error(
        `the chunk script ${match[0]} has ${unknown.join(', ')}, which the after-paint loader would drop: teach lib/tooling/hosting/first-paint.ts to carry it`,
      );
    const script = chunkScript(src, attributes.get('integrity'), attributes.get('crossorigin'));
    tags.push({ at: match.index, end: match.index + match[0].length, script });
  }
  return tags;
}

/** Whether the page boots Next's App Router, which needs its chunks. */
const bootsNext = (html: string) => inlineScripts(html).some((script) => script.includes('self.__next_f'));

/**
 * A page's chunks and the page without them; `at` is where the first one was, where the loader
 * goes. On a page this step already rewrote (the build ran twice), the loader's list. Null for a
 * page without chunks that needs none.
 */
function takeChunks(html: string): { scripts: ChunkScript[]; rest: string; at: number } | null {
  const tags = chunkTags(html);
  const loader = findLoader(html);
  if (loader) {
    if (tags.length > 0) throw new Error(`the page has both the #${LOADER_ID} loader and chunk scripts (${tags[0]?.script.src})`);
    return { scripts: loader.scripts, rest: html.slice(0, loader.at) + html.slice(loader.end), at: loader.at };
  }
  const first = tags[0];
  if (first === undefined) {
    if (bootsNext(html))
      throw new Error(
        'the page boots Next (self.__next_f) but has no <script src async> chunk to start after the first paint: Next changed how it writes its chunks, and lib/tooling/hosting/first-paint.ts must learn the new shape',
      );
    return null;
  }
  const kept = tags.map((tag, i) => html.slice(tag.end, tags[i + 1]?.at ?? html.length));
  return { scripts: tags.map((tag) => tag.script), rest: html.slice(0, first.at) + kept.join(''), at: first.at };
}

/**
 * The chunk scripts a page starts with, in page order, with the attributes the loader carries:
 * read before the page is rewritten, so the build can hint those chunks and recompute their
 * integrity first (lib/tooling/cli/harden.ts). Throws where `paintBeforeScripts` would.
 */
export function chunkScripts(html: string): ChunkScript[] {
  return takeChunks(html)?.scripts ?? [];
}

/**
 * Throws when the rewritten page still loads a chunk the old way (a chunk script that is not
 * `nomodule`), or checks a file against an integrity value `integrities` replaced.
 */
function assertRewritten(html: string, integrities: ReadonlyMap<string, string>): void {
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const isScript = (match[1] ?? '').toLowerCase() === 'script';
    const attributes = attributesOf(match[2] ?? '');
    const url = attributes.get(isScript ? 'src' : 'href');
    if (url === undefined) continue;
    if (isScript && isChunkUrl(url) && !attributes.has('nomodule'))
      throw new Error(
        `${match[0]} is still in the page after the chunks moved behind the first paint: Next changed how it writes chunk scripts (defer? type="module"?), and lib/tooling/hosting/first-paint.ts must learn the new shape`,
      );
    const integrity = attributes.get('integrity');
    const current = integrities.get(url);
    if (integrity && current !== undefined && integrity !== current)
      throw new Error(`${match[0]} checks ${url} against ${integrity}, but the build changed the file (it is now ${current})`);
  }
}

export interface PaintFirstResult {
  html: string;
  /** The chunks that now start after the first paint, in page order, as the loader adds them. */
  scripts: ChunkScript[];
}

/**
 * Moves the page's async chunk scripts behind its first paint (see the module comment).
 * `integrities` maps a chunk URL to the integrity value the build recomputed after changing the
 * file; a script with an integrity attribute gets that value in the loader, the others keep theirs.
 * Throws, before anything ships, when the page's markup is not the shape the move relies on.
 */
export function paintBeforeScripts(html: string, integrities: ReadonlyMap<string, string> = new Map()): PaintFirstResult {
  const taken = takeChunks(html);
  if (taken === null) {
    assertRewritten(html, integrities);
    return { html, scripts: [] };
  }
  const scripts = taken.scripts.map((script) => {
    const integrity = integrities.get(script.src);
    return script.integrity && integrity ? { ...script, integrity } : script;
  });
  const withLoader = `${taken.rest.slice(0, taken.at)}<script id="${LOADER_ID}">${loaderScript(scripts)}</script>${taken.rest.slice(taken.at)}`;
  // Next preloads some chunks; a download that competes with the page's own HTML, CSS and fonts
  // is what the move is meant to avoid, so those preloads go too.
  const started = new Set(scripts.map((script) => script.src));
  const result = withLoader.replace(/<link\b([^>]*)>/gi, (tag: string, text: string) => {
    const attributes = attributesOf(text);
    return attributes.get('rel') === 'preload' && started.has(attributes.get('href') ?? '') ? '' : tag;
  });
  assertRewritten(result, integrities);
  return { html: result, scripts };
}

/** The chunk URLs a page's loader starts after its first paint (none for a page without one). */
export function chunksAfterPaint(html: string): string[] {
  return (findLoader(html)?.scripts ?? []).map((script) => script.src);
}
