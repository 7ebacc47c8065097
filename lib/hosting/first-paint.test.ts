import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loaderScript, paintBeforeScripts } from './first-paint';

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

/** Runs the loader against a minimal document and reports what it appended, frame by frame. */
function runLoader(sources: string[], visibilityState: 'visible' | 'hidden') {
  const appended: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState,
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (element: { src: string; async: boolean }) => appended.push({ ...element }) },
  };
  runInNewContext(loaderScript(sources), {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  return { appended, frames, timers };
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

  it('still fetches each chunk at once, with one low-priority preload per chunk', () => {
    const preloads = [...html.matchAll(/<link rel="preload" as="script"[^>]*href="([^"]+)"/gi)].map((m) => m[1]);
    expect(preloads.sort()).toEqual(['/_next/static/chunks/app.js', '/_next/static/chunks/nav.js', '/_next/static/chunks/runtime.js']);
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

  it('adds nothing before the first frame has been painted', () => {
    const { appended, frames, timers } = runLoader(sources, 'visible');
    expect(appended).toEqual([]);
    frames.forEach((frame) => frame());
    expect(appended).toEqual([]);
    timers.forEach((timer) => timer());
    expect(appended).toEqual([
      { src: '/a.js', async: true },
      { src: '/b.js', async: true },
    ]);
  });

  it('starts the scripts at once in a hidden tab, which never paints', () => {
    const { appended, frames } = runLoader(sources, 'hidden');
    expect(frames).toEqual([]);
    expect(appended.map((script) => script.src)).toEqual(sources);
  });
});
