import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** The domains whose build-time half lives in lib/DOMAIN/build/ (ARCHITECTURE.md). */
const BUILD_HALVES = ['figures', 'hosting', 'links', 'live', 'reference', 'search', 'social'];

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'out/**',
      'out-base/**',
      '.bench-cache/**',
      '.cache/**',
      '.contentlayer/**',
      '.typst-packages/**',
      'next-env.d.ts',
      'public/**',
      // The link gate's test sites (MDX and exported HTML), one of them broken on purpose.
      'lib/links/build/fixtures/**',
    ],
  },
  {
    rules: {
      // Figures are pre-rendered SVG files of known size served as-is; next/image would add a
      // client loader and cannot optimise in a static export anyway.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // A domain's build half (lib/DOMAIN/build/) and the commands (lib/tooling/) run only at build
    // time or in a command: what the site runs, in the browser or while rendering pages, must not
    // depend on them.
    files: ['app/**', 'components/**', 'lib/**', 'contentlayer.config.ts', 'mdx-components.tsx'],
    ignores: ['lib/tooling/**', 'lib/*/build/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: '.', from: './lib/tooling', message: 'Site code must not import commands (lib/tooling/).' },
            // Layers run one way (ARCHITECTURE.md): figures know nothing of the live editor built on
            // them, and the reference model nothing of the content index that uses it.
            {
              target: './lib/figures',
              from: './lib/live',
              message: 'lib/figures is below lib/live: move the shared piece into lib/figures.',
            },
            {
              target: './lib/reference',
              from: './lib/content',
              message: 'lib/reference is below lib/content: import from lib/mdx or lib/reference.',
            },
            ...BUILD_HALVES.map((domain) => ({
              target: '.',
              from: `./lib/${domain}/build`,
              message: `Site code must not import build-time modules (lib/${domain}/build/).`,
            })),
          ],
        },
      ],
    },
  },
  {
    // Every package the code imports is declared in package.json: what the site and `npm run build`
    // run in `dependencies` (an install without devDependencies builds the site), what only tests,
    // `npm run figures`, the generators and the other commands use may come from `devDependencies`.
    // The build halves that `npm run build` loads (live, social, hosting, links) are not listed.
    files: ['**/*.{ts,tsx,mjs,js}'],
    rules: {
      'import/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: [
            '**/*.test.ts',
            '**/*.test.tsx',
            'e2e/**',
            'lib/tooling/**',
            'lib/figures/build/**',
            'lib/reference/build/**',
            'lib/errors/build/**',
            'lib/search/build/**',
            'vitest.config.ts',
            'eslint.config.mjs',
          ],
          optionalDependencies: false,
          peerDependencies: false,
        },
      ],
    },
  },
  {
    // Test fixtures and helpers live in a `fixtures/` folder beside the tests that use them; only
    // tests and other fixtures import them.
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/fixtures/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/fixtures/*'], message: 'Fixtures are for tests.' }] }],
    },
  },
];

export default config;
