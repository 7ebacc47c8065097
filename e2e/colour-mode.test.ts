import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, setupBrowser } from './harness';

const browser = setupBrowser();
const isDark = () => document.documentElement.classList.contains('dark');

describe('colour mode', () => {
  it('starts in system mode (light here) and cycles light → dark → system, storing the choice under "theme"', async () => {
    const { context, page } = await openPage(browser(), { colorScheme: 'light' });
    await gotoHydrated(page, '/docs/intro');
    expect(await page.evaluate(isDark)).toBe(false);
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ }).first();
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.getAttribute('aria-label')).toContain('currently system mode');
    await toggle.click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expect(await page.evaluate(isDark)).toBe(false);
    await toggle.click();
    expect(await page.evaluate(isDark)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect.poll(() => toggle.getAttribute('aria-label')).toContain('currently dark mode');
    await toggle.click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
    expect(await page.evaluate(isDark)).toBe(false);
    await context.close();
  });

  it('follows the system preference in system mode', async () => {
    const { context, page } = await openPage(browser(), { colorScheme: 'dark' });
    await gotoHydrated(page, '/');
    expect(await page.evaluate(isDark)).toBe(true);
    await context.close();
  });

  // With every script chunk blocked, only the inline head scripts run: whatever is dark now was
  // dark before hydration, so the page never flashes light.
  for (const [label, options, stored] of [
    ['a stored dark choice', { colorScheme: 'light' as const }, 'dark'],
    ['prefers-color-scheme dark', { colorScheme: 'dark' as const }, null],
  ] as const) {
    it(`paints dark before any React code runs, given ${label}`, async () => {
      const { context, page } = await openPage(browser(), options);
      if (stored) await context.addInitScript((value) => localStorage.setItem('theme', value), stored);
      await context.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
      await page.goto('/docs/quickstart');
      expect(await page.evaluate(isDark)).toBe(true);
      await context.close();
    });
  }

  it('falls back to the default for a corrupted stored value, without errors', async () => {
    const { context, page, problems } = await openPage(browser(), { colorScheme: 'light' });
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('theme', '{"mode":"dark"}<script>');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await gotoHydrated(page, '/');
    expect(await page.evaluate(isDark)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
