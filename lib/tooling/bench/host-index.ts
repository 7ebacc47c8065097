/**
 * Lighthouse's benchmark index measured in a page the caller already has open (a Playwright page,
 * as the search bench drives), with Lighthouse's own function, so an index from here and one from
 * a Lighthouse report (lhr.environment.benchmarkIndex) are the same measure. About a second of
 * work on the page's main thread. Feed it to `calibrate` (./calibration.ts) for the multiplier.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Page } from 'playwright-core';

export async function measureHostIndex(page: Page): Promise<number> {
  return page.evaluate(pageFunctions.computeBenchmarkIndex);
}
