import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, gotoHydrated, openPage, seriousViolations, setupBrowser } from './harness';
import { serveLocalRegistry } from './live-registry';
import { shareHash } from '../lib/live/share';

const browser = setupBrowser();
// The first example of the plot reference: `lq.linspace`, `lq.diagram`, `lq.plot`, no hidden lines.
const PAGE = '/docs/reference/plot';
const LONG = { timeout: 45_000 };

const example = (page: Page) => page.locator('figure#ex-1');
const status = (page: Page) => example(page).locator('.typst-live-status');
const editorText = (page: Page) => example(page).locator('.cm-content').textContent();

async function openEditor(page: Page) {
  await gotoHydrated(page, PAGE);
  await example(page).getByRole('button', { name: 'Edit this example' }).click();
  await example(page).locator('.cm-content').waitFor();
  await expect.poll(() => status(page).textContent(), LONG).toBe('Figure updated.');
}

async function typeAtEnd(page: Page, text: string) {
  await example(page).locator('.cm-content').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

/**
 * Accepts the selected completion with Enter. CodeMirror ignores Enter for
 * `interactionDelay` (75 ms) after a list opens, so that a key meant for the
 * line is not taken as a pick; pressing at once would insert a newline instead.
 */
async function acceptCompletion(page: Page) {
  await page.waitForTimeout(200);
  await page.keyboard.press('Enter');
}

async function download(page: Page, format: 'SVG' | 'PNG (2×)' | 'PDF') {
  await example(page).getByRole('button', { name: 'Download the figure' }).click();
  const [file] = await Promise.all([page.waitForEvent('download', LONG), example(page).getByRole('button', { name: format }).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(path) };
}

describe('share links', () => {
  it('copies a link that opens the example with the edited code, compiles it, and survives back and forward', async () => {
    const { context, page, problems } = await openPage(browser(), { colorScheme: 'light' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    await serveLocalRegistry(context);
    await openEditor(page);
    await typeAtEnd(page, '\n#rect(width: 2cm, height: 1cm) // shared');
    await example(page).getByRole('button', { name: 'Copy a link to this example with your code' }).click();
    await expect.poll(() => example(page).locator('.typst-live-share-status').textContent()).toMatch(/^Link copied/);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseURL()}${PAGE}#ex-1:v1:[A-Za-z0-9_-]+$`));

    const reader = await context.newPage();
    await reader.goto(link);
    await expect.poll(() => editorText(reader), LONG).toContain('#rect(width: 2cm, height: 1cm) // shared');
    await expect.poll(() => status(reader).textContent(), LONG).toBe('Figure updated.');
    expect(await example(reader).locator('.typst-live-figure img[src^="data:"]').count()).toBe(1);
    // Scrolled to the example.
    const top = await example(reader).evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(200);
    // An ordinary anchor and back again: the page and the editor stay as they are.
    await reader.evaluate(() => (window.location.hash = '#ex-2'));
    await reader.goBack();
    await expect.poll(() => reader.evaluate(() => window.location.hash)).toMatch(/^#ex-1:v1:/);
    expect(await editorText(reader)).toContain('// shared');
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('marks the prerendered figure as the original until the shared code has compiled', async () => {
    const { context, page } = await openPage(browser(), { colorScheme: 'dark' });
    const registry = await serveLocalRegistry(context);
    registry.down = true;
    const link = await shareHash('ex-1', '#import "@preview/lilaq:0.5.0" as lq\n#lq.diagram(lq.plot((1, 2), (2, 1)))\n');
    if (link.kind !== 'link') throw new Error('the test code should fit in a link');
    await page.goto(`${PAGE}${link.hash}`);
    await expect.poll(() => status(page).textContent(), LONG).toMatch(/^Could not download @preview\/lilaq:0\.5\.0/);
    expect(await example(page).locator('.typst-live-badge').textContent()).toBe('Original figure: the shared code is not compiled yet');
    expect(await example(page).locator('img.figure-dark').isVisible()).toBe(true);
    registry.down = false;
    await example(page).getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => status(page).textContent(), LONG).toBe('Figure updated.');
    expect(await example(page).locator('.typst-live-badge').count()).toBe(0);
    await context.close();
  });

  it('explains an over-long or damaged link, keeps the original example and puts nothing of the link in the page', async () => {
    const { context, page, problems } = await openPage(browser(), { colorScheme: 'light' });
    await serveLocalRegistry(context);
    await page.goto(`${PAGE}#ex-1:v1:${'A'.repeat(30_000)}`);
    await expect
      .poll(() => example(page).locator('.typst-live-share-problem').textContent(), LONG)
      .toBe('This shared link carries more code than the editor accepts, so the original example is shown.');
    expect(await example(page).locator('img.figure-light').isVisible()).toBe(true);
    expect(await example(page).locator('.cm-content').count()).toBe(0);

    await page.goto(`${PAGE}#ex-1:v1:eJw<img src=x onerror="window.__pwned=1">`);
    await expect.poll(() => example(page).locator('.typst-live-share-problem').textContent(), LONG).toMatch(/^This shared link is damaged/);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('downloads', () => {
  it('saves the prerendered figure as SVG, PNG at twice its size and PDF, named after page and example', async () => {
    const { context, page } = await openPage(browser(), { colorScheme: 'light', acceptDownloads: true });
    await serveLocalRegistry(context);
    await gotoHydrated(page, PAGE);
    const width = Number(await example(page).locator('img.figure-light').getAttribute('width'));

    const svg = await download(page, 'SVG');
    expect(svg.name).toBe('lilaq-reference-plot-ex-1.svg');
    expect(svg.bytes.toString('utf8')).toMatch(/^<svg[^>]*width="\d+"/);
    expect(svg.bytes.length).toBeGreaterThan(1000);

    const png = await download(page, 'PNG (2×)');
    expect(png.name).toBe('lilaq-reference-plot-ex-1.png');
    expect(png.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.bytes.readUInt32BE(16)).toBe(width * 2);

    const pdf = await download(page, 'PDF');
    expect(pdf.name).toBe('lilaq-reference-plot-ex-1.pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.bytes.length).toBeGreaterThan(1000);
    await context.close();
  });

  it('saves the live figure after an edit', async () => {
    const { context, page } = await openPage(browser(), { colorScheme: 'dark', acceptDownloads: true });
    await serveLocalRegistry(context);
    await gotoHydrated(page, PAGE);
    const prerendered = Number(await example(page).locator('img.figure-dark').getAttribute('height'));
    await example(page).getByRole('button', { name: 'Edit this example' }).click();
    await expect.poll(() => status(page).textContent(), LONG).toBe('Figure updated.');
    await typeAtEnd(page, '\n#rect(width: 3cm, height: 2cm, fill: blue)');
    const liveImage = example(page).locator('.typst-live-figure img[src^="data:"]');
    // The rectangle adds 2 cm (about 76 px) to whatever the first live figure measured.
    await expect.poll(() => liveImage.evaluate((img: HTMLImageElement) => img.naturalHeight), LONG).toBeGreaterThan(76);
    const shown = await liveImage.evaluate((img: HTMLImageElement) => img.naturalHeight);
    const svg = await download(page, 'SVG');
    expect(svg.name).toBe('lilaq-reference-plot-ex-1.svg');
    // The live figure as shown, not the prerendered one.
    const height = Number(/^<svg[^>]*?\sheight="([\d.]+)"/.exec(svg.bytes.toString('utf8'))?.[1]);
    expect(height).toBe(shown);
    expect(height).not.toBe(prerendered);
    await context.close();
  });
});

describe('editor help', () => {
  it('underlines an error at its place, with the message on hover', async () => {
    const { context, page } = await openPage(browser(), { colorScheme: 'light' });
    await serveLocalRegistry(context);
    await openEditor(page);
    await typeAtEnd(page, '\n#undefined-name');
    const underline = example(page).locator('.cm-lintRange-error');
    // Earlier keystrokes compile too (`#und` is an error of its own): wait for the last one.
    await expect.poll(() => underline.allTextContents(), LONG).toEqual(['undefined-name']);
    await underline.hover();
    await expect.poll(() => page.locator('.cm-tooltip-lint').textContent(), LONG).toContain('unknown variable: undefined-name');
    // Fixing the code clears the underline.
    for (let i = 0; i < 'undefined-name'.length + 2; i++) await page.keyboard.press('Backspace');
    await expect.poll(() => underline.count(), LONG).toBe(0);
    await context.close();
  });

  it('completes Lilaq names after `lq.` and parameters inside a call, and explains a name on hover', async () => {
    const { context, page, problems } = await openPage(browser(), { colorScheme: 'dark' });
    await serveLocalRegistry(context);
    await openEditor(page);
    await typeAtEnd(page, '\n#lq.');
    const list = page.locator('.cm-tooltip-autocomplete');
    await expect.poll(() => list.isVisible(), LONG).toBe(true);
    const options = await list.locator('li').allTextContents();
    expect(options.length).toBe(86);
    expect(options.some((o) => o.startsWith('scale'))).toBe(true);
    await page.keyboard.type('sca');
    await expect.poll(() => list.locator('li').allTextContents()).toEqual([expect.stringMatching(/^scale/), 'scatter']);
    await page.keyboard.type('l');
    await expect.poll(() => list.locator('li').allTextContents()).toEqual([expect.stringMatching(/^scale/)]);
    await acceptCompletion(page);
    await page.keyboard.type('.lo');
    await expect.poll(() => list.locator('li').first().textContent()).toMatch(/^log/);
    await page.keyboard.press('Escape');

    await page.keyboard.type('\n#lq.plot((1, 2), (3, 4), mark-');
    await expect
      .poll(() => list.locator('li').allTextContents())
      .toEqual([expect.stringMatching(/^mark-size:auto \| length = auto$/), expect.stringMatching(/^mark-color:/)]);
    await acceptCompletion(page);
    await expect.poll(() => editorText(page)).toContain('mark-size: ');

    await example(page).locator('.cm-line', { hasText: 'lq.plot((1, 2)' }).getByText('plot', { exact: false }).first().hover();
    const info = page.locator('.typst-live-info');
    await expect.poll(() => info.isVisible(), LONG).toBe(true);
    expect(await info.locator('code').textContent()).toBe('lq.plot');
    expect(await info.getByRole('link', { name: 'Reference page' }).getAttribute('href')).toBe('/docs/reference/plot');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
