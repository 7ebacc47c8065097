import { describe, expect, it } from 'vitest';
import { openPage, seriousViolations, setupBrowser } from './harness';
import { sitemapPaths } from './sitemap';

const paths = sitemapPaths();
const browser = setupBrowser();

describe.each(['light', 'dark'] as const)('every sitemap page in %s mode', (mode) => {
  it(`loads ${paths.length} pages without console errors, failed requests or serious axe violations`, { timeout: 900_000 }, async () => {
    const { context, page, problems } = await openPage(browser(), { colorScheme: mode });
    await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    const failures: string[] = [];
    for (const path of paths) {
      problems.consoleErrors.length = 0;
      problems.failedRequests.length = 0;
      const response = await page.goto(path, { waitUntil: 'load' });
      if (response?.status() !== 200) failures.push(`${path}: HTTP ${response?.status()}`);
      const isDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
      if (isDark !== (mode === 'dark')) failures.push(`${path}: page is not in ${mode} mode`);
      for (const violation of await seriousViolations(page)) failures.push(`${path}: axe ${violation}`);
      await page.waitForLoadState('networkidle');
      for (const error of problems.consoleErrors) failures.push(`${path}: console error ${error}`);
      for (const request of problems.failedRequests) failures.push(`${path}: failed request ${request}`);
    }
    await context.close();
    expect(failures).toEqual([]);
  });
});

describe('sitemap', () => {
  it('lists the spec routes', () => {
    for (const path of [
      '/',
      '/cheat-sheet',
      '/search',
      '/themes',
      '/blog',
      '/blog/archive',
      '/blog/authors',
      '/blog/tags',
      '/docs/intro',
      '/docs/quickstart',
      '/docs/category/reference',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
