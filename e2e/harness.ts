import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';

export const baseURL = () => inject('baseURL');

/** One browser per test file, closed afterwards. */
export function setupBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Browser not started');
    return browser;
  };
}

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
  /** Content-Security-Policy violations reported by the page (securitypolicyviolation events). */
  cspViolations: string[];
}

/** A fresh context and page that records console errors, failed requests and CSP violations. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ baseURL: baseURL(), ...options });
  const problems: PageProblems = { consoleErrors: [], failedRequests: [], cspViolations: [] };
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => problems.cspViolations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => Promise<void> }).__reportCspViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    // The browser asks for /favicon.ico on its own; the site declares its icon in <head>.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(error.message));
  page.on('requestfailed', (request) => {
    // Aborted prefetches of the next page are normal when a test moves on quickly.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.failedRequests.push(`${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
      problems.failedRequests.push(`${response.url()} (${response.status()})`);
  });
  return { context, page, problems };
}

/** Moves what a page recorded into `failures`, labelled with `where`, and starts the record afresh. */
export function drainProblems(problems: PageProblems, where: string, failures: string[]) {
  for (const error of problems.consoleErrors) failures.push(`${where}: console error ${error}`);
  for (const request of problems.failedRequests) failures.push(`${where}: failed request ${request}`);
  for (const violation of problems.cspViolations) failures.push(`${where}: CSP violation ${violation}`);
  problems.consoleErrors.length = 0;
  problems.failedRequests.length = 0;
  problems.cspViolations.length = 0;
}

/** axe violations with serious or critical impact, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * Links and buttons smaller than a 24 px touch target that sit too close to another (axe's
 * target-size, WCAG 2.5.8: not in the sweep's tags, but Lighthouse's accessibility score counts it).
 */
export async function crowdedTargets(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
}

/** Navigates and waits until React has hydrated the page, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return response;
}
