import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, setupBrowser } from './harness';

const port = 3123;
const file = 'content/docs/intro.mdx';
const browser = setupBrowser();
let dev: ChildProcess | undefined;
let original = '';

async function waitForServer(url: string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`dev server did not answer at ${url}`);
}

describe('authoring with npm run dev', () => {
  beforeAll(async () => {
    original = fs.readFileSync(file, 'utf8');
    dev = spawn('npx', ['tsx', 'lib/cli/dev.ts', '--port', String(port)], {
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    await waitForServer(`http://127.0.0.1:${port}/docs/intro`, 240_000);
  }, 300_000);

  afterAll(() => {
    fs.writeFileSync(file, original);
    if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  });

  it('shows an edited .mdx file in the open page without a restart', { timeout: 240_000 }, async () => {
    const { context, page } = await openPage(browser());
    await page.goto(`http://127.0.0.1:${port}/docs/intro`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const marker = `Hot reload marker ${Date.now()}`;
    fs.writeFileSync(file, `${original}\n\n${marker}\n`);
    await expect.poll(() => page.getByText(marker).count(), { timeout: 180_000, interval: 1000 }).toBe(1);
    // The same page object: no navigation happened, the content updated in place.
    expect(new URL(page.url()).pathname).toBe('/docs/intro');
    await context.close();
  });
});
