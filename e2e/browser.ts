/** The browser lives in lib/bench so that benches (lib) and the e2e suite launch it the same way. */
export { chromiumPath, launchBrowser } from '../lib/bench/chromium';
