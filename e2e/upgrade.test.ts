import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PACKAGES_URL } from '@/lib/live/config';
import { gotoHydrated, openPage, seriousViolations, setupBrowser } from './harness';
import { serveLocalRegistry } from './live-registry';

const browser = setupBrowser();
// The first example of the quickstart: `lq.diagram(lq.plot(…))`, written for 0.5.0.
const PAGE = '/docs/quickstart';
const LONG = { timeout: 45_000 };

const example = (page: Page) => page.locator('figure.typst-example').first();
const upgrade = (page: Page) => example(page).locator('.typst-upgrade');
const after = (page: Page) => upgrade(page).locator('.typst-upgrade-after');

async function openUpgrade(page: Page) {
  await gotoHydrated(page, PAGE);
  await example(page).getByRole('button', { name: 'Edit this example' }).click();
  await expect.poll(() => example(page).locator('.typst-live-status').textContent(), LONG).toBe('Figure updated.');
  await example(page).getByRole('button', { name: 'Try with 0.6.0' }).click();
}

describe('upgrade view of the live editor', () => {
  it('compiles a 0.5.0 example with 0.6.0 too: both figures, labelled, and the notes of the facts with their links', async () => {
    const { context, page, problems } = await openPage(browser(), { colorScheme: 'light' });
    const registry = await serveLocalRegistry(context);
    await openUpgrade(page);
    await after(page).locator('img[src^="data:"]').waitFor(LONG);
    expect(await upgrade(page).locator('.typst-upgrade-release').allTextContents()).toEqual(['Lilaq 0.5.0', 'Lilaq 0.6.0']);
    expect(await upgrade(page).locator('.typst-upgrade-before img:visible').count()).toBe(1);
    expect(await example(page).getByRole('button', { name: 'Try with 0.6.0' }).getAttribute('aria-pressed')).toBe('true');
    expect(registry.requested).toContain(`${DEFAULT_PACKAGES_URL}/preview/lilaq-0.6.0.tar.gz`);

    const notes = upgrade(page).locator('.typst-upgrade-note');
    expect(await notes.count()).toBeGreaterThan(0);
    expect(await notes.allTextContents()).toContain('lq.plot takes new parameters in 0.6.0: tip, toe.');
    const tip = upgrade(page).getByRole('link', { name: 'tip' });
    expect(await tip.getAttribute('href')).toBe('/docs/0.6.0/reference/plot#tip');

    // The view follows the editor: a bar chart without `width` gets the changed default's note.
    await example(page).locator('.cm-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('\n#lq.diagram(lq.bar((1, 2), (3, 4)))');
    await expect.poll(() => notes.allTextContents(), LONG).toContain('width of lq.bar now defaults to 80% (was 0.8).');
    expect(await upgrade(page).getByRole('link', { name: 'width' }).getAttribute('href')).toBe('/docs/0.6.0/reference/bar#width');

    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);

    // Pressed again, the view closes.
    await example(page).getByRole('button', { name: 'Try with 0.6.0' }).click();
    expect(await upgrade(page).count()).toBe(0);
    await context.close();
  });

  it("shows the 0.6.0 compile's error in its panel and keeps the 0.5.0 figure", async () => {
    const { context, page } = await openPage(browser(), { colorScheme: 'dark' });
    await serveLocalRegistry(context);
    // A registry without Lilaq 0.6.0: its compile fails, 0.5.0's does not.
    await page.route(`${DEFAULT_PACKAGES_URL}/preview/lilaq-0.6.0.tar.gz`, (route) =>
      route.fulfill({ status: 404, headers: { 'access-control-allow-origin': '*' }, body: 'not found' }),
    );
    await openUpgrade(page);
    await expect.poll(() => after(page).locator('[role="status"]').textContent(), LONG).toMatch(/^Error.*lilaq.*0\.6\.0/);
    expect(await after(page).locator('img').count()).toBe(0);
    expect(await upgrade(page).locator('.typst-upgrade-before img:visible').count()).toBe(1);
    expect(await example(page).locator('.typst-live-figure img[src^="data:"]').count()).toBe(1);
    await context.close();
  });

  it('stacks the two figures on a 375 px screen', async () => {
    const { context, page } = await openPage(browser(), { colorScheme: 'light', viewport: { width: 375, height: 800 } });
    await serveLocalRegistry(context);
    await openUpgrade(page);
    await after(page).locator('img[src^="data:"]').waitFor(LONG);
    const before = await upgrade(page).locator('.typst-upgrade-before').boundingBox();
    const next = await after(page).boundingBox();
    expect(before && next && next.y >= before.y + before.height).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
