import { describe, expect, it } from 'vitest';
import { releaseSteps } from '../lib/compare/release-steps';
import { gotoHydrated, openPage, seriousViolations, setupBrowser } from './harness';

const browser = setupBrowser();
const BAR = '/compare/0.5.0...0.6.0/reference/bar';

describe('comparing two releases', () => {
  it('leads from a docs page to its comparison, which shows width changed with both defaults', async () => {
    const { context, page, problems } = await openPage(browser(), { colorScheme: 'light' });
    await gotoHydrated(page, '/docs/reference/bar');
    await page.getByRole('link', { name: 'Compare with 0.6.0' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(BAR);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'in Lilaq 0.5.0 and 0.6.0' }).waitFor();
    const width = page.locator('tr#width');
    const text = (await width.textContent()) ?? '';
    expect(text).toContain('0.8');
    expect(text).toContain('80%');
    expect(text).toContain('Default changed');
    expect(await width.getAttribute('class')).toContain('compare-row--changed');
    // Text that differs is shown for each release, marked in words.
    expect(await page.getByText('Lilaq 0.6.0: differs').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await context.close();
  });

  it('shows a figure the releases draw differently side by side, one they draw alike once, stacked on a phone', async () => {
    const { context, page } = await openPage(browser(), { colorScheme: 'dark', viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, BAR);
    expect(await page.getByText('Same figure in both releases').count()).toBeGreaterThan(0);
    const pair = page.locator('.compare-examples .compare-pair').first();
    const sides = pair.locator('figure');
    expect(await sides.count()).toBe(2);
    for (const side of [sides.nth(0), sides.nth(1)]) {
      const image = side.locator('img.figure-thumb__dark');
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    expect(await sides.nth(0).textContent()).toContain('Lilaq 0.5.0');
    expect(await sides.nth(1).textContent()).toContain('Lilaq 0.6.0');
    const [left, right] = [await sides.nth(0).boundingBox(), await sides.nth(1).boundingBox()];
    expect(left && right && Math.abs(left.y - right.y) < 2 && right.x > left.x + left.width - 1).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    const [top, below] = [await sides.nth(0).boundingBox(), await sides.nth(1).boundingBox()];
    expect(top && below && below.y >= top.y + top.height - 1).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('has no serious accessibility problem in light or dark, text and code included', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page } = await openPage(browser(), { colorScheme });
      for (const url of ['/compare/0.5.0...0.6.0/tutorials/marks', '/compare/0.5.0...0.6.0/intro']) {
        await gotoHydrated(page, url);
        for (const details of await page.locator('details.compare-same').all())
          await details.evaluate((d: HTMLDetailsElement) => (d.open = true));
        expect(await seriousViolations(page), `${url} (${colorScheme})`).toEqual([]);
      }
      await context.close();
    }
  });

  it('works without JavaScript', async () => {
    const { context, page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(BAR);
    expect(await page.locator('tr#width').textContent()).toContain('80%');
    const same = page.locator('details.compare-same').first();
    await same.locator('summary').click();
    expect(await same.getAttribute('open')).not.toBeNull();
    await context.close();
  });
});

describe('the What changed page', () => {
  const step = releaseSteps().find((s) => s.from === '0.5.0' && s.to === '0.6.0');

  it('counts the step from the facts and links each entry to its reference entry and its comparison', async () => {
    const { context, page, problems } = await openPage(browser(), { colorScheme: 'light' });
    await gotoHydrated(page, '/compare');
    const counts = page.getByRole('list', { name: 'Counts from 0.5.0 to 0.6.0' });
    const count = async (key: string) => Number(await counts.locator(`[data-count="${key}"] strong`).textContent());
    expect(await count('definitionsAdded')).toBe(step?.counts.definitionsAdded);
    expect(await count('parametersAdded')).toBe(step?.counts.parametersAdded);
    expect(await count('defaultsChanged')).toBe(step?.counts.defaultsChanged);
    expect(await count('breaking')).toBe(step?.counts.breaking);
    expect(await seriousViolations(page)).toEqual([]);

    // The reference entry of bar's width opens 0.6.0's page at the parameter.
    const entry = page.locator('li', { has: page.locator('a[href="/docs/0.6.0/reference/bar#width"]') }).first();
    expect(await entry.textContent()).toContain('0.8');
    await entry.locator('a[href="/docs/0.6.0/reference/bar#width"]').click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/docs/0.6.0/reference/bar#width');
    await page.locator('#width').waitFor();

    // Its comparison opens at the parameter's row.
    await gotoHydrated(page, '/compare');
    await page.locator(`a[href="${BAR}#width"]`).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(BAR);
    expect(await page.locator('tr#width').textContent()).toContain('80%');
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await context.close();
  });
});
