import { createHash } from 'node:crypto';
import { type Edit, inlineScriptTexts, type PageScan, POLICY_MARKER, scanPage } from './page-scan';

/**
 * The Content-Security-Policy of the export. Scripts run only from the site's own origin or, inline,
 * when their sha256 hash is listed: lib/tooling/cli/finish-export.ts hashes every inline script of every
 * exported page after `next build` and writes the page's policy into it as a <meta http-equiv>. The headers
 * files carry the directives that hold for every page (lib/hosting/build/headers.ts).
 */

export type Directives = Record<string, readonly string[]>;

/** Extra origins for resources loaded from elsewhere. */
export interface PolicyOptions {
  /** The KaTeX stylesheet and fonts from a CDN. */
  styleOrigins?: readonly string[];
  /** Services the page fetches from: the hosted search when configured, the live editor's package registry. */
  connectOrigins?: readonly string[];
}

/** Directives shared by every page, and valid both in a header and in a <meta> element. */
export function sharedDirectives({ styleOrigins = [], connectOrigins = [] }: PolicyOptions = {}): Directives {
  return {
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'connect-src': ["'self'", ...connectOrigins],
    // Live-edited figures are shown from data: URLs; their PNG download is drawn from a blob: URL.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:', ...styleOrigins],
    // React sets style attributes and the banner has an inline <style>; only scripts need hashes.
    'style-src': ["'self'", "'unsafe-inline'", ...styleOrigins],
    'manifest-src': ["'self'"],
    // The live editor compiles in a same-origin Web Worker.
    'worker-src': ["'self'"],
    'frame-src': ["'none'"],
  };
}

/** The other origins the live editor fetches from: those of absolute URLs (site paths need none). */
export function liveOrigins(...urls: readonly string[]): string[] {
  const origins = urls.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

/** The full policy of one page: everything else limited to the origin, scripts to the origin and the page's hashes. */
export function pageDirectives(scriptHashes: readonly string[], options: PolicyOptions = {}): Directives {
  return {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets the live editor compile Typst's WebAssembly; it allows no script text.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...scriptHashes.map((h) => `'${h}'`)],
    ...sharedDirectives(options),
  };
}

/**
 * The policy the headers files send for every path. It has no default-src or script-src, because the
 * script hashes differ per page and live in the page's <meta>; a browser enforces both policies.
 * frame-ancestors works only in a header.
 */
export function headerDirectives(options: PolicyOptions = {}): Directives {
  return { ...sharedDirectives(options), 'frame-ancestors': ["'none'"] };
}

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** The CSP source expression of a script's text: sha256 of its UTF-8 bytes, base64. */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * The text of every inline <script> of an HTML document (those without src), exactly as the
 * browser hashes it: script content is raw text, so no entity decoding.
 */
export function inlineScripts(html: string): string[] {
  return inlineScriptTexts(scanPage(html));
}

/** Unique hashes of scripts' texts, in the order given. */
export function scriptHashes(texts: readonly string[]): string[] {
  return [...new Set(texts.map(scriptHash))];
}

/**
 * Puts the page's policy (and its site path, read by the base-path banner) right after
 * <meta charset>, ahead of every script, replacing what an earlier run wrote so the step can run
 * twice. Throws when the page has no <head> or a script comes before the policy could.
 */
export function policyEdits(scan: PageScan, policy: string, route: string | null, routeMetaName: string): Edit[] {
  const tags =
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" ${POLICY_MARKER}=""/>` +
    (route === null ? '' : `<meta name="${routeMetaName}" content="${escapeAttribute(route)}" ${POLICY_MARKER}=""/>`);
  const anchor = scan.charset ?? scan.head;
  if (!anchor) throw new Error('no <head> to put the Content-Security-Policy in');
  if (scan.scripts.some((script) => script.start < anchor.end)) throw new Error('a script comes before the Content-Security-Policy <meta>');
  return [
    { start: anchor.end, end: anchor.end, text: tags },
    ...scan.policyMetas.map((meta) => ({ start: meta.start, end: meta.end, text: '' })),
  ];
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
