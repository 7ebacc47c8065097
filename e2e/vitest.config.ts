import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** End-to-end tests: real Chromium against the built export served on localhost. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, '..') } },
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser page at a time keeps a 2-core machine responsive and results stable.
    fileParallelism: false,
  },
});
