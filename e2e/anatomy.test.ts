import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, setupBrowser } from './harness';

const browser = setupBrowser();

/** The pages that show the "Anatomy of a diagram" figure with its numbered key. */
const pages = ['/', '/docs/quickstart'] as const;
const HEADING = 'Anatomy of a diagram';

interface Key {
  /** Text of each list item, in order. */
  items: string[];
  /** Every link in the key, resolved to an absolute URL. */
  links: string[];
  /** Items without a link. */
  unlinked: string[];
  /** src and alt of the light and dark figure between the heading and the key. */
  figures: Array<{ src: string; alt: string; className: string }>;
}

/** Reads the key: the first ordered list after the section's heading, and the figure before it. */
async function readKey(page: Page): Promise<Key | null> {
  return page.evaluate((heading) => {
    // The heading's text, without the "#" of its direct link.
    const h2 = [...document.querySelectorAll('main h2')].find((h) => h.firstChild?.textContent?.trim() === heading);
    if (!h2) return null;
    const after = (el: Element) => (h2.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    const ol = [...document.querySelectorAll('main ol')].find(after);
    if (!ol) return null;
    const before = (el: Element) => (ol.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
    const items = [...ol.children].filter((li) => li.tagName === 'LI');
    const figures = [...document.querySelectorAll<HTMLImageElement>('main figure.typst-example img')]
      .filter((img) => after(img) && before(img))
      .map((img) => ({ src: img.getAttribute('src') ?? '', alt: img.alt, className: img.className }));
    return {
      items: items.map((li) => li.textContent?.trim() ?? ''),
      links: [...ol.querySelectorAll('a')].map((a) => a.href),
      unlinked: items.filter((li) => li.querySelector('a') === null).map((li) => li.textContent?.trim() ?? ''),
      figures,
    };
  }, HEADING);
}

/** Ids on each linked page, loaded once per path (JavaScript off: the ids are in the exported HTML). */
const idsByPath = new Map<string, Set<string>>();

async function idsOf(browserInstance: Browser, url: URL): Promise<Set<string> | null> {
  const known = idsByPath.get(url.pathname);
  if (known) return known;
  const { context, page } = await openPage(browserInstance, { javaScriptEnabled: false });
  const response = await page.goto(url.pathname);
  const ids = response?.ok() ? new Set(await page.evaluate(() => [...document.querySelectorAll('[id]')].map((el) => el.id))) : null;
  await context.close();
  if (ids) idsByPath.set(url.pathname, ids);
  return ids;
}

describe('the anatomy of a diagram', () => {
  for (const path of pages) {
    it(`${path}: the key names at least 18 parts, and every link in it reaches an existing page and anchor`, async () => {
      const { context, page } = await openPage(browser());
      await page.goto(path);
      const key = await readKey(page);
      await context.close();
      expect(key, `no "${HEADING}" heading followed by a list on ${path}`).not.toBeNull();
      if (!key) return;
      expect(key.items.length).toBeGreaterThanOrEqual(18);
      expect(key.unlinked).toEqual([]);
      const text = key.items.join('\n');
      for (const part of ['Title', 'Tick label', 'Subtick', 'Legend entry', 'Error bar', 'Colour bar', 'Second axis'])
        expect(text).toContain(part);

      const broken: string[] = [];
      for (const href of new Set(key.links)) {
        const url = new URL(href);
        const ids = await idsOf(browser(), url);
        if (!ids) broken.push(`${href}: no page`);
        else if (url.hash && !ids.has(decodeURIComponent(url.hash.slice(1)))) broken.push(`${href}: no element with that id`);
      }
      expect(broken).toEqual([]);
    });

    it(`${path}: without JavaScript, shows the figure and the linked key`, async () => {
      const { context, page } = await openPage(browser(), { javaScriptEnabled: false });
      await page.goto(path);
      const key = await readKey(page);
      expect(key).not.toBeNull();
      if (!key) return;
      expect(key.items.length).toBeGreaterThanOrEqual(18);
      expect(key.links.length).toBeGreaterThanOrEqual(key.items.length);
      expect(key.figures.map((f) => f.className).sort()).toEqual(['figure-dark', 'figure-light']);
      for (const figure of key.figures) expect(figure.alt).toMatch(/numbered/);

      const heading = page.locator('main h2', { hasText: HEADING });
      expect(await heading.isVisible()).toBe(true);
      const light = page.locator(
        `main figure.typst-example img.figure-light[src="${key.figures.find((f) => f.className === 'figure-light')?.src}"]`,
      );
      await light.scrollIntoViewIfNeeded();
      expect(await light.isVisible()).toBe(true);
      await expect.poll(() => light.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const tickLabel = page.locator('main ol a', { hasText: 'lq.tick-label' }).first();
      expect(await tickLabel.isVisible()).toBe(true);
      expect(await tickLabel.getAttribute('href')).toMatch(/\/docs\/reference\/tick-label$/);
      await context.close();
    });
  }

  it('both pages show the same figure, compiled once from the same code', async () => {
    const sources: string[][] = [];
    for (const path of pages) {
      const { context, page } = await openPage(browser(), { javaScriptEnabled: false });
      await page.goto(path);
      const key = await readKey(page);
      await context.close();
      sources.push((key?.figures ?? []).map((f) => f.src).sort());
    }
    expect(sources[0]?.length).toBe(2);
    expect(sources[1]).toEqual(sources[0]);
  });

  it('the reference index links to the figure, without JavaScript too', async () => {
    const { context, page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto('/docs/category/reference');
    const link = page.locator('main header a', { hasText: 'Anatomy of a diagram' });
    await link.click();
    await page.waitForURL(/\/docs\/quickstart#anatomy-of-a-diagram$/);
    expect(await readKey(page)).not.toBeNull();
    await context.close();
  });
});
