import fs from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** The domains whose build-time half lives in lib/DOMAIN/build/ (ARCHITECTURE.md). */
const BUILD_HALVES = ['figures', 'hosting', 'links', 'live', 'reference', 'search', 'social'];

/**
 * The layers of ARCHITECTURE.md, top to bottom: app → components → lib/content (the content index
 * and the composition root) → the domains → the generic base (lib/mdx, lib/html and the modules at
 * the root of lib/). Every folder of lib/ that is not content, the base or the commands is a domain,
 * so a new domain is in its layer without a change here.
 */
const BASE = ['mdx', 'html'];
const DOMAINS = fs
  .readdirSync(new URL('./lib', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && ![...BASE, 'content', 'tooling'].includes(entry.name))
  .map((entry) => `./lib/${entry.name}`);

/** Imports only run down: each zone names a layer and what stands above it. */
const layerZones = [
  { target: './lib', from: ['./app', './components'], message: 'lib/ stands below components/ and app/: pass what it needs in.' },
  { target: './components', from: './app', message: 'components/ stands below the routes of app/.' },
  {
    target: DOMAINS,
    from: './lib/content',
    message: 'A domain stands below lib/content: take the content it needs as an argument; lib/content composes.',
  },
  {
    target: [...BASE.map((dir) => `./lib/${dir}`), './lib/*.ts'],
    from: ['./lib/content', ...DOMAINS],
    message: 'lib/mdx, lib/html and the modules at the root of lib/ hold generic steps: they know no domain.',
  },
  // Within the domains, two rules keep the known traps closed: the live editor is built on the
  // figure pipeline, not the other way round.
  { target: './lib/figures', from: './lib/live', message: 'lib/figures is below lib/live: move the shared piece into lib/figures.' },
];

/** Test fixtures live in a `fixtures/` folder beside the tests that use them; only tests and other fixtures import them. */
const fixturesForTests = { group: ['**/fixtures/*'], message: 'Fixtures are for tests.' };

/**
 * Only lib/content (and what stands above it) reads the content index; the layers below receive it.
 * One `no-restricted-imports` setting per file (a later block's options replace an earlier one's),
 * so the fixtures pattern is repeated here.
 */
const contentIndexReaders = {
  paths: [{ name: 'contentlayer/generated', message: 'Only lib/content reads the content index: receive the data as an argument.' }],
  patterns: [fixturesForTests],
};

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
      '.contentlayer-dev/**',
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
            ...layerZones,
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
    // The domains' build halves run at build time, but stand in their domain's layer all the same.
    files: ['lib/*/build/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/fixtures/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [fixturesForTests] }] },
  },
  {
    files: [...DOMAINS, ...BASE.map((dir) => `./lib/${dir}`)].map((dir) => `${dir.slice(2)}/**`).concat('lib/*.ts'),
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/fixtures/**'],
    rules: { 'no-restricted-imports': ['error', contentIndexReaders] },
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
];

export default config;
