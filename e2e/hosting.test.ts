import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../lib/tooling/serve/static-server';
import { baseURL, drainProblems, gotoHydrated, openPage, setupBrowser } from './harness';

const browser = setupBrowser();
const BASE = '/lilaq-docs';
/** The second export, built by `npm run build:base` (BASE_PATH=/lilaq-docs EXPORT_DIR=out-base). */
const BASE_EXPORT = 'out-base';

/** Serves an export folder under a path on a free port; closed after the file's tests. */
function serveFrom(dir: string, base: string): () => string {
  let server: ReturnType<typeof createStaticServer> | undefined;
  beforeAll(async () => {
    if (!fs.existsSync(`${dir}/index.html`)) throw new Error(`No export in ${dir}/: run \`npm run build:base\` before the e2e tests.`);
    server = createStaticServer(dir, { base });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return () => `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

const rootBuildUnderSub = serveFrom('out', '/sub');
const baseBuildAtRoot = serveFrom(BASE_EXPORT, '');
const baseBuildAtBase = serveFrom(BASE_EXPORT, BASE);

describe('the wrong-base-path banner', () => {
  it('shows when a root build is opened under /sub/, with both paths and the base path to configure', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(`${rootBuildUnderSub()}/sub/docs/intro`, { waitUntil: 'load' });
    const banner = page.locator('#base-banner');
    expect(await banner.isVisible()).toBe(true);
    const text = await banner.innerText();
    expect(text).toContain('This site did not load properly.');
    expect(text).toContain('It was built to be served from /');
    expect(text).toContain('/sub/docs/intro');
    expect(text).toContain('Build it with BASE_PATH=/sub');
    await context.close();
  });

  it('shows without JavaScript too, because the stylesheet that hides it is missing', async () => {
    const { context, page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${rootBuildUnderSub()}/sub/blog`, { waitUntil: 'load' });
    expect(await page.locator('#base-banner').isVisible()).toBe(true);
    expect(await page.locator('#base-banner').innerText()).toContain('Build it with BASE_PATH set to the path it is served from');
    await context.close();
  });

  it('shows when a /lilaq-docs build is opened at the root, suggesting a build without BASE_PATH', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(`${baseBuildAtRoot()}/docs/quickstart`, { waitUntil: 'load' });
    const text = await page.locator('#base-banner').innerText();
    expect(text).toContain(`It was built to be served from ${BASE}/`);
    expect(text).toContain('Build it without BASE_PATH');
    await context.close();
  });

  it('never shows on a correct deployment, not even before scripts run', async () => {
    const { context, page } = await openPage(browser(), { javaScriptEnabled: false });
    for (const url of [
      `${baseURL()}/`,
      `${baseURL()}/docs/intro`,
      `${baseBuildAtBase()}${BASE}/docs/intro`,
      `${baseBuildAtBase()}${BASE}`,
    ]) {
      await page.goto(url, { waitUntil: 'load' });
      expect(await page.locator('#base-banner').isVisible(), url).toBe(false);
    }
    await context.close();
  });
});

/** One sitemap URL of each kind of page in the base-path export. */
function onePageOfEachType(): string[] {
  const xml = fs.readFileSync(`${BASE_EXPORT}/sitemap.xml`, 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
  const kinds = [
    /^\/lilaq-docs\/?$/,
    /\/docs\/intro$/,
    /\/docs\/reference\//,
    /\/docs\/examples\//,
    /\/docs\/tutorials\//,
    /\/docs\/category\//,
    /\/blog$/,
    /\/blog\/release-/,
    /\/blog\/authors\/./,
    /\/blog\/tags\/./,
    /\/search$/,
    /\/themes$/,
    /\/cheat-sheet$/,
  ];
  return kinds.map((kind) => {
    const found = paths.find((path) => kind.test(path));
    if (!found) throw new Error(`${BASE_EXPORT}/sitemap.xml has no page matching ${kind}`);
    return found;
  });
}

describe(`an export built for ${BASE} and served there`, () => {
  it('loads a page of each type with every request under the base path and no failures', { timeout: 300_000 }, async () => {
    const { context, page, problems } = await openPage(browser());
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === baseBuildAtBase() && !url.pathname.startsWith(`${BASE}/`) && url.pathname !== BASE) outside.push(url.pathname);
    });
    const failures: string[] = [];
    for (const path of onePageOfEachType()) {
      const response = await page.goto(`${baseBuildAtBase()}${path}`, { waitUntil: 'load' });
      if (response?.status() !== 200) failures.push(`${path}: HTTP ${response?.status()}`);
      // Lazy figures load once scrolled into view.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      // rel=preconnect names an origin (Next writes href="/"), not a path.
      const links = await page
        .locator('a[href^="/"], img[src^="/"], link[href^="/"]:not([rel="preconnect"])')
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href') ?? n.getAttribute('src') ?? ''));
      for (const link of links)
        if (!link.startsWith(`${BASE}/`) && link !== BASE) failures.push(`${path}: link ${link} is outside the base path`);
      drainProblems(problems, path, failures);
    }
    await context.close();
    expect(failures).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('searches the index under the base path and navigates to a hit there', async () => {
    const { context, page, problems } = await openPage(browser());
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/search-index(-more)?\.json/.test(request.url())) indexRequests.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, `${baseBuildAtBase()}${BASE}/docs/intro`);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('linspace');
    const hit = page.locator('.DocSearch-Hit a').first();
    await hit.waitFor();
    expect(await hit.getAttribute('href')).toMatch(new RegExp(`^${BASE}/docs/reference/linspace`));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${BASE}/docs/reference/linspace**`);
    // The docs shard answers; the second shard follows after the answer (if the page stayed long enough).
    expect(indexRequests[0]).toBe(`${BASE}/search-index.json`);
    expect(indexRequests.slice(1).every((path) => path === `${BASE}/search-index-more.json`)).toBe(true);
    expect(problems.failedRequests).toEqual([]);
    await context.close();
  });

  it('writes the base path into feeds, sitemap, canonical links and robots.txt', async () => {
    const origin = baseBuildAtBase();
    const rss = await (await fetch(`${origin}${BASE}/blog/rss.xml`)).text();
    expect(rss).toContain(`<link>https://lilaq.org${BASE}/blog/release-0.5.0</link>`);
    const sitemap = await (await fetch(`${origin}${BASE}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>https://lilaq.org${BASE}/docs/intro</loc>`);
    expect(sitemap).not.toMatch(/<loc>https:\/\/lilaq\.org\/docs\//);
    const html = await (await fetch(`${origin}${BASE}/docs/intro`)).text();
    expect(html).toContain(`<link rel="canonical" href="https://lilaq.org${BASE}/docs/intro"/>`);
    expect(await (await fetch(`${origin}${BASE}/robots.txt`)).text()).toContain(`Sitemap: https://lilaq.org${BASE}/sitemap.xml`);
  });

  it('sends the headers of its _headers file, paths included', async () => {
    const origin = baseBuildAtBase();
    const html = await fetch(`${origin}${BASE}/docs/intro`);
    expect(html.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(html.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const chunk = (await html.text()).match(/src="([^"]+\/_next\/static\/[^"]+\.js)"/)?.[1] ?? '';
    expect(chunk.startsWith(`${BASE}/_next/static/`)).toBe(true);
    expect((await fetch(`${origin}${chunk}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('headers of the root export, as `npm run serve` sends them', () => {
  it('caches hashed chunks and figures for a year and revalidates pages, the index and feeds', async () => {
    const html = await (await fetch(`${baseURL()}/docs/intro`)).text();
    const chunk = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    const figure = fs.readdirSync('out/figures').find((name) => name.endsWith('-light.svg'));
    const expectations: [string, string][] = [
      [`/_next/static/${chunk?.slice('/_next/static/'.length)}`, 'public, max-age=31536000, immutable'],
      [`/figures/${figure}`, 'public, max-age=31536000, immutable'],
      ['/docs/intro', 'public, max-age=0, must-revalidate'],
      ['/', 'public, max-age=0, must-revalidate'],
      ['/search-index.json', 'public, max-age=0, must-revalidate'],
      ['/search-index-more.json', 'public, max-age=0, must-revalidate'],
      ['/blog/rss.xml', 'public, max-age=0, must-revalidate'],
      ['/blog/atom.xml', 'public, max-age=0, must-revalidate'],
    ];
    for (const [path, cacheControl] of expectations) {
      const response = await fetch(`${baseURL()}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(cacheControl);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });
});
