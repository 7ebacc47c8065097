import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      'contentlayer/generated': path.resolve(import.meta.dirname, '.contentlayer/generated'),
    },
  },
  test: {
    include: ['lib/**/*.test.ts', 'lib/**/*.test.tsx', 'components/**/*.test.ts', 'components/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
