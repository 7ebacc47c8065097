import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { drainProblems, gotoHydrated, openPage, seriousViolations, setupBrowser } from './harness';
import { sitemapPaths } from './sitemap';
import { CURRENT_RELEASE, splitDocsPath } from '../lib/docs/versions';

const paths = sitemapPaths();
const browser = setupBrowser();

/** External links that would give the opened page a handle on ours or leak the address. */
function unsafeExternalLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => /^https?:$/.test(a.protocol) && a.host !== location.host)
      .filter((a) => !(a.relList.contains('noopener') && a.relList.contains('noreferrer')))
      .map((a) => a.href),
  );
}

/** Security headers and the page's own policy, as the server (and the generated _headers) send them. */
async function policyProblems(page: Page, headers: Record<string, string>): Promise<string[]> {
  const found: string[] = [];
  const header = headers['content-security-policy'] ?? '';
  if (!header.includes("frame-ancestors 'none'") || !header.includes("object-src 'none'")) found.push(`CSP header is "${header}"`);
  if (headers['x-content-type-options'] !== 'nosniff') found.push('no X-Content-Type-Options: nosniff');
  if (!headers['referrer-policy']) found.push('no Referrer-Policy');
  const metas = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('content') ?? ''));
  // Scripts: the origin, WebAssembly compilation for the live editor, and hashes; never 'unsafe-inline'.
  if (metas.length !== 1 || !/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/.test(metas[0] ?? ''))
    found.push(`page policy is ${JSON.stringify(metas)}`);
  return found;
}

/**
 * The sitemap in batches, each a test with its own time limit: one test over all pages came within
 * seconds of its limit on a loaded machine, and a batch that fails names fewer pages to look at.
 */
const BATCH = 30;

/**
 * Another release's docs (`/docs/0.6.0/…`, `/gallery/0.6.0`) are the same templates over other
 * content: every one of their pages is swept in light mode, and every fourth in dark mode (with the
 * release's banner, badge and notes), which keeps the sweep within its time on a 2-core machine.
 */
const otherRelease = (path: string) => (splitDocsPath(path)?.release ?? CURRENT_RELEASE) !== CURRENT_RELEASE || /^\/gallery\/\d/.test(path);
const sweptIn = (mode: 'light' | 'dark') =>
  mode === 'light' ? paths : paths.filter((path, i) => !otherRelease(path) || paths.slice(0, i).filter(otherRelease).length % 4 === 0);
const batchesOf = (list: readonly string[]) =>
  Array.from({ length: Math.ceil(list.length / BATCH) }, (_, i) => list.slice(i * BATCH, (i + 1) * BATCH));

describe.each(['light', 'dark'] as const)('every sitemap page in %s mode', (mode) => {
  const swept = sweptIn(mode);
  const batches = batchesOf(swept);
  it('covers every page of the sitemap once across its batches (another release in dark mode by sample)', () => {
    expect(batches.flat()).toEqual(swept);
    expect(paths.length).toBeGreaterThan(100);
    expect(swept.filter((path) => !otherRelease(path))).toEqual(paths.filter((path) => !otherRelease(path)));
    expect(swept.filter(otherRelease).length).toBeGreaterThan(mode === 'light' ? 100 : 25);
  });

  it.each(batches.map((batch, i) => [`${i * BATCH + 1}-${i * BATCH + batch.length} of ${swept.length}`, batch] as const))(
    'loads pages %s without console errors, failed requests, CSP violations or serious axe violations',
    { timeout: 600_000 },
    async (_label, batch) => {
      const { context, page, problems } = await openPage(browser(), { colorScheme: mode });
      await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      const failures: string[] = [];
      for (const path of batch) {
        const response = await page.goto(path, { waitUntil: 'load' });
        if (response?.status() !== 200) failures.push(`${path}: HTTP ${response?.status()}`);
        const isDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
        if (isDark !== (mode === 'dark')) failures.push(`${path}: page is not in ${mode} mode`);
        if (await page.locator('#base-banner').isVisible()) failures.push(`${path}: the wrong-base-path banner is visible`);
        for (const href of await unsafeExternalLinks(page))
          failures.push(`${path}: external link without rel="noopener noreferrer": ${href}`);
        for (const problem of await policyProblems(page, response?.headers() ?? {})) failures.push(`${path}: ${problem}`);
        for (const violation of await seriousViolations(page)) failures.push(`${path}: axe ${violation}`);
        await page.waitForLoadState('networkidle');
        drainProblems(problems, path, failures);
      }
      await context.close();
      expect(failures).toEqual([]);
    },
  );

  it('keeps the policy with the search modal and the mobile drawer open', async () => {
    const { context, page, problems } = await openPage(browser(), { colorScheme: mode, viewport: { width: 375, height: 740 } });
    await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    const failures: string[] = [];
    await gotoHydrated(page, '/docs/intro');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site navigation' });
    await drawer.getByRole('navigation', { name: 'Docs sidebar' }).waitFor();
    await drawer.getByRole('button', { name: 'Back to main menu' }).click();
    await drawer.getByRole('link', { name: 'News' }).click();
    await page.waitForURL('**/blog');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('legend');
    await page.locator('.DocSearch-Hit a').first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/docs/**');
    await page.waitForLoadState('networkidle');
    drainProblems(problems, 'drawer and search', failures);
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
