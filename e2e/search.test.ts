import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, setupBrowser } from './harness';

const browser = setupBrowser();

describe('search modal', () => {
  it('opens with the slash key, finds a reference page, and navigates to it', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/docs/intro');
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    const input = page.getByRole('searchbox').or(page.locator('.DocSearch-Input'));
    await input.first().waitFor();
    await input.first().fill('linspace');
    const hit = page.locator('.DocSearch-Hit a').first();
    await hit.waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/docs/reference/linspace**');
    await context.close();
  });

  it('opens with Ctrl+K, closes with Escape and gives focus back', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/blog');
    const news = page.getByRole('link', { name: 'News' }).first();
    await news.focus();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.DocSearch-Modal').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('News');
    await context.close();
  });

  it('limits the query to 64 characters and shows HTML in a query as text', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.waitFor();
    await input.fill('x'.repeat(500));
    expect((await input.inputValue()).length).toBeLessThanOrEqual(64);
    await input.fill('<img src=x onerror="window.__pwned=1">');
    await page.getByText('No results for').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('.DocSearch-Modal img[src="x"]').count()).toBe(0);
    await context.close();
  });

  it('shows the network error text when the index cannot be fetched', async () => {
    const { context, page } = await openPage(browser());
    await context.route('**/search-index.json', (route) => route.abort());
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('axis');
    await page.getByText('Unable to fetch results. You might want to check your network connection.').waitFor();
    await context.close();
  });
});

describe('search page', () => {
  it('reads q from the URL and lists results', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/search?q=legend');
    expect(await page.getByRole('searchbox').or(page.getByRole('textbox')).first().inputValue()).toBe('legend');
    await expect.poll(() => page.locator('main a[href*="/docs/reference/legend"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('renders HTML in q as plain text', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, `/search?q=${encodeURIComponent('<b id="injected">bold</b>')}`);
    await page
      .getByText(/No results for/)
      .first()
      .waitFor();
    expect(await page.locator('#injected').count()).toBe(0);
    await context.close();
  });
});
