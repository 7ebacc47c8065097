import { describe, expect, it } from 'vitest';
import { siteConfig } from '../lib/site-config';
import { gotoHydrated, openPage, setupBrowser } from './harness';

const browser = setupBrowser();
const { announcementDismiss, announcementId } = siteConfig.storageKeys;

describe('announcement bar', () => {
  it('stays dismissed across reloads once closed', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect.poll(() => bar.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await expect.poll(() => bar.isVisible()).toBe(false);
    expect(await page.evaluate((k) => localStorage.getItem(k), announcementDismiss)).toBe('true');
    expect(await page.evaluate((k) => localStorage.getItem(k), announcementId)).toBe(siteConfig.announcement.id);
    await page.reload();
    expect(await bar.isVisible()).toBe(false);
    await context.close();
  });

  it('comes back when the bar id changes', async () => {
    const { context, page } = await openPage(browser());
    await context.addInitScript(
      ({ dismiss, id }) => {
        localStorage.setItem(dismiss, 'true');
        localStorage.setItem(id, 'an-older-announcement');
      },
      { dismiss: announcementDismiss, id: announcementId },
    );
    await gotoHydrated(page, '/');
    await expect.poll(() => page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(true);
    await context.close();
  });

  it('is hidden before hydration when dismissed, so it never flashes', async () => {
    const { context, page } = await openPage(browser());
    await context.addInitScript(
      ({ dismiss, id, current }) => {
        localStorage.setItem(dismiss, 'true');
        localStorage.setItem(id, current);
      },
      { dismiss: announcementDismiss, id: announcementId, current: siteConfig.announcement.id },
    );
    await context.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
    await page.goto('/');
    expect(await page.locator('.announcement').isVisible()).toBe(false);
    await context.close();
  });
});
