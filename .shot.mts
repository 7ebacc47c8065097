import { launchBrowser } from './e2e/browser';
const [,, url, name, width = '1280', mode = 'light', full = 'no'] = process.argv;
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, colorScheme: mode as 'light' | 'dark' });
const page = await context.newPage();
await page.goto(`http://127.0.0.1:4618${url}`);
await page.waitForTimeout(500);
if (url.includes('#')) await page.waitForTimeout(500);
await page.evaluate(async () => { for (const img of Array.from(document.images)) img.loading = 'eager'; });
await page.waitForTimeout(1500);
if (full.startsWith('el:')) {
  await page.locator(full.slice(3)).screenshot({ path: `/tmp/shots/${name}.png` });
} else if (full.includes('-')) {
  const [y0, y1] = full.split('-').map(Number);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true, clip: { x: 0, y: y0!, width: Number(width), height: y1! - y0! } });
} else await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: full === 'full' });
await browser.close();
