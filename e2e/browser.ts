/** The browser lives in lib/tooling/bench so that benches (lib) and the e2e suite launch it the same way. */
export { chromiumPath, launchBrowser } from '../lib/tooling/bench/chromium';
