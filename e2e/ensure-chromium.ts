/**
 * Makes sure Debian's Chromium is installed for the end-to-end tests (Playwright cannot download
 * its own browser here). Installs it with apt-get when missing and running as root.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumPath } from './browser';

if (fs.existsSync(chromiumPath)) {
  process.exit(0);
}
if (process.getuid?.() !== 0) {
  console.error(`Chromium is missing at ${chromiumPath}. Install it with: sudo apt-get install -y chromium`);
  process.exit(1);
}
console.log('Installing Chromium (apt-get install chromium)…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
