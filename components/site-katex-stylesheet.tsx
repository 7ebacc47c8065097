import { katexCdnStylesheet, katexSource } from '@/lib/hosting/katex';

/** With KATEX_CSS=cdn: KaTeX's stylesheet from the CDN, pinned and integrity-checked. Otherwise nothing (it is bundled). */
export function KatexCdnStylesheet() {
  if (katexSource !== 'cdn') return null;
  const { href, integrity } = katexCdnStylesheet();
  return <link rel="stylesheet" href={href} integrity={integrity} crossOrigin="anonymous" referrerPolicy="no-referrer" />;
}
