/**
 * `npm run dev` cannot be left updating nothing: a content cache left empty or cut in the middle
 * (contentlayer2 writes it in place, so a process stopped mid-write leaves it so) is removed at
 * start with one line saying so, an edit saved during contentlayer's first generation reaches the
 * page, SIGTERM or SIGINT to `npm run dev` ends every process it started and frees the port, and a
 * file that no longer compiles is said on the open page until it compiles again.
 * Each test starts contentlayer without a usable cache: on a busy machine its first generation
 * takes minutes, hence the generous waits.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheProblem, contentCacheFiles } from '../lib/tooling/dev/content-cache';
import { openPage, setupBrowser } from './harness';
import { type DevServer, portIsFree, startDev, waitForDev } from './dev-server';

const port = 3126;
const file = 'content/docs/intro.mdx';
const browser = setupBrowser();
let original = '';
let dev: DevServer | undefined;

/** The data cache contentlayer will read; `npm run build` before the e2e tests wrote it. */
function cacheFile(): string {
  const [cache] = contentCacheFiles(process.cwd());
  if (!cache) throw new Error('No contentlayer cache: run `npm run build` (or `npm run content`) before the e2e tests.');
  return cache;
}

async function showsEdit(server: DevServer, marker: string) {
  const { context, page } = await openPage(browser());
  await server.explain(async () => {
    await page.goto(server.url('/docs/intro'), { timeout: 180_000 });
    await expect.poll(() => page.getByText(marker).count(), { timeout: 240_000, interval: 1000 }).toBe(1);
  });
  await context.close();
}

async function stopsCompletely(server: DevServer, signal: NodeJS.Signals) {
  await server.explain(async () => {
    await server.stop(signal);
    expect(server.leftovers()).toEqual([]);
    expect(await portIsFree(port)).toBe(true);
  });
}

describe('npm run dev after a broken content cache', () => {
  beforeAll(() => {
    original = fs.readFileSync(file, 'utf8');
  });

  afterAll(async () => {
    fs.writeFileSync(file, original);
    await dev?.stop();
  }, 60_000);

  it('removes an empty cache, shows an edit saved during the first generation, and stops on SIGTERM', { timeout: 600_000 }, async () => {
    const cache = cacheFile();
    fs.writeFileSync(cache, '');
    const server = (dev = startDev(port));
    await server.waitForLine(/content cache .*data-.*\.json was empty: removed it/, 120_000);
    // Saved while contentlayer parses every page for the first time (it has not said "Generated" yet).
    await server.waitForLine(/^\[contentlayer\]/, 120_000);
    const marker = `Saved during the first generation ${Date.now()}`;
    fs.writeFileSync(file, `${original}\n\n${marker}\n`);
    expect(server.lines.some((line) => line.includes('Generated'))).toBe(false);
    await waitForDev(server, '/docs/intro', 300_000);
    await showsEdit(server, marker);
    await stopsCompletely(server, 'SIGTERM');
    // What the stopped contentlayer left is whole.
    expect(JSON.parse(fs.readFileSync(cacheFile(), 'utf8'))).toHaveProperty('cacheItemsMap');
  });

  it('removes a cache cut in the middle, shows an edit, and stops on SIGINT', { timeout: 600_000 }, async () => {
    fs.writeFileSync(file, original);
    const cache = cacheFile();
    const whole = fs.readFileSync(cache, 'utf8');
    fs.writeFileSync(cache, whole.slice(0, Math.floor(whole.length / 2)));
    const server = (dev = startDev(port));
    await server.waitForLine(/content cache .*data-.*\.json was cut short or not JSON \(\d+ bytes\): removed it/, 120_000);
    await waitForDev(server, '/docs/intro', 300_000);
    await server.waitForLine(/^\[contentlayer\] Generated \d+ documents/, 300_000);
    const marker = `Saved after a truncated cache ${Date.now()}`;
    fs.writeFileSync(file, `${original}\n\n${marker}\n`);
    await showsEdit(server, marker);
    // Stopped while contentlayer writes the page it was just told about: the cache left behind is
    // whole, or gone when the stop cut its write short.
    const seen = server.lines.length;
    fs.writeFileSync(file, `${original}\n\n${marker} again\n`);
    await server.waitForLine(/^\[contentlayer\] File updated: docs\/intro\.mdx/, 120_000, seen);
    await stopsCompletely(server, 'SIGINT');
    expect(contentCacheFiles(process.cwd()).map(cacheProblem)).not.toContainEqual(expect.any(String));
  });

  it('shows a content compile error on the open page until the file compiles again', { timeout: 600_000 }, async () => {
    fs.writeFileSync(file, original);
    const server = (dev = startDev(port));
    await waitForDev(server, '/docs/intro', 300_000);
    await server.waitForLine(/^\[contentlayer\] Generated \d+ documents/, 300_000);
    const { context, page } = await openPage(browser());
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const note = page.getByRole('alert').filter({ hasText: 'The content could not be compiled.' });
    await server.explain(async () => {
      await page.goto(server.url('/docs/intro'), { timeout: 180_000 });
      await expect.poll(() => page.locator('h1').count(), { timeout: 120_000 }).toBe(1);
      expect(await note.count()).toBe(0);
      // A required field lost: contentlayer keeps the last good page and says why in the terminal only.
      fs.writeFileSync(file, original.replace(/^title:/m, 'titel:'));
      await expect.poll(() => note.count(), { timeout: 240_000, interval: 1000 }).toBe(1);
      expect(await note.textContent()).toContain('"docs/intro.mdx" (of type "Doc") is missing the following required fields');
      // Next's overlay lists console errors of the page: the same text is there.
      expect(errors.some((text) => text.includes('missing the following required fields'))).toBe(true);
      fs.writeFileSync(file, original);
      await expect.poll(() => note.count(), { timeout: 240_000, interval: 1000 }).toBe(0);
    });
    await context.close();
    await stopsCompletely(server, 'SIGTERM');
    expect(fs.existsSync('public/_dev/content-error.json')).toBe(false);
  });
});
