import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { chunksAfterPaint, loaderScript, paintBeforeScripts, SAFETY_MS } from './first-paint';

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
function runLoader(sources: string[], { hidden = false, paintTiming = true } = {}) {
  const appended: { src: string; async: boolean }[] = [];
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
    head: { appendChild: (element: { src: string; async: boolean }) => appended.push({ ...element }) },
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
    expect(scripts).toEqual(['/_next/static/chunks/runtime.js', '/_next/static/chunks/app.js', '/_next/static/chunks/nav.js']);
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
    expect(chunksAfterPaint(html)).toEqual(scripts);
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
  const sources = ['/a.js', '/b.js'];
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
    expect(appended.map((script) => script.src)).toEqual(sources);
  });
});
