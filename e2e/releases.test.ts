import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../lib/site-config';
import { gotoHydrated, openPage, setupBrowser } from './harness';
import { serveLocalRegistry } from './live-registry';

const browser = setupBrowser();
const versionKey = siteConfig.storageKeys.preferredVersion('default');
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), versionKey);
const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).hash;

describe('two Lilaq releases side by side', () => {
  it('says which release a page documents, and the 0.5.0 banner opens the same section for 0.6.0', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/docs/reference/bar#width');
    const banner = page.getByRole('note', { name: 'Release' });
    expect(await banner.textContent()).toContain('This page documents Lilaq 0.5.0');
    await banner.getByRole('link', { name: 'read this page for 0.6.0' }).click();
    await expect.poll(() => path(page)).toBe('/docs/0.6.0/reference/bar#width');
    await page.locator('.docs-release__badge', { hasText: 'Lilaq 0.6.0' }).waitFor();
    expect(await page.getByRole('note', { name: 'Release' }).count()).toBe(0);
    expect(await stored(page)).toBe('0.6.0');
    // The 0.6.0 page shows 0.6.0's import and the change of the default in its history line (history.ts).
    expect(await page.locator('figure.typst-example pre').first().textContent()).toContain('@preview/lilaq:0.6.0');
    expect(await page.locator('#width').locator('..').locator('..').textContent()).toContain('default 0.8 → 80% in 0.6.0');
    await context.close();
  });

  it("switches version on the same page and anchor, and to the other version's first page from a page it lacks", async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/docs/0.6.0/reference/bar#width');
    await page.getByRole('button', { name: 'Docs version: 0.6.0' }).click();
    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await expect.poll(() => path(page)).toBe('/docs/reference/bar#width');
    expect(await stored(page)).toBe('current');

    await gotoHydrated(page, '/docs/0.6.0/reference/violin');
    await page.getByRole('button', { name: 'Docs version: 0.6.0' }).click();
    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await expect.poll(() => path(page)).toBe('/docs/intro');
    await context.close();
  });

  it('remembers the preferred version: the Docs link opens it', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/blog');
    const docs = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true });
    expect(await docs.getAttribute('href')).toBe('/docs/intro');
    await page.getByRole('button', { name: 'Docs version: Next' }).click();
    await page.getByRole('link', { name: '0.6.0', exact: true }).click();
    await expect.poll(() => path(page)).toBe('/docs/0.6.0/intro');
    await gotoHydrated(page, '/blog');
    await expect.poll(() => docs.getAttribute('href')).toBe('/docs/0.6.0/intro');
    await context.close();
  });

  it('searches the docs of the release being read', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/docs/0.6.0/intro');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('violin plot');
    const first = page.locator('.DocSearch-Hit a').first();
    await expect.poll(() => first.getAttribute('href'), { timeout: 15_000 }).toMatch(/^\/docs\/0\.6\.0\/reference\/violin(#|$)/);
    // "See all results" keeps the release: the search page answers from the 0.6.0 docs and says so.
    await page.getByRole('link', { name: /^See all \d+ results$/ }).click();
    await page.waitForURL('**/search?q=violin%20plot&version=0.6.0');
    const status = page.getByRole('status').filter({ hasText: 'for “violin plot” in the Lilaq 0.6.0 docs' });
    await expect.poll(() => status.count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator('.search-page a[href^="/docs/0.6.0/reference/violin"]').count()).toBeGreaterThan(0);

    // On a 0.5.0 page, a name only 0.6.0 has says where it is.
    await gotoHydrated(page, '/docs/intro');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('lq.violin');
    await expect
      .poll(() => page.locator('.DocSearch-Hit').first().textContent(), { timeout: 15_000 })
      .toContain('lq.violin is new in Lilaq 0.6.0');
    expect(await page.locator('.DocSearch-Hit a').first().getAttribute('href')).toBe('/docs/0.6.0/reference/violin');
    await context.close();
  });

  it('edits a 0.6.0 example with Lilaq 0.6.0', async () => {
    const { context, page, problems } = await openPage(browser(), { colorScheme: 'light' });
    const registry = await serveLocalRegistry(context);
    await gotoHydrated(page, '/docs/0.6.0/reference/plot');
    const example = page.locator('figure.typst-example').first();
    await example.getByRole('button', { name: 'Edit this example' }).click();
    await example.locator('.cm-content').waitFor();
    await expect.poll(() => example.locator('.typst-live-status').textContent(), { timeout: 45_000 }).toBe('Figure updated.');
    expect(registry.requested).toEqual(['https://packages.typst.org/preview/lilaq-0.6.0.tar.gz']);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
