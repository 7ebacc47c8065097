/**
 * Inspect mode on prerendered figures of five kinds: the pointer over a part names it, Tab walks
 * the parts, clicking again goes to the part beneath, Escape leaves; nothing moves on the page
 * while it opens, and axe finds nothing serious. Points are chosen from the figure's own map, so
 * the test follows the figure when an example changes.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, seriousViolations, setupBrowser } from './harness';
import { partsAt, parsePartMap, type Part, type PartMap } from '../lib/figures/parts';
import type { BrowserContext } from 'playwright-core';
import noParts from '../lib/figures/no-parts.json';

const browser = setupBrowser();
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await openPage(browser(), { viewport: { width: 1280, height: 900 } }));
});
afterAll(async () => {
  await context?.close();
});

/** Opens inspect mode on an example and returns its map, as the page fetched it. */
async function inspect(path: string, example: string): Promise<PartMap> {
  await gotoHydrated(page, path);
  const figure = page.locator(`figure#${example}`);
  await figure.scrollIntoViewIfNeeded();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('-parts.json')),
    figure.getByRole('button', { name: 'Inspect' }).click(),
  ]);
  const map = parsePartMap(await response.text());
  expect(map, `${path} ${example}: map`).not.toBeNull();
  await figure.locator('.typst-inspect[data-ready="true"]').waitFor();
  return map!;
}

/** A point (figure pt) where `want` is the topmost part, from its boxes and line segments. */
function pointOn(map: PartMap, want: (p: Part) => boolean): { x: number; y: number } {
  for (const [i, part] of map.parts.entries()) {
    if (!want(part)) continue;
    const candidates: Array<{ x: number; y: number }> = [];
    const b = part.b ?? [];
    for (let j = 0; j < b.length; j += 4) candidates.push({ x: b[j]! + b[j + 2]! / 2, y: b[j + 1]! + b[j + 3]! / 2 });
    for (const l of [...(part.l ?? []), ...(part.g ?? [])])
      for (let j = 0; j + 3 < l.length; j += 2) candidates.push({ x: (l[j]! + l[j + 2]!) / 2, y: (l[j + 1]! + l[j + 3]!) / 2 });
    const hit = candidates.find((c) => partsAt(map, c.x, c.y, 3)[0] === i);
    if (hit) return hit;
  }
  throw new Error('no point where the part is on top');
}

async function hover(example: string, map: PartMap, point: { x: number; y: number }) {
  const box = (await page.locator(`figure#${example} .typst-inspect`).boundingBox())!;
  await page.mouse.move(box.x + (point.x / map.w) * box.width, box.y + (point.y / map.h) * box.height);
}

const panelName = (example: string) => page.locator(`figure#${example} .typst-inspect-name`).textContent();

describe('inspect mode', () => {
  it('names a line plot and its legend, and Escape leaves', async () => {
    const map = await inspect('/docs/reference/plot', 'ex-1');
    await hover(
      'ex-1',
      map,
      pointOn(map, (p) => p.k === 'plot'),
    );
    expect(await panelName('ex-1')).toBe('line plot');
    await expect
      .poll(() => page.locator('figure#ex-1 .typst-inspect-links a').first().getAttribute('href'))
      .toMatch(/\/docs\/reference\/plot$/);
    await hover(
      'ex-1',
      map,
      pointOn(map, (p) => p.k === 'legend'),
    );
    expect(await panelName('ex-1')).toBe('legend');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('figure#ex-1 .typst-inspect').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Inspect');
  });

  it('names the bars of a bar chart, walks the parts with Tab and goes beneath on a second click', async () => {
    const map = await inspect('/docs/reference/bar', 'ex-1');
    const bar = pointOn(map, (p) => p.k === 'bar');
    await hover('ex-1', map, bar);
    expect(await panelName('ex-1')).toBe('bar chart');
    // Focus starts on the first part; Tab walks the rest, each one named.
    const names: string[] = [];
    for (let i = 0; i < map.parts.length; i++) {
      names.push((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '');
      await page.keyboard.press('Tab');
    }
    expect(names).toContain('tick labels of the x axis');
    expect(names).toContain('bar chart');
    expect(await seriousViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
    // Clicking the same place twice goes to the part beneath the bar.
    await hover('ex-1', map, bar);
    expect(await panelName('ex-1')).toBe('bar chart');
    await page.mouse.down();
    await page.mouse.up();
    await page.mouse.down();
    await page.mouse.up();
    expect(await panelName('ex-1')).not.toBe('bar chart');
  });

  it('names a colour mesh and the parts of its colour bar', async () => {
    const map = await inspect('/docs/reference/colorbar', 'ex-1');
    await hover(
      'ex-1',
      map,
      pointOn(map, (p) => p.k === 'colormesh'),
    );
    expect(await panelName('ex-1')).toBe('colour mesh');
    await hover(
      'ex-1',
      map,
      pointOn(map, (p) => p.k === 'tick-label' && p.cb === true),
    );
    expect(await panelName('ex-1')).toBe('tick labels of the colour bar');
  });

  it('tells the two y axes of a twin-axis figure apart', async () => {
    const map = await inspect('/docs/examples/dual-axis', 'ex-1');
    await hover(
      'ex-1',
      map,
      pointOn(map, (p) => p.k === 'tick-label' && p.a === 'y' && p.far === true),
    );
    expect(await panelName('ex-1')).toBe('tick labels of the y axis on the right');
    await hover(
      'ex-1',
      map,
      pointOn(map, (p) => p.k === 'tick-label' && p.a === 'y' && !p.far),
    );
    expect(await panelName('ex-1')).toBe('tick labels of the y axis');
  });

  it('leaves the figure as it is, with a short message, when the map is damaged or missing', async () => {
    for (const [status, body, words] of [
      [200, '{"v":1,"w":10,', 'damaged'],
      [404, 'not found', 'could not be loaded'],
    ] as const) {
      await page.route('**/*-parts.json', (route) => route.fulfill({ status, body, contentType: 'application/json' }));
      await gotoHydrated(page, '/docs/reference/bar');
      const figure = page.locator('figure#ex-1');
      await figure.getByRole('button', { name: 'Inspect' }).click();
      await expect.poll(() => figure.locator('.typst-inspect-message').textContent()).toContain(words);
      expect(await figure.locator('.typst-inspect').count()).toBe(0);
      expect(await figure.locator('img.figure-light').isVisible()).toBe(true);
      await page.unroute('**/*-parts.json');
    }
  });

  it('opens without moving anything on the page', async () => {
    await gotoHydrated(page, '/docs/reference/plot');
    const figure = page.locator('figure#ex-2');
    await figure.scrollIntoViewIfNeeded();
    const tops = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main h2, main figure, main pre, main img, main .typst-download')].map(
          (e) => e.getBoundingClientRect().top,
        ),
      );
    const before = await tops();
    await figure.getByRole('button', { name: 'Inspect' }).click();
    await figure.locator('.typst-inspect[data-ready="true"]').waitFor();
    expect(await tops()).toEqual(before);
  });

  it('opens on a cheat-sheet tile from a button beside its link, over the figure as shown, and moves nothing', async () => {
    await gotoHydrated(page, '/cheat-sheet');
    // Every tile whose figure has a map gets a button, and only those: all of the sheet's figures
    // but the ones the map step recorded as having no parts (the colour-map chart). The source's
    // entries hold both releases' sheets: count the figures this page shows.
    const withMap = await page.locator('.cheat:has(.cheat__img[data-parts])').count();
    const sources = await page.locator('.cheat__img img').evaluateAll((images) => images.map((i) => i.getAttribute('src') ?? ''));
    const without = Object.entries(noParts).filter(
      ([key, entry]) => entry.file === 'content/pages/cheat-sheet.mdx' && sources.some((src) => src.includes(`/${key}-light.svg`)),
    ).length;
    expect(without).toBe(1);
    expect(withMap).toBe((await page.locator('.cheat__img').count()) - without);
    expect(withMap).toBeGreaterThan(25);
    await expect.poll(() => page.locator('.cheat .typst-inspect-toggle').count()).toBe(withMap);
    const tile = page.locator('.cheat', { has: page.locator('.cheat__call', { hasText: /^lq\.bar\(x, y\)$/ }) });
    await tile.scrollIntoViewIfNeeded();
    const button = tile.getByRole('button', { name: 'Inspect the figure of lq.bar(x, y)' });
    const tops = () =>
      page.evaluate(() => [...document.querySelectorAll('.cheat, .cheat__call')].map((e) => e.getBoundingClientRect().top));
    // Its own target: at least 24 px high and below the tile's link, never over it.
    const buttonBox = (await button.boundingBox())!;
    const linkBox = (await tile.locator('a.cheat__link').boundingBox())!;
    expect(buttonBox.height).toBeGreaterThanOrEqual(24);
    expect(buttonBox.y).toBeGreaterThanOrEqual(linkBox.y + linkBox.height);
    const before = await tops();
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('-parts.json')), button.click()]);
    const map = parsePartMap(await response.text())!;
    expect(map).not.toBeNull();
    await tile.locator('.typst-inspect[data-ready="true"]').waitFor();
    expect(await tops()).toEqual(before);
    // The inspector lies exactly over the variant shown.
    const shown = await tile
      .locator('.cheat__img img')
      .evaluateAll((images) => images.filter((i) => i.getClientRects().length > 0).map((i) => i.getBoundingClientRect().toJSON()));
    expect(shown).toHaveLength(1);
    const overlay = (await tile.locator('.typst-inspect').boundingBox())!;
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(overlay[key] - shown[0][key])).toBeLessThanOrEqual(1);
    const bar = pointOn(map, (p) => p.k === 'bar');
    const at = { x: overlay.x + (bar.x / map.w) * overlay.width, y: overlay.y + (bar.y / map.h) * overlay.height };
    await page.mouse.move(at.x, at.y);
    expect(await tile.locator('.typst-inspect-name').textContent()).toBe('bar chart');
    // The description hangs below the tile, over the next row, and the tile does not cut it off
    // (a tile's containment would clip it): its last line is there to point at.
    const panel = (await tile.locator('.typst-inspect-panel').boundingBox())!;
    const tileBox = (await tile.boundingBox())!;
    const below = { from: tileBox.y + tileBox.height, to: panel.y + panel.height };
    expect(below.to).toBeGreaterThan(below.from + 2);
    const bottom = { x: panel.x + panel.width / 2, y: (below.from + below.to) / 2 };
    expect(await page.evaluate((p) => document.elementFromPoint(p.x, p.y)?.closest('.typst-inspect-panel') !== null, bottom)).toBe(true);
    // A click on the figure picks a part; it does not follow the tile's link.
    await page.mouse.click(at.x, at.y);
    expect(new URL(page.url()).pathname).toBe('/cheat-sheet');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => tile.locator('.typst-inspect').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Inspect the figure of lq.bar(x, y)');
    expect(await tile.locator('a.cheat__link').getAttribute('href')).toBe('/docs/reference/bar');
  });
});
