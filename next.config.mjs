/** @type {import('next').NextConfig} */
const nextConfig = {
  // The site is a static export served from a CDN: no server, no trailing slashes.
  output: 'export',
  trailingSlash: false,
  // The export has no image optimisation server; figures are pre-rendered SVGs anyway.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
