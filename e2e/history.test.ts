import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, seriousViolations, setupBrowser } from './harness';

const browser = setupBrowser();

const widthLine = (page: Page) =>
  page.locator('#width').locator('xpath=ancestor::div[contains(@class, "api-param")]').locator('.api-param__history').first();

/** The table's cells of one row, by the row's header. */
async function row(page: Page, param: string): Promise<string[]> {
  const cells = page
    .getByRole('row', { name: new RegExp(`^${param}\\b`) })
    .first()
    .locator('td');
  return (await cells.allTextContents()).map((text) => text.replace(' (changed)', '').trim());
}

/** Each parameter's history line and the definition across releases, as each release's view sees it. */
describe('parameter history on the reference pages', () => {
  it('on the 0.5.0 page: since when, and nothing of 0.6.0', async () => {
    const { context, page } = await openPage(browser(), { colorScheme: 'light', viewport: { width: 1280, height: 900 } });
    await page.goto('/docs/reference/bar');
    expect(await widthLine(page).textContent()).toBe('Since 0.1.0');

    const table = page.locator('details.api-history');
    expect(await table.getAttribute('open')).toBeNull();
    await table.locator('summary', { hasText: 'This definition across releases' }).click();
    const grid = table.getByRole('table');
    await grid.waitFor();
    expect(await grid.locator('caption').textContent()).toContain('from 0.1.0 to 0.5.0');
    expect(await grid.locator('th[scope="col"]').allTextContents()).toEqual(['Parameter', '0.1.0', '0.2.0', '0.3.0', '0.4.0', '0.5.0']);
    expect(await row(page, 'width')).toEqual(['0.8', '0.8', '0.8', '0.8', '0.8']);
    for (const part of ['.api-params', 'details.api-history']) expect(await page.locator(part).textContent()).not.toContain('0.6.0');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('on the 0.6.0 page: the default change in the line, a column for 0.6.0 in the table, at 375 px in dark mode', async () => {
    const { context, page } = await openPage(browser(), { colorScheme: 'dark', viewport: { width: 375, height: 800 } });
    await page.goto('/docs/0.6.0/reference/bar');
    expect(await widthLine(page).textContent()).toBe('Since 0.1.0 · default 0.8 → 80% in 0.6.0 · takes ratio, duration from 0.6.0');

    const table = page.locator('details.api-history');
    await table.locator('summary').click();
    expect(await row(page, 'width')).toEqual(['0.8', '0.8', '0.8', '0.8', '0.8', '80%']);
    // The table scrolls inside its box; the page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
