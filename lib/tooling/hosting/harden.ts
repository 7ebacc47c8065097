import { paintBeforeScripts } from './first-paint';
import { preloadMathFonts } from './math-fonts';
import { injectPolicy, inlineScriptHashes, pageDirectives, serializePolicy, type PolicyOptions } from './csp';

/** Event-handler attributes (onclick=…) would need 'unsafe-hashes'; the export must not contain any. */
const inlineHandler = /<[a-z][^\s>]*\s[^>]*?\son[a-z]+\s*=/i;

/**
 * One exported page made ready to serve: its chunks start after the first paint, pages with math
 * preload `mathFonts`, and its policy is in place. `integrities` maps chunk URLs to the integrity
 * values the build recomputed after changing those files (compile-hints.ts); the loader carries
 * them, so the policy hashes the loader with its final text. Throws on markup that the policy would
 * break or that the chunk move does not understand, so a regression fails the build instead of a
 * visitor's page.
 */
export function hardenPage(
  html: string,
  route: string | null,
  routeMetaName: string,
  options: PolicyOptions,
  mathFonts: readonly string[] = [],
  integrities: ReadonlyMap<string, string> = new Map(),
): { html: string; hashes: number } {
  // The rewrites come first, so the policy hashes the loader that starts the chunks.
  const painted = paintBeforeScripts(html, integrities);
  const page = preloadMathFonts(painted.html, mathFonts);
  const withoutScripts = page.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');
  const handler = inlineHandler.exec(withoutScripts);
  if (handler) throw new Error(`inline event handler in ${handler[0].slice(0, 80)}: use a script instead, the CSP blocks it`);
  const hashes = inlineScriptHashes(page);
  return {
    html: injectPolicy(page, serializePolicy(pageDirectives(hashes, options)), route, routeMetaName),
    hashes: hashes.length,
  };
}
