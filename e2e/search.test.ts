import { describe, expect, it } from 'vitest';
import { fakeEnv, fakeHost, fixtureAnswer, serviceHeadHtml } from './algolia-fixture';
import { baseURL, gotoHydrated, openPage, setupBrowser } from './harness';

const browser = setupBrowser();

describe('search modal', () => {
  it('opens with the slash key, finds a reference page, and navigates to it', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/docs/intro');
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    const input = page.getByRole('searchbox').or(page.locator('.DocSearch-Input'));
    await input.first().waitFor();
    await input.first().fill('linspace');
    const hit = page.locator('.DocSearch-Hit a').first();
    await hit.waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/docs/reference/linspace**');
    await context.close();
  });

  it('opens with Ctrl+K, closes with Escape and gives focus back', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/blog');
    const news = page.getByRole('link', { name: 'News' }).first();
    await news.focus();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.DocSearch-Modal').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('News');
    await context.close();
  });

  it('limits the query to 64 characters and shows HTML in a query as text', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.waitFor();
    await input.fill('x'.repeat(500));
    expect((await input.inputValue()).length).toBeLessThanOrEqual(64);
    await input.fill('<img src=x onerror="window.__pwned=1">');
    // No record has these words: either nothing or partial matches ("error"), never markup.
    await page.locator('.DocSearch-NoResults, .search-modal-partial').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('.DocSearch-Modal img[src="x"]').count()).toBe(0);
    await context.close();
  });

  it('lists blog posts too', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/docs/intro');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('typst meetup talk');
    await page.locator('.DocSearch-Hit a[href*="/blog/talk-typst-meetup-2024"]').first().waitFor();
    expect(await page.locator('.DocSearch-Hit-source', { hasText: 'Blog' }).count()).toBe(1);
    await context.close();
  });

  it('finds the Lilaq page for a matplotlib name and says which tool the name is from', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/docs/intro');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('ax.set_ylim');
    const first = page.locator('.DocSearch-Hit a').first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toMatch(/^\/docs\/reference\/diagram(#|$)/);
    expect(await first.textContent()).toContain('matplotlib: ax.set_ylim');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/docs/reference/diagram**');
    await context.close();
  });

  it('labels partial matches when no page has every word, and keeps "No results" for nothing at all', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/docs/intro');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.fill('legend zzyzx');
    const label = page.locator('.search-modal-partial');
    await label.waitFor();
    expect(await label.textContent()).toContain('No exact matches for “legend zzyzx”; showing partial matches');
    // The line re-renders the modal; the typed query stays.
    await page.waitForTimeout(200);
    expect(await input.inputValue()).toBe('legend zzyzx');
    expect(await page.locator('.DocSearch-Hit a[href*="/docs/reference/legend"]').count()).toBeGreaterThan(0);
    await input.fill('qqqqqqqq zzzzzzz');
    await page.getByText('No results for').waitFor();
    expect(await page.locator('.search-modal-partial').count()).toBe(0);
    await context.close();
  });

  it('shows the network error text when the index cannot be fetched', async () => {
    const { context, page } = await openPage(browser());
    await context.route('**/search-index.json', (route) => route.abort());
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('axis');
    await page.getByText('Unable to fetch results. You might want to check your network connection.').waitFor();
    await context.close();
  });
});

describe('search with a corrupt index', () => {
  it('shows the network error text on the modal and the page, with Retry on the page', async () => {
    const { context, page } = await openPage(browser());
    await context.route('**/search-index.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"v":1,"pages":[["/docs' }),
    );
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('axis');
    await page.getByText('Unable to fetch results. You might want to check your network connection.').waitFor();
    await gotoHydrated(page, '/search?q=axis');
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await context.close();
  });

  it('shows the same text when the records read but their prebuilt index does not', async () => {
    const { context, page } = await openPage(browser());
    await context.route('**/search-index.json', async (route) => {
      const served = (await (await route.fetch()).json()) as { index: { gaps: string } };
      served.index.gaps = served.index.gaps.slice(0, -10);
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(served) });
    });
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('axis');
    await page.getByText('Unable to fetch results. You might want to check your network connection.').waitFor();
    await context.close();
  });
});

describe('search page', () => {
  it('reads q from the URL and lists results', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, '/search?q=legend');
    expect(await page.getByRole('searchbox').or(page.getByRole('textbox')).first().inputValue()).toBe('legend');
    await expect.poll(() => page.locator('main a[href*="/docs/reference/legend"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('says when it shows partial matches, and groups pages by part of the site', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, `/search?q=${encodeURIComponent('legend zzyzx')}`);
    await page.getByText('No exact matches for “legend zzyzx”; showing partial matches').waitFor();
    await gotoHydrated(page, '/search?q=komet');
    await page.getByRole('heading', { name: 'Reference', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Blog', level: 2 }).waitFor();
    await context.close();
  });

  it('renders HTML in q as plain text', async () => {
    const { context, page } = await openPage(browser());
    await gotoHydrated(page, `/search?q=${encodeURIComponent('<b id="injected">bold</b>')}`);
    await page
      .getByText(/No results for|No exact matches for/)
      .first()
      .waitFor();
    expect(await page.locator('#injected').count()).toBe(0);
    await context.close();
  });
});

describe('hosted search service (Algolia), as configured by NEXT_PUBLIC_DOCSEARCH_*', () => {
  /**
   * The export is served as the build writes it when the three variables are set: the layout's
   * <head> then holds what SearchServiceHead renders, here rendered with fake values and put into
   * every HTML page. The service's host is intercepted and answered from a fixture.
   */
  async function configuredPage() {
    const { context, page, problems } = await openPage(browser());
    await context.route(
      (url) => url.origin === new URL(baseURL()).origin,
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        // A configured build also lets the pages connect to the service (lib/tooling/cli/finish-export.ts).
        const allowService = (policy: string) => policy.replace("connect-src 'self'", `connect-src 'self' ${fakeHost}`);
        const html = allowService(await response.text()).replace('</head>', `${serviceHeadHtml}</head>`);
        const headers = Object.fromEntries(Object.entries(response.headers()).map(([name, value]) => [name, allowService(value)]));
        await route.fulfill({ response, body: html, headers });
      },
    );
    const requests: Array<{ method: string; url: URL; body: unknown }> = [];
    await context.route(`${fakeHost}/**`, async (route) => {
      const request = route.request();
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      requests.push({ method: request.method(), url: new URL(request.url()), body: request.postDataJSON() });
      await route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify(fixtureAnswer) });
    });
    const localIndex: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index.json')) localIndex.push(request.url());
    });
    return { context, page, problems, requests, localIndex };
  }

  function expectServiceRequest(request: { method: string; url: URL; body: unknown } | undefined, query: string) {
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/1/indexes/*/queries');
    expect(request?.url.searchParams.get('x-algolia-application-id')).toBe(fakeEnv.NEXT_PUBLIC_DOCSEARCH_APP_ID);
    const body = request?.body as { requests: Array<Record<string, unknown>> };
    expect(body.requests).toHaveLength(1);
    expect(body.requests[0]).toMatchObject({
      query,
      indexName: fakeEnv.NEXT_PUBLIC_DOCSEARCH_INDEX_NAME,
      hitsPerPage: 20,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
  }

  it('the modal queries the service and shows its answer, with a preconnect hint on the page', async () => {
    const { context, page, problems, requests, localIndex } = await configuredPage();
    await gotoHydrated(page, '/docs/intro');
    expect(await page.locator(`link[rel="preconnect"][href="${fakeHost}"]`).count()).toBe(1);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('legend');
    await page.locator('.DocSearch-Hit a[href="/docs/reference/legend#position"]').waitFor();
    expect(await page.locator('.DocSearch-Hit').first().textContent()).toContain('Fixture answer');
    expectServiceRequest(requests.at(-1), 'legend');
    expect(localIndex).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('the /search page queries the service and lists its answer', async () => {
    const { context, page, requests, localIndex } = await configuredPage();
    await gotoHydrated(page, '/search?q=legend');
    await page.getByText('Fixture answer', { exact: false }).first().waitFor();
    expect(await page.locator('main a[href="/docs/reference/legend#position"]').count()).toBeGreaterThan(0);
    expectServiceRequest(requests.at(-1), 'legend');
    expect(localIndex).toEqual([]);
    await context.close();
  });
});
