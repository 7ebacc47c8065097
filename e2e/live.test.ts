import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, seriousViolations, setupBrowser } from './harness';
import { serveLocalRegistry } from './live-registry';

const browser = setupBrowser();
// The first example of the plot reference: `lq.linspace`, `lq.diagram`, `lq.plot`, no hidden lines.
const PAGE = '/docs/reference/plot';
const LONG = { timeout: 45_000 };

const example = (page: Page) => page.locator('figure.typst-example').first();
const status = (page: Page) => example(page).locator('.typst-live-status');
const liveImage = (page: Page) => example(page).locator('.typst-live-figure img[src^="data:"]');

async function openEditor(page: Page) {
  await gotoHydrated(page, PAGE);
  await example(page).getByRole('button', { name: 'Edit this example' }).click();
  await example(page).locator('.cm-content').waitFor();
}

/** Types at the end of the editor's document. */
async function typeAtEnd(page: Page, text: string) {
  await example(page).locator('.cm-content').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

const imageHeight = (page: Page) => liveImage(page).evaluate((img: HTMLImageElement) => img.naturalHeight);

describe('live examples', () => {
  it('edits an example and re-renders its figure, then Reset restores code and figure', async () => {
    const { context, page, problems } = await openPage(browser(), { colorScheme: 'light' });
    const registry = await serveLocalRegistry(context);
    await openEditor(page);
    await expect.poll(() => status(page).textContent(), LONG).toBe('Figure updated.');
    expect(registry.requested).toEqual(['https://packages.typst.org/preview/lilaq-0.5.0.tar.gz']);
    const before = await imageHeight(page);

    await typeAtEnd(page, '\n#rect(width: 3cm, height: 2cm, fill: blue)');
    await expect.poll(() => imageHeight(page), LONG).toBeGreaterThan(before + 50);
    expect(await status(page).textContent()).toBe('Figure updated.');

    await example(page).getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => example(page).locator('.cm-content').textContent()).not.toContain('#rect(');
    await expect.poll(() => status(page).textContent()).toBe('Original code and figure.');
    expect(await example(page).locator('img.figure-light').isVisible()).toBe(true);
    expect(await liveImage(page).count()).toBe(0);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await context.close();
  });

  it("shows Typst's message with the line, and keeps the last figure marked stale", async () => {
    const { context, page } = await openPage(browser(), { colorScheme: 'light' });
    await serveLocalRegistry(context);
    await openEditor(page);
    await expect.poll(() => status(page).textContent(), LONG).toBe('Figure updated.');
    await typeAtEnd(page, '\n#undefined-name');
    await expect
      .poll(() => status(page).textContent(), LONG)
      .toMatch(/^Error on line 10: unknown variable: undefined-name.*The figure shows the last version that compiled\.$/);
    expect(await example(page).locator('.typst-live-figure.typst-live-stale img[src^="data:"]').count()).toBe(1);
    await context.close();
  });

  it('links a Lilaq error to the entry of the error index that explains it, and the link opens the entry', async () => {
    const { context, page, problems } = await openPage(browser(), { colorScheme: 'light' });
    await serveLocalRegistry(context);
    await openEditor(page);
    await expect.poll(() => status(page).textContent(), LONG).toBe('Figure updated.');
    // Inserted at once: typed key by key, completion and bracket closing would reshape it.
    await example(page).locator('.cm-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('\n#lq.diagram(lq.plot((1, 2, 3), (1, 2)))');
    await expect.poll(() => status(page).textContent(), LONG).toMatch(/The dimensions for x \(3\) and y \(2\) don't match/);
    const link = example(page).getByRole('link', { name: 'What this error means and how to fix it' });
    await expect.poll(() => link.getAttribute('href'), LONG).toBe('/docs/errors/plots#the-dimensions-for-x-and-y-don-t-match');
    await link.click();
    await page.waitForURL('**/docs/errors/plots#the-dimensions-for-x-and-y-don-t-match');
    const entry = page.locator('#the-dimensions-for-x-and-y-don-t-match');
    expect(await entry.textContent()).toContain('x and y of different lengths');
    expect(await entry.isVisible()).toBe(true);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps the prerendered figure when a package cannot be downloaded, and Retry recovers', async () => {
    const { context, page } = await openPage(browser(), { colorScheme: 'light' });
    const registry = await serveLocalRegistry(context);
    registry.down = true;
    await openEditor(page);
    await expect
      .poll(() => status(page).textContent(), LONG)
      .toMatch(/^Could not download @preview\/lilaq:0\.5\.0\. The figure is unchanged/);
    expect(await example(page).locator('img.figure-light').isVisible()).toBe(true);

    registry.down = false;
    await example(page).getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => status(page).textContent(), LONG).toBe('Figure updated.');
    expect(await liveImage(page).count()).toBe(1);
    await context.close();
  });

  it('stops a runaway example after the time limit, and compiles again afterwards', async () => {
    const { context, page } = await openPage(browser(), { colorScheme: 'light' });
    await serveLocalRegistry(context);
    await openEditor(page);
    await expect.poll(() => status(page).textContent(), LONG).toBe('Figure updated.');
    // Ten billion loop steps: no error from Typst, only the time limit stops it.
    await typeAtEnd(page, '\n#for i in range(100000) {\nfor j in range(100000) {}}');
    await expect.poll(() => status(page).textContent(), LONG).toMatch(/^Stopped after 8 s: the example runs too long/);
    expect(await example(page).locator('.typst-live-stale').count()).toBe(1);

    // Removing the loop (select the two typed lines and delete them) compiles in a new worker.
    for (let i = 0; i < 2; i++) await page.keyboard.press('Shift+ArrowUp');
    await page.keyboard.press('Shift+End');
    await page.keyboard.press('Backspace');
    await expect.poll(() => status(page).textContent(), LONG).toMatch(/^(Figure updated\.|Original code and figure\.)$/);
    await context.close();
  });

  it('works from the keyboard alone: Edit is reachable, Escape leaves the editor, focus is visible', async () => {
    const { context, page } = await openPage(browser(), { colorScheme: 'light' });
    await serveLocalRegistry(context);
    await gotoHydrated(page, PAGE);
    let reached = false;
    for (let i = 0; i < 300 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Edit this example');
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('cm-content'))).toBe(true);
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n#rect(width: 1cm)');
    await expect.poll(() => example(page).locator('.cm-content').textContent()).toContain('#rect(width: 1cm)');
    await page.keyboard.press('Escape');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return { text: el.textContent, outline: getComputedStyle(el).outlineStyle };
    });
    expect(focused).toEqual({ text: 'Reset', outline: 'solid' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Copy the edited code');
    await context.close();
  });

  it('compiles an example that names another release with that release, in the dark variant too', async () => {
    const { context, page, problems } = await openPage(browser(), { colorScheme: 'dark' });
    const registry = await serveLocalRegistry(context);
    await gotoHydrated(page, '/blog/release-0.6.0');
    // The 0.6.0 half of the strict-bounds comparison: a framed diagram, nothing the stand-in lacks.
    const framed = page.locator('figure.typst-example').filter({ hasText: '@preview/lilaq:0.6.0' }).filter({ hasText: '#box(stroke' });
    expect(await framed.count()).toBe(1);
    await framed.getByRole('button', { name: 'Edit this example' }).click();
    await expect.poll(() => framed.locator('.typst-live-status').textContent(), LONG).toBe('Figure updated.');
    // The edited code imports 0.6.0 and so does the dark preamble: 0.5.0 is never fetched.
    expect(registry.requested).toEqual(['https://packages.typst.org/preview/lilaq-0.6.0.tar.gz']);
    expect(await framed.locator('.typst-live-figure img[src^="data:"]').count()).toBe(1);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious axe violations with the editor open (${colorScheme})`, async () => {
      const { context, page } = await openPage(browser(), { colorScheme });
      await serveLocalRegistry(context);
      await openEditor(page);
      await expect.poll(() => status(page).textContent(), LONG).not.toBe('Compiling…');
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
