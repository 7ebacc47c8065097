// Optional sub-path to build for, e.g. BASE_PATH=/lilaq-docs for a GitHub project page.
// lib/base-path.ts validates it (a clear error instead of a broken export) and builds every hand-made URL from it.
const basePath = (process.env.BASE_PATH ?? '').trim().replace(/\/+$/, '');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The site is a static export served from a CDN: no server, no trailing slashes.
  output: 'export',
  trailingSlash: false,
  basePath,
  assetPrefix: basePath || undefined,
  // Read by lib/base-path.ts on the server and, inlined, in client bundles.
  env: { NEXT_PUBLIC_BASE_PATH: basePath, NEXT_PUBLIC_SITE_URL: process.env.SITE_URL ?? '' },
  // The export has no image optimisation server; figures are pre-rendered SVGs anyway.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
