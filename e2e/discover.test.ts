import { inflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, seriousViolations, setupBrowser } from './harness';

const browser = setupBrowser();
const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 375, height: 740 } };
/**
 * For waits that include a request and its parsing (tiles, thumbnails): expect.poll's default second
 * is too short for a loaded CI machine. How fast they are is the bench's job, not this file's.
 */
const LOADS = { timeout: 15_000 };

/** Left edges of the gallery cards, and whether each card's visible thumbnail has loaded. */
async function galleryCards(page: Page) {
  const cards = page.locator('.card-grid > li');
  const count = await cards.count();
  const result: { x: number; title: string; thumbLoaded: boolean }[] = [];
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    await card.scrollIntoViewIfNeeded();
    const thumb = card.locator('.figure-thumb img:visible');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), LOADS).toBe(true);
    const box = await card.boundingBox();
    result.push({ x: Math.round(box!.x), title: (await card.locator('.card__title').textContent()) ?? '', thumbLoaded: true });
  }
  return result;
}

describe('examples gallery', () => {
  it('shows a card with a loaded thumbnail per example, in columns at 1280 px', async () => {
    const { context, page, problems } = await openPage(browser(), desktop);
    await gotoHydrated(page, '/docs/examples');
    const cards = await galleryCards(page);
    expect(cards.map((c) => c.title)).toContain('Climograph');
    expect(cards.length).toBe(await page.locator('nav[aria-label="Docs sidebar"] a[href^="/docs/examples/"]').count());
    expect(new Set(cards.map((c) => c.x)).size).toBeGreaterThan(1);
    // The thumbnail is the figure the example page shows.
    const src = await page.locator('.card-grid a[href="/docs/examples/climograph"] .figure-thumb img:visible').getAttribute('src');
    await gotoHydrated(page, '/docs/examples/climograph');
    expect(await page.locator('#ex-1 img:visible').getAttribute('src')).toBe(src);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [], cspViolations: [] });
    await context.close();
  });

  it('reflows to one column at 375 px without horizontal scrolling, and shows the dark figure in dark mode', async () => {
    const { context, page } = await openPage(browser(), { ...phone, colorScheme: 'dark' });
    await gotoHydrated(page, '/docs/examples');
    const cards = await galleryCards(page);
    expect(cards.length).toBeGreaterThan(5);
    expect(new Set(cards.map((c) => c.x)).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const visible = page.locator('.card-grid .figure-thumb img:visible').first();
    expect(await visible.getAttribute('class')).toBe('figure-thumb__dark');
    await context.close();
  });

  it('shows thumbnails on the reference category page', async () => {
    const { context, page } = await openPage(browser(), desktop);
    await gotoHydrated(page, '/docs/category/reference');
    const plot = page.locator('.card-grid a[href="/docs/reference/plot"]');
    await plot.scrollIntoViewIfNeeded();
    expect(await plot.locator('.figure-thumb img:visible').getAttribute('src')).toMatch(/^\/figures\/[0-9a-f]{16}-light\.svg$/);
    await context.close();
  });
});

describe('back-references', () => {
  it('a "Used in" link on a reference page lands on the example that calls the function', async () => {
    const { context, page } = await openPage(browser(), desktop);
    await gotoHydrated(page, '/docs/reference/hbar');
    const section = page.getByRole('region', { name: 'Used in' });
    const link = section.locator('.used-in__grid a').first();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/docs\/[\w/.-]+#ex-\d+$/);
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
    const id = href.split('#')[1]!;
    const example = page.locator(`[id="${id}"]`);
    await expect.poll(async () => (await example.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    const box = (await example.boundingBox())!;
    expect(box.y).toBeLessThan(900 / 2);
    expect(await example.locator('.typst-example-code').textContent()).toContain('lq.hbar');
    await context.close();
  });

  it('shows the first dozen tiles and loads the others when "Show N more" is opened, with nothing failing', async () => {
    const { context, page, problems } = await openPage(browser(), desktop);
    await gotoHydrated(page, '/docs/reference/diagram');
    const section = page.getByRole('region', { name: 'Used in' });
    const total = Number((await section.locator('p').first().textContent())!.match(/^(\d+) examples/)![1]);
    expect(total).toBeGreaterThan(100);
    expect(await section.locator('li').count()).toBe(12);
    const summary = section.getByText(`Show ${total - 12} more`);
    await summary.scrollIntoViewIfNeeded();
    // The request starts on the pointer's way to the summary; opening shows the tiles.
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/used-in/diagram')), summary.hover()]);
    expect(response.status()).toBe(200);
    await summary.click();
    await expect.poll(() => section.locator('li:visible').count(), LOADS).toBe(total);
    // Each tile as in the first dozen: a link to an example's anchor with its figure, no duplicates.
    const hrefs = await section.locator('li a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(new Set(hrefs).size).toBe(total);
    expect(hrefs.every((href) => /^\/(docs|blog)\/[\w/.-]+#ex-\d+$/.test(href))).toBe(true);
    const last = section.locator('li a').last();
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(() => last.locator('img:visible').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), LOADS)
      .toBe(true);
    expect(await section.getByText('Open all').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // The page the tiles come from reads on its own, in both colour schemes.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/used-in/diagram');
      expect(await seriousViolations(page)).toEqual([]);
    }
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [], cspViolations: [] });
    await context.close();
  });

  it('starts closed, with its own tiles, on the next reference page reached without a reload', async () => {
    const { context, page } = await openPage(browser(), desktop);
    await gotoHydrated(page, '/docs/reference/diagram');
    const section = page.getByRole('region', { name: 'Used in' });
    await section.locator('summary').click();
    await expect.poll(() => section.locator('li:visible').count(), LOADS).toBeGreaterThan(100);
    await page.locator('nav a[href="/docs/reference/plot"]').first().click();
    await page.waitForURL('**/docs/reference/plot');
    await expect.poll(() => section.locator('p').first().textContent(), LOADS).toMatch(/use lq\.plot:$/);
    expect(await section.locator('details').evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    expect(await section.locator('li:visible').count()).toBe(12);
    const total = Number((await section.locator('p').first().textContent())!.match(/^(\d+) examples/)![1]);
    await section.locator('summary').click();
    await expect.poll(() => section.locator('li:visible').count(), LOADS).toBe(total);
    expect(await section.locator('li a[href^="/docs/reference/"]').count()).toBe(0);
    await context.close();
  });

  it('says so, and keeps the link to the page of all tiles, when the other tiles cannot load', async () => {
    const { context, page } = await openPage(browser(), desktop);
    await page.route('**/used-in/plot', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await gotoHydrated(page, '/docs/reference/plot');
    const section = page.getByRole('region', { name: 'Used in' });
    await section.locator('summary').click();
    await expect.poll(() => section.getByText('The other examples could not be loaded.').count(), LOADS).toBe(1);
    expect(await section.locator('li:visible').count()).toBe(12);
    expect(await section.getByRole('link', { name: /^Open all \d+ examples on a page of their own$/ }).getAttribute('href')).toBe(
      '/used-in/plot',
    );
    await context.close();
  });

  it('without JavaScript, "Show N more" opens to a link to a page of every tile, which links back', async () => {
    const { context, page } = await openPage(browser(), { ...phone, javaScriptEnabled: false });
    await page.goto('/docs/reference/diagram');
    const section = page.getByRole('region', { name: 'Used in' });
    await section.locator('summary').click();
    const link = section.getByRole('link', { name: /^Open all \d+ examples on a page of their own$/ });
    const total = Number((await link.textContent())!.match(/\d+/)![0]);
    await link.click();
    await page.waitForURL('**/used-in/diagram');
    expect(await page.title()).toBe('Examples that use lq.diagram · Lilaq');
    expect(await page.locator('main li a').count()).toBe(total);
    // One figure per tile shows (the system's colour scheme), and it loads.
    const first = page.locator('main li a').first();
    expect(await first.locator('img:visible').count()).toBe(1);
    await expect
      .poll(() => first.locator('img:visible').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), LOADS)
      .toBe(true);
    await page.getByRole('link', { name: 'Back to the reference of lq.diagram' }).click();
    await page.waitForURL('**/docs/reference/diagram');
    await context.close();
  });
});

describe('Markdown for tools', () => {
  it('"Copy page" copies the page as the Markdown its .md export serves', async () => {
    const { context, page } = await openPage(browser(), desktop);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/docs/tutorials/axis');
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Page copied to the clipboard' }).count()).toBe(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const exported = await (await page.request.get('/docs/tutorials/axis.md')).text();
    expect(copied).toBe(exported);
    expect(copied.startsWith('# Axes\n')).toBe(true);
    expect(copied).toMatch(/```typ\n[\s\S]*?```\n\n!\[[^\]]+\]\(https:\/\/lilaq\.org\/figures\/[0-9a-f]{16}-light\.svg\)/);
    await context.close();
  });

  it('serves llms.txt with a line per page pointing at its Markdown', async () => {
    const { context, page } = await openPage(browser(), desktop);
    const response = await page.request.get('/llms.txt');
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    expect(text.startsWith('# Lilaq\n\n> ')).toBe(true);
    expect(text).toContain('- [Axes](https://lilaq.org/docs/tutorials/axis.md): ');
    expect(text).toContain('(https://lilaq.org/blog/release-0.5.0.md)');
    const full = await (await page.request.get('/llms-full.txt')).text();
    expect(full).toContain('# lq.plot\n');
    await context.close();
  });
});

/** Number of pages of a PDF, counted from its page objects (`/Type /Page`, not `/Pages`). */
function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}

/** Total inflated size of a PDF's content streams: what is drawn on its pages. */
function pdfDrawnBytes(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  let total = 0;
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      total += inflateSync(pdf.subarray(start, end)).length;
    } catch {
      // Not a Flate stream (fonts and images may use other filters).
    }
  }
  return total;
}

describe('cheat sheet', () => {
  it('prints the sheet on two A4 landscape pages, in light colours, with every figure, and the translation tables after it', async () => {
    const { context, page } = await openPage(browser(), { colorScheme: 'dark' });
    await page.goto('/cheat-sheet', { waitUntil: 'networkidle' });
    await page.emulateMedia({ media: 'print' });
    const figures = await page.locator('.cheat__img').count();
    expect(figures).toBeGreaterThan(25);
    // The figures are lazy: in dark mode the light variants were never fetched, and the sheet's
    // lower half not at all. Printing has to load them: the first print, of the sheet alone
    // (the "Coming from …" tables hidden), must draw every figure.
    const hideTables = await page.addStyleTag({ content: '.translations-section { display: none !important; }' });
    const sheetPdf = await page.pdf({ format: 'A4', landscape: true, preferCSSPageSize: true, printBackground: true });
    // In print the light variant shows (even in dark mode), fully loaded.
    const shown = await page
      .locator('.cheat__img img:visible')
      .evaluateAll((imgs) =>
        imgs.map((img) => ({ light: img.classList.contains('figure-light'), loaded: (img as HTMLImageElement).naturalWidth > 0 })),
      );
    expect(shown).toHaveLength(figures);
    expect(shown.every((s) => s.light && s.loaded)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');

    // The "Coming from …" tables start on a page of their own: without them the sheet is still at
    // most two pages, and the tables add pages after them.
    const sheet = pdfPageCount(sheetPdf);
    expect(sheet).toBeGreaterThanOrEqual(1);
    expect(sheet).toBeLessThanOrEqual(2);
    await hideTables.evaluate((style) => (style as HTMLStyleElement).remove());
    const pdf = await page.pdf({ format: 'A4', landscape: true, preferCSSPageSize: true, printBackground: true });
    expect(pdfPageCount(pdf)).toBeGreaterThan(sheet);
    expect(await page.locator('.translations-section').evaluate((el) => getComputedStyle(el).breakBefore)).toBe('page');
    expect((pdf.toString('latin1').match(/\/URI\s*\(http:\/\/127\.0\.0\.1:\d+\/docs\/reference\//g) ?? []).length).toBeGreaterThan(25);

    // The figures are drawn into the sheet's first print: without them, far less is drawn.
    await page.addStyleTag({ content: '.translations-section { display: none !important; }' });
    await page.addStyleTag({ content: '.cheat__img img { visibility: hidden !important; }' });
    const bare = await page.pdf({ format: 'A4', landscape: true, preferCSSPageSize: true, printBackground: true });
    expect(pdfDrawnBytes(sheetPdf)).toBeGreaterThan(2 * pdfDrawnBytes(bare));

    // The 0.6.0 sheet, with its extra tiles and its release line, fits the same two pages.
    await page.emulateMedia({ media: 'screen' });
    await page.goto('/cheat-sheet/0.6.0', { waitUntil: 'networkidle' });
    await page.emulateMedia({ media: 'print' });
    await page.addStyleTag({ content: '.translations-section { display: none !important; }' });
    expect(await page.locator('.cheat-sheet__release').textContent()).toContain('Lilaq 0.6.0');
    expect(pdfPageCount(await page.pdf({ format: 'A4', landscape: true, preferCSSPageSize: true, printBackground: true }))).toBe(2);
    await context.close();
  });

  it('lays out each translation table only as the reader comes near it, and keeps it findable until then', async () => {
    const { context, page, problems } = await openPage(browser(), phone);
    await gotoHydrated(page, '/cheat-sheet');
    const boxes = page.locator('.translations');
    expect(await boxes.count()).toBe(5);
    const state = () =>
      boxes.evaluateAll((all) =>
        all.map((box) => ({
          awake: (box as HTMLElement).dataset.awake !== undefined,
          hidden: box.getAttribute('hidden'),
          skipped: getComputedStyle(box).contentVisibility === 'hidden',
        })),
      );
    // Far below the sheet: skipped, and findable by the browser's find (until-found).
    expect(await state()).toEqual(Array(5).fill({ awake: false, hidden: 'until-found', skipped: true }));
    // Its placeholder is about as tall as the table will be: the page's length hardly changes.
    const asleep = await boxes.first().evaluate((box) => box.getBoundingClientRect().height);
    // Scrolling to the matplotlib heading lays out that table (and none far below it).
    await page.locator('#matplotlib').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await state())[0]).toEqual({ awake: true, hidden: null, skipped: false });
    expect((await state())[4]!.awake).toBe(false);
    const awake = await boxes.first().evaluate((box) => box.getBoundingClientRect().height);
    expect(Math.abs(awake - asleep) / awake).toBeLessThan(0.2);
    expect(await boxes.first().getByRole('link', { name: 'lq.plot(x, y)' }).first().isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    // Focus wakes a table too (Tab into the gnuplot box, the last one, far below the screen).
    await boxes.nth(4).focus();
    await expect.poll(async () => (await state())[4]!.awake).toBe(true);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [], cspViolations: [] });
    await context.close();
  });

  it('shows the translation tables at once without JavaScript', async () => {
    const { context, page } = await openPage(browser(), { ...phone, javaScriptEnabled: false });
    await page.goto('/cheat-sheet');
    const skipped = await page
      .locator('.translations')
      .evaluateAll((all) => all.map((box) => getComputedStyle(box).contentVisibility === 'hidden' || box.hasAttribute('hidden')));
    expect(skipped).toEqual([false, false, false, false, false]);
    // Inspect needs JavaScript: no button, and the calls keep their full width.
    expect(await page.locator('.cheat__inspect, .typst-inspect-toggle').count()).toBe(0);
    await page.locator('#gnuplot').scrollIntoViewIfNeeded();
    expect(await page.locator('.translations').nth(4).locator('tbody a').first().isVisible()).toBe(true);
    await context.close();
  });

  it('links every figure tile to a reference page and reflows at 375 px', async () => {
    const { context, page, problems } = await openPage(browser(), phone);
    await gotoHydrated(page, '/cheat-sheet');
    const hrefs = await page.locator('a.cheat__link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(25);
    expect(hrefs.every((href) => /^\/docs\/reference\/[\w.-]+$|^\/themes#[\w-]+$/.test(href))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [], cspViolations: [] });
    await context.close();
  });
});

describe('social cards', () => {
  it('every kind of page points og:image and twitter:image at its own 1200×630 PNG, with og:url', async () => {
    const { context, page } = await openPage(browser(), desktop);
    for (const path of ['/', '/docs/reference/plot', '/docs/category/tutorials', '/blog/release-0.5.0', '/cheat-sheet', '/blog/tags']) {
      await page.goto(path);
      const og = await page.locator('meta[property="og:image"]').getAttribute('content');
      const twitter = await page.locator('meta[name="twitter:image"]').getAttribute('content');
      const url = await page.locator('meta[property="og:url"]').getAttribute('content');
      expect(og).toBe(twitter);
      expect(url).toBe(`https://lilaq.org${path === '/' ? '' : path}`);
      const local = new URL(og!).pathname;
      expect(local).toBe(path === '/' ? '/og/index.png' : `/og${path}.png`);
      const png = await (await page.request.get(local)).body();
      // PNG signature, then the IHDR chunk with width and height.
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
    await context.close();
  });
});
