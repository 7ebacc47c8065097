import createMDX from '@next/mdx';

// MDX that lives in app/ (a route's page.mdx) compiles with @next/mdx in its plain form. Everything
// in content/, the stand-alone pages included, is compiled once by contentlayer2 with the site's
// MDX steps (listed in contentlayer.config.ts), and routes render that compile (lib/mdx/run.ts); see ARCHITECTURE.md.
const withMDX = createMDX();

// Optional sub-path to build for, e.g. BASE_PATH=/lilaq-docs for a GitHub project page.
// lib/base-path.ts validates it (a clear error instead of a broken export) and builds every hand-made URL from it.
const basePath = (process.env.BASE_PATH ?? '').trim().replace(/\/+$/, '');

// KATEX_CSS=cdn loads KaTeX's stylesheet from a CDN (components/site-katex-stylesheet.tsx) instead of bundling it.
const katexFromCdn = (process.env.KATEX_CSS ?? '').trim().toLowerCase() === 'cdn';

// EXPORT_DIR writes the export somewhere other than out/ (a custom distDir is the export folder
// in export mode), so a second build with a base path leaves the root build alone.
const exportDir = (process.env.EXPORT_DIR ?? '').trim() || 'out';

// `npm run dev` (lib/tooling/cli/dev.ts) names the copy of contentlayer's output that next dev reads,
// which changes one whole file at a time; see lib/tooling/dev/README.md. Builds read .contentlayer/generated.
const contentCopy = (process.env.LILAQ_CONTENT_COPY ?? '').trim();

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The site is a static export served from a CDN: no server, no trailing slashes.
  output: 'export',
  pageExtensions: ['ts', 'tsx', 'md', 'mdx'],
  trailingSlash: false,
  ...(exportDir === 'out' ? {} : { distDir: exportDir }),
  basePath,
  assetPrefix: basePath || undefined,
  // Read by lib/base-path.ts on the server and, inlined, in client bundles.
  env: { NEXT_PUBLIC_BASE_PATH: basePath, NEXT_PUBLIC_SITE_URL: process.env.SITE_URL ?? '' },
  // app/layout.tsx imports 'katex-stylesheet': KaTeX's own file, or an empty one when the CDN serves it.
  turbopack: {
    resolveAlias: {
      'katex-stylesheet': katexFromCdn ? './lib/hosting/katex-from-cdn.css' : 'katex/dist/katex.min.css',
      ...(contentCopy ? { 'contentlayer/generated': `./${contentCopy}/index.mjs` } : {}),
    },
  },
  // Types are checked by `npm run typecheck` (tsc over the whole project, tests included, first in
  // `npm run check`), not again by `next build`: its check would need every package a test or a
  // command imports, so the build could not run from an install without devDependencies. Next
  // still validates the TypeScript setup, which needs typescript, @types/react and @types/node
  // (dependencies for that reason).
  typescript: { ignoreBuildErrors: true },
  // The export has no image optimisation server; figures are pre-rendered SVGs anyway.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `next dev` serves its hot-reload socket to localhost only; a page opened at 127.0.0.1 (the e2e
  // tests, the dev bench, an author) then never connects and falls back to a full reload a minute later.
  allowedDevOrigins: ['127.0.0.1'],
  experimental: {
    // Next's client runtime is CommonJS; without this its modules ship whole, used exports or not
    // (next/navigation brings redirect, notFound, forbidden, …). About 0.5 KB gzip on every page.
    turbopackCjsTreeShaking: true,
  },
};

export default withMDX(nextConfig);
