import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, setupBrowser } from './harness';
import { waitForServer } from '../lib/tooling/serve/wait-for-server';

const port = 3123;
const file = 'content/docs/intro.mdx';
const pageFile = 'content/pages/themes.mdx';
const browser = setupBrowser();
let dev: ChildProcess | undefined;
let original = '';
let pageOriginal = '';

describe('authoring with npm run dev', () => {
  beforeAll(async () => {
    original = fs.readFileSync(file, 'utf8');
    pageOriginal = fs.readFileSync(pageFile, 'utf8');
    dev = spawn('npx', ['tsx', 'lib/tooling/cli/dev.ts', '--port', String(port)], {
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    await waitForServer(`http://127.0.0.1:${port}/docs/intro`, 240_000);
  }, 300_000);

  afterAll(() => {
    fs.writeFileSync(file, original);
    fs.writeFileSync(pageFile, pageOriginal);
    if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  });

  // A docs page (indexed and compiled by contentlayer) and a stand-alone page (compiled the same way, rendered by its own route).
  for (const [kind, edited, pathname] of [
    ['a docs page', file, '/docs/intro'],
    ['a stand-alone page', pageFile, '/themes'],
  ] as const) {
    it(`shows an edited .mdx file of ${kind} in the open page without a restart`, { timeout: 240_000 }, async () => {
      const { context, page } = await openPage(browser());
      // The first request of a route compiles it in the dev server: allow for a busy machine.
      await page.goto(`http://127.0.0.1:${port}${pathname}`, { timeout: 180_000 });
      await page.getByRole('heading', { level: 1 }).waitFor();
      const marker = `Hot reload marker ${Date.now()}`;
      fs.writeFileSync(edited, `${fs.readFileSync(edited, 'utf8')}\n\n${marker}\n`);
      await expect.poll(() => page.getByText(marker).count(), { timeout: 180_000, interval: 1000 }).toBe(1);
      // The same page object: no navigation happened, the content updated in place.
      expect(new URL(page.url()).pathname).toBe(pathname);
      await context.close();
    });
  }
});
