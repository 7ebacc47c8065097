import { describe, expect, it } from 'vitest';
import { openPage, setupBrowser } from './harness';

const browser = setupBrowser();

/**
 * A browser paints what it has parsed so far. Columns that come after the text in the HTML (the
 * docs TOC, the blog aside, the stand-alone pages' TOC) must not move or resize the text when
 * they arrive, or the page jumps while it loads (a layout shift).
 */
const cases = [
  { url: '/docs/tutorials/ticks', text: '.docs-content', late: /<div class="docs-toc-container">[\s\S]*?<\/nav><\/div>/ },
  { url: '/blog/release-0.5.0', text: '.blog-main', late: /<div class="blog-aside">[\s\S]*?<\/nav><\/div>/ },
  { url: '/themes', text: '.standalone-page__main', late: /<div class="standalone-page__toc">[\s\S]*?<\/nav><\/div>/ },
] as const;

describe('text columns while a page loads', () => {
  for (const { url, text, late } of cases) {
    for (const width of [1350, 1100]) {
      it(`${url} at ${width} px keeps its text in place before the column after it is parsed`, async () => {
        const { context, page } = await openPage(browser(), { javaScriptEnabled: false, viewport: { width, height: 800 } });
        const box = async () => page.locator(text).first().boundingBox();
        await page.goto(url);
        const whole = await box();
        // The same page as painted before its late column has been parsed.
        await page.route(`**${url}`, async (route) => {
          const response = await route.fetch();
          const html = await response.text();
          expect(html).toMatch(late);
          await route.fulfill({ response, body: html.replace(late, '') });
        });
        await page.goto(url);
        expect(await box()).toEqual(whole);
        await context.close();
      });
    }
  }
});

describe('the first paint', () => {
  it('is not held back by the framework scripts: they start once it is on screen, and the page hydrates', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.addInitScript(() => {
      const record = { chunks: [] as number[], sources: [] as string[] };
      (window as unknown as { __record: typeof record }).__record = record;
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          for (const node of mutation.addedNodes)
            // nomodule polyfills stay in the HTML; current browsers never run them.
            if (node instanceof HTMLScriptElement && node.src.includes('/_next/static/chunks/') && !node.noModule) {
              record.chunks.push(performance.now());
              record.sources.push(node.src);
            }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/docs/intro');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const { paint, chunks, sources } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      ...(window as unknown as { __record: { chunks: number[]; sources: string[] } }).__record,
    }));
    // The parser met no chunk script: every one was added by the loader, after the first paint.
    expect(chunks.length).toBeGreaterThan(3);
    for (const time of chunks) expect(time).toBeGreaterThan(paint);
    // Each asks V8 to compile it while it downloads, not function by function in the boot task.
    for (const src of sources) expect((await (await page.request.get(src)).text()).split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
