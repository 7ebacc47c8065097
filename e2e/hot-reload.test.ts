import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, setupBrowser } from './harness';
import { type DevServer, startDev, waitForDev } from './dev-server';

const port = 3123;
const file = 'content/docs/intro.mdx';
const pageFile = 'content/pages/themes.mdx';
const browser = setupBrowser();
let dev: DevServer | undefined;
let original = '';
let pageOriginal = '';

describe('authoring with npm run dev', () => {
  beforeAll(async () => {
    original = fs.readFileSync(file, 'utf8');
    pageOriginal = fs.readFileSync(pageFile, 'utf8');
    dev = startDev(port);
    await waitForDev(dev, '/docs/intro', 240_000);
  }, 300_000);

  afterAll(async () => {
    fs.writeFileSync(file, original);
    fs.writeFileSync(pageFile, pageOriginal);
    await dev?.stop();
  }, 60_000);

  // A docs page (indexed and compiled by contentlayer) and a stand-alone page (compiled the same way, rendered by its own route).
  for (const [kind, edited, pathname] of [
    ['a docs page', file, '/docs/intro'],
    ['a stand-alone page', pageFile, '/themes'],
  ] as const) {
    it(`shows an edited .mdx file of ${kind} in the open page without a restart`, { timeout: 240_000 }, async () => {
      const server = dev!;
      const { context, page } = await openPage(browser());
      await server.explain(async () => {
        // The first request of a route compiles it in the dev server: allow for a busy machine.
        await page.goto(server.url(pathname), { timeout: 180_000 });
        await page.getByRole('heading', { level: 1 }).waitFor();
        const marker = `Hot reload marker ${Date.now()}`;
        fs.writeFileSync(edited, `${fs.readFileSync(edited, 'utf8')}\n\n${marker}\n`);
        await expect.poll(() => page.getByText(marker).count(), { timeout: 180_000, interval: 1000 }).toBe(1);
      });
      // The same page object: no navigation happened, the content updated in place.
      expect(new URL(page.url()).pathname).toBe(pathname);
      await context.close();
    });
  }
});
