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
];

export default config;
