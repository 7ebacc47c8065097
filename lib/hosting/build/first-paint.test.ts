import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  chunkEdits,
  chunksAfterPaint,
  chunkScripts as scriptsOf,
  LOADER_ID,
  loaderScript,
  SAFETY_MS,
  type ChunkScript,
} from './first-paint';
import { applyEdits, scanPage } from './page-scan';

/** The move on its own, read and spliced as the build does it. */
function paintBeforeScripts(html: string, integrities?: ReadonlyMap<string, string>) {
  const move = chunkEdits(scanPage(html), integrities);
  return { html: applyEdits(html, move.edits), scripts: move.scripts };
}
const chunkScripts = (html: string) => scriptsOf(scanPage(html));

const page = [
  '<html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/nav.js"/>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/app.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="/_next/static/chunks/nav.js" async=""></script>',
  '<script>document.documentElement.dataset.x="1"</script>',
  '</head><body><p>Text</p><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

type Entry = { name: string };

/** Runs the loader against a minimal browser, which reports paints when the test says so. */
function runLoader(sources: readonly ChunkScript[], { hidden = false, paintTiming = true } = {}) {
  const appended: Record<string, unknown>[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const observers: {
    callback: (list: { getEntriesByName: (name: string) => Entry[] }, observer: { disconnect: () => void }) => void;
    connected: boolean;
  }[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
    record: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.record = { callback, connected: false };
      observers.push(this.record);
    }
    observe() {
      this.record.connected = true;
    }
  }
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (element: Record<string, unknown>) => appended.push({ ...element }) },
  };
  const window = { PerformanceObserver: FakeObserver };
  runInNewContext(loaderScript(sources), {
    document,
    window,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms = 0) => timers.push({ callback, ms }),
  });
  const paint = (name: string) => {
    for (const observer of observers.filter((o) => o.connected))
      observer.callback(
        { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
        { disconnect: () => (observer.connected = false) },
      );
  };
  const runTimers = (filter: (ms: number) => boolean) =>
    timers.splice(0).forEach((timer) => (filter(timer.ms) ? timer.callback() : timers.push(timer)));
  return { appended, frames, timers, paint, runTimers };
}

describe('paintBeforeScripts', () => {
  const { html, scripts } = paintBeforeScripts(page);

  it('takes every async chunk script out of the markup, in page order', () => {
    expect(scripts).toEqual([
      { src: '/_next/static/chunks/runtime.js' },
      { src: '/_next/static/chunks/app.js' },
      { src: '/_next/static/chunks/nav.js' },
    ]);
    expect(chunkScripts(page)).toEqual(scripts);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
  });

  it('leaves nomodule polyfills and inline scripts where they were', () => {
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('document.documentElement.dataset.x="1"');
    expect(html).toContain('self.__next_f');
  });

  it("fetches no chunk before the paint: Next's own preloads of them go too", () => {
    expect(html).not.toMatch(/<link[^>]*as="script"/i);
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
  });

  it('names the chunks it starts, for the page-weight count', () => {
    expect(chunksAfterPaint(html)).toEqual(scripts.map((script) => script.src));
    expect(chunksAfterPaint(page)).toEqual([]);
  });

  it('puts the loader in the head, where the first chunk was', () => {
    const loaderAt = html.indexOf(loaderScript(scripts));
    expect(loaderAt).toBeGreaterThan(html.indexOf('a.css'));
    expect(loaderAt).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves a page without chunk scripts unchanged', () => {
    const plain = '<html><head><script>1</script></head><body></body></html>';
    expect(paintBeforeScripts(plain)).toEqual({ html: plain, scripts: [] });
  });
});

describe('the loader', () => {
  const sources: ChunkScript[] = [{ src: '/a.js' }, { src: '/b.js' }];
  const added = [
    { src: '/a.js', async: true },
    { src: '/b.js', async: true },
  ];

  it('adds the scripts, in order and async, only once the first contentful paint is reported', () => {
    const { appended, paint, runTimers } = runLoader(sources);
    runTimers((ms) => ms < SAFETY_MS);
    expect(appended).toEqual([]);
    paint('first-paint');
    runTimers((ms) => ms < SAFETY_MS);
    expect(appended).toEqual([]);
    paint('first-contentful-paint');
    runTimers((ms) => ms < SAFETY_MS);
    expect(appended).toEqual(added);
  });

  it('adds them once, even when the safety timer fires after the paint', () => {
    const { appended, paint, runTimers } = runLoader(sources);
    paint('first-contentful-paint');
    runTimers(() => true);
    runTimers(() => true);
    expect(appended).toEqual(added);
  });

  it('still starts them when no paint is ever reported', () => {
    const { appended, runTimers } = runLoader(sources);
    runTimers((ms) => ms === SAFETY_MS);
    expect(appended).toEqual(added);
  });

  it('waits for the first frame where paint timing is missing', () => {
    const { appended, frames, runTimers } = runLoader(sources, { paintTiming: false });
    runTimers(() => true);
    expect(appended).toEqual([]);
    frames.forEach((frame) => frame());
    runTimers(() => true);
    expect(appended).toEqual(added);
  });

  it('starts them at once in a hidden tab, which never paints', () => {
    const { appended, frames, timers } = runLoader(sources, { hidden: true });
    expect(frames).toEqual([]);
    expect(timers).toEqual([]);
    expect(appended.map((script) => script.src)).toEqual(sources.map((script) => script.src));
  });
});

/** The JSON list a loader starts, read back from its text. */
const loaderPayload = (html: string) => {
  const text = new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1] ?? '';
  return JSON.parse(text.slice(text.lastIndexOf('})(') + 3, -1)) as unknown;
};

describe('with subresource integrity (experimental.sri)', () => {
  // As Next writes it with sri and crossOrigin set: React puts nonce, integrity and crossorigin between src and async.
  const sriPage = [
    '<html><head><meta charSet="utf-8"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js" integrity="sha384-UlVOVElNRQ=="/>',
    '<script src="/_next/static/chunks/runtime.js" nonce="n0nce" integrity="sha384-UlVOVElNRQ==" crossorigin="" async=""></script>',
    '<script src="/_next/static/chunks/app.js" integrity="sha384-QVBQ" crossorigin="use-credentials" async=""></script>',
    '<script src="/_next/static/chunks/page.js?v=1&amp;w=2" async=""></script>',
    '<script src="/_next/static/chunks/polyfills.js" integrity="sha384-UE9MWQ==" noModule=""></script>',
    '</head><body><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
  ].join('');
  const expected = [
    { src: '/_next/static/chunks/runtime.js', integrity: 'sha384-UlVOVElNRQ==', crossOrigin: '' },
    { src: '/_next/static/chunks/app.js', integrity: 'sha384-QVBQ', crossOrigin: 'use-credentials' },
    { src: '/_next/static/chunks/page.js?v=1&w=2' },
  ];

  it('lists each chunk with its integrity and crossorigin, in page order, attribute references decoded', () => {
    expect(chunkScripts(sriPage)).toEqual(expected);
  });

  it('writes them into the loader, and drops no nomodule polyfill or its integrity', () => {
    const { html, scripts } = paintBeforeScripts(sriPage);
    expect(scripts).toEqual(expected);
    expect(loaderPayload(html)).toEqual(expected);
    expect(chunksAfterPaint(html)).toEqual(expected.map((script) => script.src));
    expect(html).not.toContain('<link rel="preload"');
    expect(html).not.toContain('n0nce');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" integrity="sha384-UE9MWQ==" noModule=""></script>');
  });

  it('has the browser create each script with the same integrity and crossOrigin', () => {
    const { appended, paint, runTimers } = runLoader(paintBeforeScripts(sriPage).scripts);
    paint('first-contentful-paint');
    runTimers(() => true);
    expect(appended).toEqual([
      { src: '/_next/static/chunks/runtime.js', async: true, integrity: 'sha384-UlVOVElNRQ==', crossOrigin: '' },
      { src: '/_next/static/chunks/app.js', async: true, integrity: 'sha384-QVBQ', crossOrigin: 'use-credentials' },
      { src: '/_next/static/chunks/page.js?v=1&w=2', async: true },
    ]);
  });

  it('writes the integrity values the build recomputed, only where the page checks one', () => {
    const integrities = new Map([
      ['/_next/static/chunks/app.js', 'sha384-TkVX'],
      ['/_next/static/chunks/page.js?v=1&w=2', 'sha384-Tk9ORQ=='],
    ]);
    const { html } = paintBeforeScripts(sriPage, integrities);
    expect(chunkScripts(html)).toEqual([expected[0], { ...expected[1], integrity: 'sha384-TkVX' }, expected[2]]);
  });

  it('keeps the page as it is when the build runs again, and still takes new integrity values', () => {
    const once = paintBeforeScripts(sriPage).html;
    expect(paintBeforeScripts(once).html).toBe(once);
    const again = paintBeforeScripts(once, new Map([['/_next/static/chunks/runtime.js', 'sha384-QUdBSU4=']])).html;
    expect(chunkScripts(again)[0]).toEqual({ ...expected[0], integrity: 'sha384-QUdBSU4=' });
    expect(again.match(new RegExp(LOADER_ID, 'g'))).toHaveLength(1);
  });

  it('fails when another tag still checks a changed chunk against its old value', () => {
    const preloadOnly = sriPage.replace(
      '</head>',
      '<link rel="modulepreload" href="/_next/static/chunks/lazy.js" integrity="sha384-T0xE"/></head>',
    );
    expect(() => paintBeforeScripts(preloadOnly, new Map([['/_next/static/chunks/lazy.js', 'sha384-TkVX']]))).toThrow(
      /lazy\.js against sha384-T0xE, but the build changed the file/,
    );
  });

  it('keeps any value out of the loader that could end its element', () => {
    const text = loaderScript([{ src: '/a.js?</script><script>alert(1)//', integrity: 'sha256-x' }]);
    expect(text).not.toMatch(/<\//);
    expect(chunksAfterPaint(`<script id="${LOADER_ID}">${text}</script>`)).toEqual(['/a.js?</script><script>alert(1)//']);
  });
});

describe('when Next changes the shape the move relies on', () => {
  const bootstrap = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
  const nextPage = (head: string) => `<html><head><meta charSet="utf-8"/>${head}</head><body>${bootstrap}</body></html>`;

  it('fails on a page that boots Next but has no async chunk script to move', () => {
    expect(() => paintBeforeScripts(nextPage(''))).toThrow(/boots Next \(self\.__next_f\) but has no <script src async> chunk/);
    expect(() => chunkScripts(nextPage(''))).toThrow(/self\.__next_f/);
  });

  it('fails when a chunk script is left in the page, deferred, a module, or with content', () => {
    const async = '<script src="/_next/static/chunks/a.js" async=""></script>';
    for (const left of [
      '<script src="/_next/static/chunks/b.js" defer=""></script>',
      '<script type="module" src="/base/_next/static/chunks/b.js"></script>',
      '<script src="/_next/static/chunks/b.js" async="">/* b */</script>',
    ])
      expect(() => paintBeforeScripts(nextPage(async + left)), left).toThrow(/b\.js.* is still in the page after the chunks moved/);
  });

  it('fails on a chunk tag with an attribute the loader would drop', () => {
    expect(() => paintBeforeScripts(nextPage('<script src="/_next/static/chunks/a.js" async="" type="module"></script>'))).toThrow(
      /has type, which the after-paint loader would drop/,
    );
    expect(() => chunkScripts(nextPage('<script src="/_next/static/chunks/a.js" id="_R_" fetchpriority="low" async=""></script>'))).toThrow(
      /has id, fetchpriority/,
    );
  });

  it('fails on a loader it did not write', () => {
    const foreign = nextPage(`<script id="${LOADER_ID}">load(["/a.js"])</script>`);
    expect(() => chunksAfterPaint(foreign)).toThrow(/not the loader/);
    expect(() => paintBeforeScripts(foreign)).toThrow(/not the loader/);
  });

  it('leaves pages that do not boot Next alone', () => {
    const plain = '<html><head><script src="/_next/static/chunks/legacy.js" noModule=""></script></head><body></body></html>';
    expect(paintBeforeScripts(plain)).toEqual({ html: plain, scripts: [] });
  });
});
