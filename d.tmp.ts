import type { AddressInfo } from 'node:net';
import { createStaticServer } from './lib/tooling/serve/static-server';
import { launchBrowser } from './lib/tooling/bench/chromium';
const server = createStaticServer('out');
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchBrowser();
for (let i = 0; i < 10; i++) {
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: i % 2 ? 'dark' : 'light' });
const page = await ctx.newPage();
await page.addInitScript(() => {
  const shifts: unknown[] = [];
  (window as any).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as any[]) shifts.push({ v: e.value, t: Math.round(e.startTime), s: e.sources.map((s: any) => ({ n: s.node?.nodeName + ' ' + (s.node?.textContent ?? '').slice(0, 30), p: [s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height], c: [s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height] })) });
  }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(base + '/gallery'); await page.waitForTimeout(0);
await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
await page.waitForLoadState('networkidle');
console.log(JSON.stringify(await page.evaluate(() => (window as any).__shifts)));
await ctx.close();
}
await browser.close(); server.close();
