import { paintBeforeScripts } from './first-paint';
import { injectPolicy, inlineScriptHashes, pageDirectives, serializePolicy, type PolicyOptions } from './csp';

/** Event-handler attributes (onclick=…) would need 'unsafe-hashes'; the export must not contain any. */
const inlineHandler = /<[a-z][^\s>]*\s[^>]*?\son[a-z]+\s*=/i;

/**
 * One exported page with its policy in place. Throws on markup that the policy would break,
 * so a regression fails the build instead of a visitor's page.
 */
export function hardenPage(
  html: string,
  route: string | null,
  routeMetaName: string,
  options: PolicyOptions,
): { html: string; hashes: number } {
  // First the chunks move behind the first paint, so the policy hashes the loader that starts them.
  const page = paintBeforeScripts(html).html;
  const withoutScripts = page.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');
  const handler = inlineHandler.exec(withoutScripts);
  if (handler) throw new Error(`inline event handler in ${handler[0].slice(0, 80)}: use a script instead, the CSP blocks it`);
  const hashes = inlineScriptHashes(page);
  return { html: injectPolicy(page, serializePolicy(pageDirectives(hashes, options)), route, routeMetaName), hashes: hashes.length };
}
