import { describe, expect, it } from 'vitest';
import { crowdedTargets, openPage, setupBrowser } from './harness';

const browser = setupBrowser();

/** The kinds of chart the chooser answers: the sections of the page before the one on what Lilaq does not draw. */
const KINDS = 12;

describe('the chart chooser shows a figure for every kind of chart', () => {
  for (const { name, javaScriptEnabled, width, scheme } of [
    { name: 'at 375 px', javaScriptEnabled: true, width: 375, scheme: 'light' },
    { name: 'without JavaScript', javaScriptEnabled: false, width: 1280, scheme: 'light' },
    { name: 'at 375 px in dark mode', javaScriptEnabled: true, width: 375, scheme: 'dark' },
  ] as const) {
    it(name, async () => {
      const { context, page } = await openPage(browser(), { javaScriptEnabled, viewport: { width, height: 800 }, colorScheme: scheme });
      const response = await page.goto('/docs/chart-chooser');
      expect(response?.ok()).toBe(true);
      const tiles = page.locator('main .chart-choices > li');
      expect(await tiles.count()).toBe(KINDS);

      const seen: Array<{ question: string; href: string; section: string; src: string }> = [];
      for (let i = 0; i < KINDS; i++) {
        const tile = tiles.nth(i);
        await tile.scrollIntoViewIfNeeded();
        // The variant of the colour mode is shown and has loaded (lazy: it loads when near the screen).
        const image = tile.locator(`img[src$="-${scheme}.svg"]`);
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 })
          .toBe(true);
        const box = await image.boundingBox();
        expect(box && box.width > 50 && box.height > 50, `tile ${i + 1}: image ${JSON.stringify(box)}`).toBe(true);
        expect(await tile.locator(`img[src$="-${scheme === 'light' ? 'dark' : 'light'}.svg"]`).isVisible()).toBe(false);
        const link = tile.locator('a').first();
        seen.push({
          question: (await link.locator('strong').textContent()) ?? '',
          href: (await link.getAttribute('href')) ?? '',
          section: (await tile.locator('a.chart-choices__more').getAttribute('href')) ?? '',
          src: (await image.getAttribute('src')) ?? '',
        });
      }
      // Nothing sticks out sideways on a phone, and no link is too small to tap.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // (axe runs as a script in the page, so only where the page runs scripts.)
      if (javaScriptEnabled) expect(await crowdedTargets(page)).toEqual([]);
      const sections = await page.evaluate(() => [...document.querySelectorAll('main h2[id]')].map((h) => h.id));
      await context.close();

      for (const { question, href, section } of seen) {
        expect(question).toMatch(/\?$/);
        expect(href).toMatch(/^\/docs\/(recipes|examples|reference)\//);
        expect(sections).toContain(section.slice(1));
      }
      // Twelve kinds, twelve different figures.
      expect(new Set(seen.map((s) => s.src)).size).toBe(KINDS);
    });
  }

  it('each tile opens the page whose figure it shows', async () => {
    const { context, page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto('/docs/chart-chooser');
    const tiles = await page.evaluate(() =>
      [...document.querySelectorAll('main .chart-choices > li > a:first-child')].map((a) => ({
        href: a.getAttribute('href') ?? '',
        src: a.querySelector('img')?.getAttribute('src') ?? '',
      })),
    );
    const missing: string[] = [];
    for (const { href, src } of tiles) {
      const response = await page.goto(href);
      if (!response?.ok()) missing.push(`${href}: ${response?.status()}`);
      else if ((await page.locator(`main figure.typst-example img[src="${src}"]`).count()) === 0) missing.push(`${href}: no ${src}`);
    }
    await context.close();
    expect(tiles.length).toBe(KINDS);
    expect(missing).toEqual([]);
  });
});
