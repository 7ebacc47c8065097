import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'out/**',
      'out-base/**',
      '.bench-cache/**',
      '.contentlayer/**',
      '.typst-packages/**',
      'next-env.d.ts',
      'public/**',
      '**/fixtures/**',
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
    // lib/tooling/ runs only in commands (build steps, figures, link gate, server, bench). What
    // the site runs, in the browser or while rendering pages, must not depend on it.
    files: ['app/**', 'components/**', 'lib/**', 'contentlayer.config.ts', 'mdx-components.tsx'],
    ignores: ['lib/tooling/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [{ target: '.', from: './lib/tooling', message: 'Site code must not import command-only modules (lib/tooling/).' }] },
      ],
    },
  },
  {
    // Every package the code imports is declared in package.json: what the site and the build run
    // in `dependencies`, what only tests and commands use may come from `devDependencies`.
    files: ['**/*.{ts,tsx,mjs,js}'],
    rules: {
      'import/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'lib/tooling/**', 'vitest.config.ts', 'eslint.config.mjs'],
          optionalDependencies: false,
          peerDependencies: false,
        },
      ],
    },
  },
];

export default config;
