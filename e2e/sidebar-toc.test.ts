import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, setupBrowser } from './harness';

const browser = setupBrowser();
const desktop = { viewport: { width: 1280, height: 900 } };

describe('docs sidebar', () => {
  it('opens only the categories on the path to the current page and marks the current link', async () => {
    const { context, page } = await openPage(browser(), desktop);
    await gotoHydrated(page, '/docs/reference/linspace');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    expect(await sidebar.getByRole('button', { name: "Collapse sidebar category 'Reference'" }).getAttribute('aria-expanded')).toBe('true');
    expect(await sidebar.getByRole('button', { name: "Collapse sidebar category 'Math'" }).getAttribute('aria-expanded')).toBe('true');
    expect(await sidebar.getByRole('button', { name: "Expand sidebar category 'Diagram elements'" }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe('linspace');
    await context.close();
  });

  it('collapses the expanded siblings when a category is expanded', async () => {
    const { context, page } = await openPage(browser(), desktop);
    await gotoHydrated(page, '/docs/tutorials/ticks');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const caret = (name: string) => sidebar.locator(`button.menu__caret[aria-label$="'${name}'"]`);
    // The category holding the current page starts expanded, its siblings collapsed.
    expect(await caret('Tutorials').getAttribute('aria-expanded')).toBe('true');
    expect(await caret('Examples').getAttribute('aria-expanded')).toBe('false');
    await caret('Examples').click();
    await expect.poll(() => caret('Tutorials').getAttribute('aria-expanded')).toBe('false');
    expect(await caret('Examples').getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => sidebar.getByRole('link', { name: 'ticks', exact: true }).isVisible()).toBe(false);
    // Collapsing the open one leaves all of them collapsed.
    await caret('Examples').click();
    await expect.poll(() => caret('Examples').getAttribute('aria-expanded')).toBe('false');
    expect(await caret('Tutorials').getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('expands a category with an ease-in-out height animation', async () => {
    const { context, page } = await openPage(browser(), desktop);
    await gotoHydrated(page, '/docs/intro');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const caret = sidebar.getByRole('button', { name: "Expand sidebar category 'Reference'" });
    await caret.click();
    const transition = await page.evaluate(() => {
      const list = document.querySelector<HTMLElement>('[aria-label="Docs sidebar"] .collapsible[data-last-transition]');
      return list?.dataset.lastTransition ?? '';
    });
    expect(transition).toMatch(/height \d+ms ease-in-out/);
    await expect.poll(() => sidebar.getByRole('link', { name: 'plot', exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('collapses in 1 ms under reduced motion', async () => {
    const { context, page } = await openPage(browser(), { ...desktop, reducedMotion: 'reduce' });
    await gotoHydrated(page, '/docs/intro');
    await page.getByRole('button', { name: "Expand sidebar category 'Reference'" }).click();
    const transition = await page.evaluate(
      () =>
        document.querySelector<HTMLElement>('[aria-label="Docs sidebar"] .collapsible[data-last-transition]')?.dataset.lastTransition ?? '',
    );
    expect(transition).toBe('height 1ms ease-in-out');
    await context.close();
  });
});

describe('table of contents', () => {
  it('lists headings h2 to h4 and highlights the one being read', async () => {
    const { context, page } = await openPage(browser(), desktop);
    await gotoHydrated(page, '/docs/reference/plot');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const entries = await toc.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const headings = await page.locator('article :is(h2, h3, h4)[id]').evaluateAll((els) => els.map((el) => `#${el.id}`));
    // Compared at once (no waiting on elements that may never appear): a missing or empty TOC fails here, not by timeout.
    expect(headings.length).toBeGreaterThan(2);
    expect(entries).toEqual(headings);
    const target = headings[Math.floor(headings.length / 2)] as string;
    await page.evaluate((hash) => document.getElementById(hash.slice(1))?.scrollIntoView(), target);
    const current = () => toc.locator('[aria-current="location"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await expect.poll(current, { timeout: 5_000 }).toEqual([target]);
    await context.close();
  });
});

describe('a first load of a URL with a hash', () => {
  it('lands on its heading, every time', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { context, page } = await openPage(browser(), desktop);
      await page.goto('/docs/reference/axis#subticks');
      await page.waitForLoadState('load');
      const heading = page.locator('#subticks');
      const top = async () => (await heading.boundingBox())?.y ?? Number.NaN;
      // Below the sticky navbar (60 px) and near the top of the viewport.
      await expect.poll(top).toBeGreaterThanOrEqual(55);
      expect(await top()).toBeLessThan(140);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await context.close();
    }
  });

  it('lands on "Used in" at the end of a reference page, with its tiles shown', async () => {
    const { context, page } = await openPage(browser(), desktop);
    await page.goto('/docs/reference/plot#used-in');
    await page.waitForLoadState('load');
    const heading = page.locator('#used-in');
    const viewport = page.viewportSize()?.height ?? 0;
    await expect.poll(async () => (await heading.boundingBox())?.y ?? Number.NaN).toBeGreaterThanOrEqual(55);
    expect((await heading.boundingBox())?.y).toBeLessThan(viewport - 100);
    // The first tiles under it are on screen: real size, loaded thumbnail.
    const tile = page.locator('.used-in__grid a').first();
    await expect.poll(async () => (await tile.boundingBox())?.height ?? 0).toBeGreaterThan(60);
    await expect
      .poll(() => tile.locator('img:visible').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await context.close();
  });
});

describe('breadcrumbs and pager', () => {
  it('show the category trail and the neighbouring pages', async () => {
    const { context, page } = await openPage(browser(), desktop);
    await gotoHydrated(page, '/docs/quickstart');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Quickstart');
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    expect(await pager.getByRole('link').first().getAttribute('href')).toBe('/docs/intro');
    await context.close();
  });
});
