import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, setupBrowser } from './harness';

const browser = setupBrowser();
const phone = { viewport: { width: 375, height: 740 } };

describe('mobile drawer', () => {
  it('shows the docs sidebar in its secondary panel, with a way back to the main menu', async () => {
    const { context, page } = await openPage(browser(), phone);
    await gotoHydrated(page, '/docs/intro');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Site navigation' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => drawer.getByRole('navigation', { name: 'Docs sidebar' }).isVisible()).toBe(true);
    await drawer.getByRole('button', { name: 'Back to main menu' }).click();
    await expect.poll(() => drawer.getByRole('link', { name: 'News' }).isVisible()).toBe(true);
    expect(await drawer.getByRole('navigation', { name: 'Docs sidebar' }).isVisible()).toBe(false);
    await context.close();
  });

  it('makes the page behind it inert, closes on Escape and returns focus to the menu button', async () => {
    const { context, page } = await openPage(browser(), phone);
    await gotoHydrated(page, '/blog');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.click();
    expect(await page.evaluate(() => (document.getElementById('__main') as HTMLElement).inert)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Site navigation' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Toggle navigation bar');
    expect(await page.evaluate(() => (document.getElementById('__main') as HTMLElement).inert)).toBe(false);
    await context.close();
  });

  it('leaves the sidebar in its column until the drawer first opens, and puts it back above 996 px', async () => {
    const { context, page } = await openPage(browser(), phone);
    await gotoHydrated(page, '/docs/tutorials/ticks');
    // Moving the sidebar re-renders all of it: a phone should not do that while the page starts.
    const sidebarIn = (selector: string) =>
      page.evaluate((s) => document.querySelector(s)?.querySelector('nav[aria-label="Docs sidebar"]') != null, selector);
    expect(await sidebarIn('.docs-sidebar-container')).toBe(true);
    expect(await sidebarIn('#site-drawer')).toBe(false);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect.poll(() => sidebarIn('#site-drawer')).toBe(true);
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect.poll(() => sidebarIn('.docs-sidebar-container')).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Docs sidebar' }).isVisible()).toBe(true);
    await context.close();
  });

  it('closes when the window grows above 996 px', async () => {
    const { context, page } = await openPage(browser(), phone);
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect.poll(() => page.getByRole('dialog', { name: 'Site navigation' }).isVisible()).toBe(false);
    await context.close();
  });

  it('closes on back navigation', async () => {
    const { context, page } = await openPage(browser(), phone);
    await gotoHydrated(page, '/');
    await gotoHydrated(page, '/blog');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.goBack();
    await expect.poll(() => page.getByRole('dialog', { name: 'Site navigation' }).isVisible()).toBe(false);
    await context.close();
  });

  it('navigates through a drawer link and closes', async () => {
    const { context, page } = await openPage(browser(), phone);
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.getByRole('dialog', { name: 'Site navigation' }).getByRole('link', { name: 'News' }).click();
    await page.waitForURL('**/blog');
    await expect.poll(() => page.getByRole('dialog', { name: 'Site navigation' }).isVisible()).toBe(false);
    await context.close();
  });
});
