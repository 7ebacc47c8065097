import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, setupBrowser } from './harness';

const browser = setupBrowser();
const isPrefetch = (url: string) =>
  /\.txt(\?|$)/.test(new URL(url).pathname + new URL(url).search) || new URL(url).search.includes('_rsc=');

describe('link prefetching', () => {
  it('prefetches a page when the visitor points at its link, not before', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    const prefetches: string[] = [];
    page.on('request', (request) => {
      if (isPrefetch(request.url())) prefetches.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, '/docs/intro');
    await page.waitForLoadState('networkidle');
    // Nothing is fetched for the dozens of links in view: phones keep their data.
    expect(prefetches).toEqual([]);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Quickstart' }).hover();
    await expect.poll(() => prefetches.some((path) => path.startsWith('/docs/quickstart'))).toBe(true);
    await context.close();
  });

  it('navigates on the client: the page is not reloaded and the new one is shown', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, '/docs/intro');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Quickstart' }).click();
    await page.waitForURL('**/docs/quickstart');
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Quickstart');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
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
    await page.getByRole('link', { name: 'Quickstart' }).first().hover();
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
    const reloaded = page.waitForEvent('load', { timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    await page.keyboard.press('Control+k');
    // On a failure, say what happened instead of only that no reload came.
    const outcome = {
      reloaded: await reloaded,
      warned: warnings.some((w) => w.includes('failed to load; reloading')),
      modalOpen: (await page.locator('.DocSearch-Modal').count()) > 0,
      warnings,
    };
    expect(outcome).toMatchObject({ reloaded: true, warned: true, modalOpen: false });
    await context.close();
  });
});
