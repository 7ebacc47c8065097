import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, setupBrowser } from './harness';

const browser = setupBrowser();

/** The matplotlib table's row for `name`: its Lilaq link's href and text, and whether it is marked missing. */
async function matplotlibRow(page: Page, name: string) {
  const table = page.getByRole('region', { name: 'matplotlib names and their Lilaq equivalents' });
  const rows = table.locator('tr', {
    has: page.locator('th[scope="row"] code', { hasText: new RegExp(`^${name.replace(/[.()=]/g, '\\$&')}$`) }),
  });
  expect(await rows.count()).toBe(1);
  const link = rows.locator('td a');
  return { href: await link.getAttribute('href'), text: await link.textContent(), cell: await rows.locator('td').textContent() };
}

describe('a cheat sheet per Lilaq release, from one source', () => {
  it('shows 0.6.0 its own rows and tiles at /cheat-sheet/0.6.0, linked to its docs, and links the 0.5.0 sheet', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/cheat-sheet/0.6.0');
    const release = page.locator('.cheat-sheet__release');
    expect(await release.textContent()).toContain('This sheet is for Lilaq 0.6.0, the newest release.');
    expect(await release.getByRole('link', { name: 'The cheat sheet for 0.5.0' }).getAttribute('href')).toBe('/cheat-sheet');
    expect(await matplotlibRow(page, 'plt.violinplot')).toEqual({
      href: '/docs/0.6.0/reference/violin',
      text: 'lq.violin(..data)',
      cell: 'lq.violin(..data)',
    });
    expect((await matplotlibRow(page, 'plt.bar')).href).toBe('/docs/0.6.0/reference/bar');
    // The tiles link to 0.6.0's reference; the violin tile exists only here.
    expect(await page.locator('a.cheat__link', { hasText: 'lq.violin(..data)' }).getAttribute('href')).toBe('/docs/0.6.0/reference/violin');
    expect(await page.locator('a.cheat__link', { hasText: 'lq.plot(x, y)' }).getAttribute('href')).toBe('/docs/0.6.0/reference/plot');
    expect(await page.locator('main').textContent()).toContain('@preview/lilaq:0.6.0');
    await context.close();
  });

  it('keeps /cheat-sheet for 0.5.0, with its row for plt.violinplot, and names 0.6.0 as the newest release', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/cheat-sheet');
    const release = page.locator('.cheat-sheet__release');
    expect(await release.textContent()).toContain('This sheet is for Lilaq 0.5.0. The newest release is 0.6.0.');
    expect(await release.getByRole('link', { name: 'The cheat sheet for 0.6.0, the newest release' }).getAttribute('href')).toBe(
      '/cheat-sheet/0.6.0',
    );
    const violin = await matplotlibRow(page, 'plt.violinplot');
    expect(violin.href).toBe('/docs/recipes/violin-plot');
    expect(violin.cell).toMatch(/^No equivalent/);
    expect(await page.locator('a.cheat__link', { hasText: 'lq.violin(..data)' }).count()).toBe(0);
    expect(await page.locator('main').textContent()).not.toContain('@preview/lilaq:0.6.0');
    await context.close();
  });
});
