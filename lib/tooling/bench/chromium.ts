import { type Browser, chromium } from 'playwright-core';
import { environmentOutsideCompiler } from '../../figures/compiler';

/** Debian's Chromium; Playwright's own browser downloads are not available here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Chromium as the e2e suite and the browser benches drive it. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    // The figures part of the bench may have set up the Typst compiler in this process first.
    env: environmentOutsideCompiler(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
