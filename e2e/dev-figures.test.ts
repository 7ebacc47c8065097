/**
 * Examples render while you write: `npm run dev` with the fixture Typst packages (so it runs
 * without Lilaq, as in CI), a new example added to an open page shows its figure after the
 * reload, and an example that does not compile shows Typst's message with the MDX file:line in
 * the page while the server keeps serving.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listStore } from '../lib/figures/store';
import { createFixturePackageHome } from '../lib/figures/build/fixture-packages';
import { openPage, setupBrowser } from './harness';
import { type DevServer, startDev, waitForDev } from './dev-server';

const port = 3124;
const file = 'content/docs/intro.mdx';
const url = `http://127.0.0.1:${port}/docs/intro`;
const browser = setupBrowser();
let dev: DevServer | undefined;
let original = '';
let storeBefore = new Set<string>();
const stored = () => listStore('public/figures', 'public/figures/data').figures;

/** Appends a ```typ example block; returns the 1-based line of its body's last line. */
function appendExample(body: string): number {
  const before = fs.readFileSync(file, 'utf8');
  const text = `${before}\n\n\`\`\`typ example\n${body}\n\`\`\`\n`;
  fs.writeFileSync(file, text);
  return before.split('\n').length + 2 + body.split('\n').length;
}

describe('examples in npm run dev', () => {
  beforeAll(async () => {
    original = fs.readFileSync(file, 'utf8');
    storeBefore = stored();
    dev = startDev(port, { LILAQ_TYPST_PACKAGES: createFixturePackageHome() });
    await waitForDev(dev, '/docs/intro', 240_000);
  }, 300_000);

  afterAll(async () => {
    fs.writeFileSync(file, original);
    // The watcher removes the figures it wrote for the page once the page no longer uses them.
    const leftOver = () => [...stored()].filter((name) => !storeBefore.has(name));
    for (let i = 0; i < 50 && leftOver().length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 200));
    const left = leftOver();
    for (const name of left) fs.rmSync(`public/figures/${name}`);
    await dev?.stop();
    expect(left).toEqual([]);
  }, 60_000);

  it('shows the figure of an example added to the open page', { timeout: 240_000 }, async () => {
    const { context, page } = await openPage(browser());
    // The save is two generations (the page and its 0.6.0 view); no reload in between fails.
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document' && response.status() >= 500)
        failed.push(`${response.status()} ${response.url()}`);
    });
    await dev!.explain(async () => {
      await page.goto(url, { timeout: 180_000 });
      await page.getByRole('heading', { level: 1 }).waitFor();
      const label = `Drawn in dev ${Date.now()}`;
      appendExample(`#import "@preview/tinypkg:0.1.0": badge\n#badge[${label}]`);
      const example = page.locator('figure.typst-example').filter({ hasText: label });
      const img = example.locator('img.figure-light');
      await expect.poll(() => img.count(), { timeout: 120_000, interval: 500 }).toBe(1);
      // The figure file is served and decodes: the store holds it, next dev serves public/ as is.
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
      expect(await img.getAttribute('src')).toMatch(/^\/figures\/[0-9a-f]{16}-light\.svg$/);
      expect(new URL(page.url()).pathname).toBe('/docs/intro');
      expect(failed).toEqual([]);
    });
    await context.close();
  });

  it('shows a compile error with Typst message and file:line at the example, and keeps serving', { timeout: 240_000 }, async () => {
    const { context, page } = await openPage(browser());
    await dev!.explain(async () => {
      await page.goto(url, { timeout: 180_000 });
      await page.getByRole('heading', { level: 1 }).waitFor();
      const line = appendExample(`Broken on purpose ${Date.now()}\n#not-a-function()`);
      const note = page.locator('[data-dev-figure="error"]');
      await expect.poll(() => note.count(), { timeout: 120_000, interval: 500 }).toBe(1);
      const text = await note.innerText();
      expect(text).toContain(`${file}:${line}: error (light variant): unknown variable: not-a-function`);
      // The server is still up and still updates the page.
      const marker = `Still serving ${Date.now()}`;
      fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\n${marker}\n`);
      await expect.poll(() => page.getByText(marker).count(), { timeout: 120_000, interval: 500 }).toBe(1);
      expect((await fetch(url)).ok).toBe(true);
    });
    await context.close();
  });
});
