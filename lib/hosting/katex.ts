import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * KaTeX's stylesheet is bundled with the site by default (no third-party requests). With
 * KATEX_CSS=cdn at build time it is loaded from jsDelivr instead, pinned to the installed
 * version and guarded by a Subresource Integrity hash of the installed file (spec section 7),
 * so the CDN can only serve the bytes the build was tested with.
 */

export const KATEX_CDN_ORIGIN = 'https://cdn.jsdelivr.net';

export type KatexSource = 'self' | 'cdn';

export function parseKatexSource(raw: string | undefined): KatexSource {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'self') return 'self';
  if (value === 'cdn') return 'cdn';
  throw new Error(`KATEX_CSS must be "self" (the default) or "cdn", got ${JSON.stringify(raw)}.`);
}

export const katexSource: KatexSource = parseKatexSource(process.env.KATEX_CSS);

/** The integrity attribute value for a stylesheet's bytes. */
export function integrityOf(bytes: Buffer | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The CDN URL and integrity hash of the installed katex package's katex.min.css. */
export function katexCdnStylesheet(): { href: string; integrity: string } {
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  const packageFile = require.resolve('katex/package.json');
  const { version } = JSON.parse(fs.readFileSync(packageFile, 'utf8')) as { version: string };
  const css = fs.readFileSync(path.join(path.dirname(packageFile), 'dist', 'katex.min.css'));
  return { href: `${KATEX_CDN_ORIGIN}/npm/katex@${version}/dist/katex.min.css`, integrity: integrityOf(css) };
}
