import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, setupBrowser } from './harness';
import { serveLocalRegistry } from './live-registry';

const browser = setupBrowser();
const LONG = { timeout: 45_000 };

/** Whether the figure of the page's first example, in the light colour mode, has loaded. */
const firstFigureLoaded = (page: Page) =>
  page
    .locator('figure.typst-example')
    .first()
    .locator('img.figure-light')
    .evaluate(async (img: HTMLImageElement) => {
      img.scrollIntoView();
      await img.decode().catch(() => undefined);
      return img.complete && img.naturalWidth > 0;
    });

describe('recipes ("How do I…")', () => {
  it('opens three recipes: title, figure, the question they answer, and their place in the sidebar', async () => {
    const { context, page, problems } = await openPage(browser(), { colorScheme: 'light', viewport: { width: 1280, height: 900 } });
    const recipes = [
      { path: '/docs/recipes/grouped-bar-chart', title: 'Grouped bar chart', firstLine: /lq\.bar/ },
      { path: '/docs/recipes/pie-chart', title: 'Pie chart', firstLine: /^Lilaq has no pie chart\./ },
      { path: '/docs/recipes/stack-diagrams-with-a-shared-x-axis', title: 'Stack diagrams with a shared x axis', firstLine: /./ },
    ];
    for (const recipe of recipes) {
      await gotoHydrated(page, recipe.path);
      expect(await page.locator('main h1').textContent()).toBe(recipe.title);
      expect(await page.locator('main .markdown p').first().textContent()).toMatch(recipe.firstLine);
      expect(await firstFigureLoaded(page)).toBe(true);
      const asked = page.getByRole('complementary', { name: 'The question this recipe answers' }).getByRole('link');
      expect(await asked.getAttribute('href')).toMatch(/^https:\/\/(github\.com\/lilaq-project\/lilaq\/|forum\.typst\.app\/)/);
      expect(await asked.getAttribute('rel')).toBe('noopener noreferrer');
      const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
      expect(await sidebar.locator(`a[href="${recipe.path}"]`).getAttribute('aria-current')).toBe('page');
    }
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [], cspViolations: [] });
    await context.close();
  });

  it('lists every recipe as a card on /docs/recipes, and reference pages list recipes under "Used in"', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, '/docs/recipes');
    const cards = page.locator('.card-grid > li');
    expect(await cards.count()).toBeGreaterThanOrEqual(30);
    expect(await cards.count()).toBe(await page.locator('nav[aria-label="Docs sidebar"] a[href^="/docs/recipes/"]').count());
    await gotoHydrated(page, '/docs/reference/bar');
    expect(await page.locator('section.used-in a[href="/docs/recipes/grouped-bar-chart#ex-1"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('edits a recipe live: the figure is compiled again in the browser', async () => {
    const { context, page, problems } = await openPage(browser(), { colorScheme: 'light' });
    await serveLocalRegistry(context);
    await gotoHydrated(page, '/docs/recipes/figure-in-a-file-of-its-own');
    const example = page.locator('figure.typst-example').first();
    await example.getByRole('button', { name: 'Edit this example' }).click();
    await example.locator('.cm-content').waitFor();
    await expect.poll(() => example.locator('.typst-live-status').textContent(), LONG).toBe('Figure updated.');
    const liveImage = example.locator('.typst-live-figure img[src^="data:"]');
    const before = await liveImage.evaluate((img: HTMLImageElement) => img.naturalHeight);
    await example.locator('.cm-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n#rect(width: 3cm, height: 2cm, fill: blue)');
    await expect.poll(() => liveImage.evaluate((img: HTMLImageElement) => img.naturalHeight), LONG).toBeGreaterThan(before + 50);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
