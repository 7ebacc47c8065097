import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, setupBrowser } from './harness';

const browser = setupBrowser();
const isPrefetch = (url: string) =>
  /\.txt(\?|$)/.test(new URL(url).pathname + new URL(url).search) || new URL(url).search.includes('_rsc=');

describe('link prefetching', () => {
  it('prefetches linked pages on an ordinary connection', async () => {
    const { context, page } = await openPage(browser());
    const prefetches: string[] = [];
    page.on('request', (request) => {
      if (isPrefetch(request.url())) prefetches.push(request.url());
    });
    await gotoHydrated(page, '/docs/intro');
    await page.waitForLoadState('networkidle');
    expect(prefetches.length).toBeGreaterThan(0);
    await context.close();
  });

  it('does not prefetch when the visitor saves data', async () => {
    const { context, page } = await openPage(browser());
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true });
    });
    const prefetches: string[] = [];
    page.on('request', (request) => {
      if (isPrefetch(request.url())) prefetches.push(request.url());
    });
    await gotoHydrated(page, '/docs/intro');
    await page.waitForLoadState('networkidle');
    expect(prefetches).toEqual([]);
    await context.close();
  });
});

describe('a code chunk that fails to load', () => {
  it('logs a warning and reloads the window', async () => {
    const { context, page } = await openPage(browser());
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await gotoHydrated(page, '/docs/intro');
    // From now on every new script chunk fails, like after a deployment removed old chunks.
    await context.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await page.keyboard.press('Control+k');
    await reloaded;
    expect(warnings.some((w) => w.includes('failed to load; reloading'))).toBe(true);
    await context.close();
  });
});
