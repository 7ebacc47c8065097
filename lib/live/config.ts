/**
 * Build-time settings of the live editor. `NEXT_PUBLIC_*` values are inlined by Next.js when the
 * site is built, so a site operator points them at a mirror with one environment variable.
 */
import { FONTS_PATH } from './assets';

/** Typst Universe layout: `{base}/preview/{name}-{version}.tar.gz`. */
export const DEFAULT_PACKAGES_URL = 'https://packages.typst.org';

export const liveConfig = {
  packagesUrl: process.env.NEXT_PUBLIC_TYPST_PACKAGES_URL || DEFAULT_PACKAGES_URL,
  fontsUrl: process.env.NEXT_PUBLIC_TYPST_FONTS_URL || FONTS_PATH,
  /** A compile (with its package downloads) that takes longer is stopped by ending the worker. */
  timeLimitMs: 8000,
} as const;
