import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { partMeetsRect } from '@/lib/figures/anatomy';
import { parsePartMap, type PartMap } from '@/lib/figures/parts';
import { partsFileName } from '@/lib/figures/store';
import { crowdedTargets, gotoHydrated, openPage, setupBrowser } from './harness';

const browser = setupBrowser();

/** The pages that show the "Anatomy of a diagram" figure with its numbered markers and key. */
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
    // The key, not the markers over the figure (also a list, inside it).
    const ol = [...document.querySelectorAll('main ol:not(.anatomy-markers)')].find(after);
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
    it(`${path}: the key names at least 14 parts, and every link in it reaches an existing page and anchor`, async () => {
      const { context, page } = await openPage(browser());
      await page.goto(path);
      const key = await readKey(page);
      await context.close();
      expect(key, `no "${HEADING}" heading followed by a list on ${path}`).not.toBeNull();
      if (!key) return;
      expect(key.items.length).toBeGreaterThanOrEqual(14);
      expect(key.unlinked).toEqual([]);
      const text = key.items.join('\n');
      for (const part of ['Title', 'Tick label', 'Legend', 'legend entry', 'Mark', 'Error bar', 'Colour bar', 'Second axis'])
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
      expect(key.items.length).toBeGreaterThanOrEqual(14);
      expect(key.links.length).toBeGreaterThanOrEqual(key.items.length);
      expect(key.figures.map((f) => f.className).sort()).toEqual(['figure-dark', 'figure-light']);
      for (const figure of key.figures) expect(figure.alt).toMatch(/cup of tea/);

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

  /** The markers over the figure as drawn: number, link, named part and box in the figure's own units (the part map's). */
  async function readMarkers(page: Page) {
    return page.evaluate(() => {
      const frame = document.querySelector('main .anatomy-markers')?.closest('.typst-figure-frame');
      const img = [...(frame?.querySelectorAll('img') ?? [])].find((i) => i.getBoundingClientRect().width > 0);
      if (!frame || !img) return null;
      const figure = img.getBoundingClientRect();
      const light = frame.querySelector<HTMLImageElement>('img.figure-light')?.getAttribute('src') ?? '';
      const markers = [...frame.querySelectorAll<HTMLAnchorElement>('.anatomy-marker a')].map((a) => {
        const r = a.getBoundingClientRect();
        return {
          text: a.textContent?.trim() ?? '',
          name: a.getAttribute('aria-label') ?? '',
          href: a.href,
          part: Number(a.dataset.part),
          // Fractions of the shown figure; the test scales them to the map's units.
          box: {
            left: (r.left - figure.left) / figure.width,
            right: (r.right - figure.left) / figure.width,
            top: (r.top - figure.top) / figure.height,
            bottom: (r.bottom - figure.top) / figure.height,
          },
        };
      });
      return { light, markers, shown: img.className };
    });
  }

  /** The part map of the figure whose light variant is `src` (…/HASH-light.svg), read from the export. */
  function mapOf(src: string): PartMap {
    const hash = /([0-9a-f]+)-light\.svg$/.exec(src)?.[1];
    expect(hash, src).toBeTruthy();
    const map = parsePartMap(fs.readFileSync(`out/figures/${partsFileName(hash!)}`, 'utf8'));
    expect(map).not.toBeNull();
    return map!;
  }

  for (const path of pages) {
    it(`${path}: without JavaScript, the markers are links to the key's entries, numbered as the key`, async () => {
      const { context, page } = await openPage(browser(), { javaScriptEnabled: false });
      await page.goto(path);
      const key = await readKey(page);
      const drawn = await readMarkers(page);
      // Each key item's first link is its reference entry.
      const firsts = await page.evaluate(() => {
        const ol = [...document.querySelectorAll('main ol:not(.anatomy-markers)')].find((list) =>
          list.previousElementSibling?.matches('figure.typst-example'),
        );
        return [...(ol?.querySelectorAll(':scope > li') ?? [])].map((li) => li.querySelector('a')?.href ?? '');
      });
      await context.close();
      expect(drawn).not.toBeNull();
      expect(key).not.toBeNull();
      if (!drawn || !key) return;
      expect(drawn.markers.length).toBe(key.items.length);
      expect(drawn.markers.map((m) => m.text)).toEqual(key.items.map((_, i) => String(i + 1)));
      expect(drawn.markers.map((m) => m.href)).toEqual(firsts);
      // The accessible name is the key's bold name, not a bare number.
      expect(drawn.markers.map((m) => m.name)).toEqual(key.items.map((item, i) => `${i + 1}: ${item.split(':')[0]}`));
    });

    for (const { width, scheme } of [
      { width: 1280, scheme: 'light' },
      { width: 1280, scheme: 'dark' },
      { width: 375, scheme: 'light' },
    ] as const) {
      it(`${path} at ${width} px, ${scheme}: no marker covers the part it names (boxes against the part map)`, async () => {
        const { context, page } = await openPage(browser(), { viewport: { width, height: 900 }, colorScheme: scheme });
        await gotoHydrated(page, path);
        await page.locator('main .anatomy-markers').scrollIntoViewIfNeeded();
        const drawn = await readMarkers(page);
        await context.close();
        expect(drawn).not.toBeNull();
        if (!drawn) return;
        expect(drawn.shown).toBe(`figure-${scheme}`);
        const map = mapOf(drawn.light);
        const covering = drawn.markers.filter((m) => {
          const part = map.parts[m.part];
          if (!part) return true;
          const { left, right, top, bottom } = m.box;
          return partMeetsRect(part, { left: left * map.w, right: right * map.w, top: top * map.h, bottom: bottom * map.h });
        });
        expect(covering.map((m) => m.name)).toEqual([]);
        expect(drawn.markers.length).toBeGreaterThanOrEqual(14);
      });
    }
  }

  it('on a phone (412 and 375 px) the small markers lie far enough apart to be touch targets', async () => {
    for (const width of [412, 375]) {
      for (const path of pages) {
        const { context, page } = await openPage(browser(), { viewport: { width, height: 823 }, isMobile: true });
        await gotoHydrated(page, path);
        const crowded = await crowdedTargets(page);
        await context.close();
        expect(crowded, `${path} at ${width} px`).toEqual([]);
      }
    }
  });

  it('the markers are reached with Tab, after the code, with a visible focus ring', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/docs/quickstart');
    await page.locator('main .anatomy-markers').scrollIntoViewIfNeeded();
    const copy = page.locator('main figure:has(.anatomy-markers) .typst-example-actions button').last();
    await copy.focus();
    let reached = '';
    for (let i = 0; i < 5 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() =>
        document.activeElement?.closest('.anatomy-marker') ? (document.activeElement.textContent ?? '') : '',
      );
    }
    expect(reached).toBe('1');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await context.close();
  });

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
