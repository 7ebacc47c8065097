import { describe, expect, it } from 'vitest';
import { siteConfig } from '../lib/site-config';
import { gotoHydrated, openPage, setupBrowser } from './harness';

const browser = setupBrowser();
const versionKey = siteConfig.storageKeys.preferredVersion('default');

describe('navbar dropdowns', () => {
  it('open on click and on Enter, and close on outside click and outside focus', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/docs/intro');
    const version = page.getByRole('button', { name: 'Docs version: Next' });
    await version.click();
    expect(await version.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.click(5, 400);
    expect(await version.getAttribute('aria-expanded')).toBe('false');
    await version.focus();
    await page.keyboard.press('Enter');
    expect(await version.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'News' }).first().focus();
    expect(await version.getAttribute('aria-expanded')).toBe('false');
    const language = page.getByRole('button', { name: 'Language: English' });
    await language.click();
    expect(await page.getByRole('link', { name: 'English' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await language.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('stores the chosen docs version and clears an unknown one', async () => {
    const { context, page } = await openPage(browser());
    await context.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, '0.1.0-gone');
        sessionStorage.setItem('seeded', '1');
      }
    }, versionKey);
    await gotoHydrated(page, '/docs/intro');
    expect(await page.evaluate((k) => localStorage.getItem(k), versionKey)).toBeNull();
    await page.getByRole('button', { name: 'Docs version: Next' }).click();
    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), versionKey)).toBe('current');
    await context.close();
  });

  it('hides on scroll down and returns on scroll up', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/docs/quickstart');
    // The scroll listener attaches on hydration; the colour toggle is enabled at the same moment.
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: /Switch between dark and light mode/ })
          .first()
          .isEnabled(),
      )
      .toBe(true);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.locator('header.navbar').getAttribute('class')).toContain('navbar--hidden');
    await page.evaluate(() => window.scrollTo(0, 1100));
    await expect.poll(() => page.locator('header.navbar').getAttribute('class')).not.toContain('navbar--hidden');
    await context.close();
  });

  it('links Docs, News and Themes, and the footer has its six links and the 2025 copyright', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    for (const [name, href] of [
      ['Docs', '/docs/intro'],
      ['News', '/blog'],
      ['Themes', '/themes'],
    ]) {
      expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    const footer = page.getByRole('navigation', { name: 'Footer' });
    expect(await footer.getByRole('link').count()).toBe(6);
    expect(await page.locator('footer').textContent()).toContain('Copyright © 2025');
    await context.close();
  });
});

describe('skip link', () => {
  it('is the first tab stop and moves focus to the main content', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/docs/intro');
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    expect(await focused.textContent()).toBe('Skip to main content');
    expect(await focused.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => window.location.hash)).toBe('#__main');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('__main');
    await context.close();
  });
});

describe('not found and bare paths', () => {
  it('shows a helpful 404 page with the navbar, a search link and a way home', async () => {
    const { context, page } = await openPage(browser());
    const response = await gotoHydrated(page, '/no/such/page');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await page.getByRole('link', { name: 'Search the documentation' }).getAttribute('href')).toBe('/search');
    expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(await page.locator('header.navbar').isVisible()).toBe(true);
    await context.close();
  });

  it('renders useful pages at /docs/ and /docs/reference/', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/docs/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Documentation');
    expect(await page.locator('.card').count()).toBeGreaterThan(3);
    await gotoHydrated(page, '/docs/reference/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Reference');
    expect(await page.locator('.card').count()).toBeGreaterThan(10);
    await context.close();
  });

  it('normalises .html paths to clean URLs', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/docs/intro.html');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/intro');
    await context.close();
  });
});
