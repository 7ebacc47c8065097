import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage, setupBrowser } from './harness';
import { sitemapPaths } from './sitemap';

const browser = setupBrowser();

/** One page of each type, with its heading and a sentence from its article. */
const pages = [
  { path: '/', heading: 'Lilaq', figures: true },
  { path: '/docs/intro', heading: 'Introduction', figures: false },
  { path: '/docs/reference/plot', heading: 'plot', figures: true },
  { path: '/blog/release-0.5.0', heading: 'Lilaq 0.5.0', figures: true },
] as const;

describe('with JavaScript disabled', () => {
  for (const { path: url, heading, figures } of pages) {
    it(`${url} shows its heading, article text${figures ? ' and figures' : ''}`, async () => {
      const { context, page } = await openPage(browser(), { javaScriptEnabled: false });
      await page.goto(url);
      const h1 = page.locator('main h1').first();
      expect(await h1.isVisible()).toBe(true);
      expect(await h1.textContent()).toContain(heading);
      const text = await page.locator('main').innerText();
      expect(text.length).toBeGreaterThan(400);
      expect(await page.locator('main .page-loading').count()).toBe(0);
      expect(text).not.toContain('Loading…');
      if (figures) {
        const shown = page.locator('main img[src^="/figures/"]:visible').first();
        await shown.scrollIntoViewIfNeeded();
        await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      }
      await context.close();
    });
  }

  it("shows a failing example's code with Typst's message under it, and no figure for it", async () => {
    const { context, page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto('/docs/errors/typst');
    const failing = page.locator('main figure.typst-example-fails').filter({ hasText: 'linewidth' }).first();
    expect(await failing.locator('.typst-example-code pre').innerText()).toContain('linewidth: 2pt');
    const message = failing.locator('figcaption.typst-example-failure');
    expect(await message.isVisible()).toBe(true);
    expect(await message.innerText()).toMatch(/Typst stops at line 2 with this error:\s+error: unexpected argument: linewidth/);
    expect(await failing.locator('img').count()).toBe(0);
    await context.close();
  });

  it('shows no example buttons that need JavaScript (Edit, Copy, Download)', async () => {
    const { context, page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto('/docs/reference/plot');
    expect(await page.locator('figure.typst-example img.figure-light').first().isVisible()).toBe(true);
    for (const name of ['Edit this example', 'Copy example code', 'Download the figure'])
      expect(await page.getByRole('button', { name }).first().isVisible()).toBe(false);
    await context.close();
  });

  it('follows links to other pages', async () => {
    const { context, page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto('/docs/intro');
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link').last().click();
    await page.waitForURL((url) => url.pathname !== '/docs/intro');
    expect(await page.locator('main h1').first().isVisible()).toBe(true);
    await context.close();
  });

  it('follows the system colour scheme, figures included', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { context, page } = await openPage(browser(), { javaScriptEnabled: false, colorScheme: scheme });
      await page.goto('/docs/reference/plot');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(scheme === 'dark' ? 'rgb(27, 27, 29)' : 'rgb(255, 255, 255)');
      const visible = await page.locator('main img[src^="/figures/"]:visible').first().getAttribute('src');
      expect(visible).toMatch(scheme === 'dark' ? /-dark\.svg$/ : /-light\.svg$/);
      await context.close();
    }
  });
});

describe('the exported HTML', () => {
  it('holds every page in place, never a loading fallback in <main>', () => {
    const offenders: string[] = [];
    for (const url of sitemapPaths()) {
      const file = path.join('out', url === '/' ? 'index.html' : `${url}.html`);
      const html = fs.readFileSync(file, 'utf8');
      const main = /<main[\s>][\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
      if (!/<h1[\s>]/.test(main)) offenders.push(`${url}: no <h1> inside <main>`);
      if (/page-loading|Loading…/.test(main)) offenders.push(`${url}: a loading fallback inside <main>`);
      if (/<template[^>]*id="B:/.test(html)) offenders.push(`${url}: content streamed into a hidden template`);
    }
    expect(offenders).toEqual([]);
  });
});
