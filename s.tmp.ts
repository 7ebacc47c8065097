import type { AddressInfo } from 'node:net';
import { createStaticServer } from './lib/tooling/serve/static-server';
import { launchBrowser } from './lib/tooling/bench/chromium';
const server = createStaticServer('out');
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchBrowser();
const shots = [
  { name: 'light', opts: { viewport: { width: 1280, height: 900 }, colorScheme: 'light' as const }, url: '/gallery' },
  { name: 'dark', opts: { viewport: { width: 1280, height: 900 }, colorScheme: 'dark' as const }, url: '/gallery?tag=bar&tag=legend' },
  { name: 'phone', opts: { viewport: { width: 375, height: 740 }, colorScheme: 'light' as const }, url: '/gallery' },
  { name: 'nojs', opts: { viewport: { width: 1280, height: 900 }, colorScheme: 'light' as const, javaScriptEnabled: false }, url: '/gallery' },
];
for (const shot of shots) {
  const ctx = await browser.newContext(shot.opts);
  if (shot.opts.colorScheme === 'dark') await ctx.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const page = await ctx.newPage();
  await page.goto(base + shot.url);
  if (shot.opts.javaScriptEnabled !== false) await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/gallery-${shot.name}.png` });
  if (shot.name === 'nojs') { await page.locator('#group-bar').scrollIntoViewIfNeeded(); await page.waitForTimeout(800); await page.screenshot({ path: `/tmp/gallery-nojs-bar.png` }); }
  if (shot.name === 'phone') { await page.locator('#gallery-list').scrollIntoViewIfNeeded(); await page.waitForTimeout(800); await page.screenshot({ path: `/tmp/gallery-phone-list.png` }); console.log('phone scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth)); }
  await ctx.close();
}
await browser.close(); server.close();
