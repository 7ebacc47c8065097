import { chunkEdits } from './first-paint';
import { mathFontEdits } from './math-fonts';
import { applyEdits, type PageScan } from './page-scan';
import { pageDirectives, policyEdits, scriptHashes, serializePolicy, type PolicyOptions } from './csp';

/**
 * One exported page made ready to serve, from its one read (`scan`, page-scan.ts): its chunks
 * start after the first paint, pages with math preload `mathFonts`, and its policy is in place.
 * `integrities` maps chunk URLs to the integrity values the build recomputed after changing those
 * files (compile-hints.ts); the loader carries them, so the policy hashes the loader with its
 * final text. All three rewrites are spliced in at once. Throws on markup that the policy would
 * break or that the chunk move does not understand, so a regression fails the build instead of a
 * visitor's page.
 */
export function finishPage(
  scan: PageScan,
  route: string | null,
  routeMetaName: string,
  options: PolicyOptions,
  mathFonts: readonly string[] = [],
  integrities: ReadonlyMap<string, string> = new Map(),
): { html: string; hashes: number } {
  const move = chunkEdits(scan, integrities);
  // Event-handler attributes (onclick=…) would need 'unsafe-hashes'; the export must not contain any.
  const handler = scan.handlers[0];
  if (handler)
    throw new Error(
      `inline event handler in ${scan.html.slice(handler.start, handler.end).slice(0, 80)}: use a script instead, the CSP blocks it`,
    );
  // The page's inline scripts as they will be: the loader where the first chunk was, in page order.
  const inline = scan.scripts
    .filter((script) => !('src' in script.attributes) && !move.removed.has(script))
    .map((script) => ({ at: script.start, text: script.text }));
  if (move.loader) inline.push(move.loader);
  const hashes = scriptHashes(inline.sort((a, b) => a.at - b.at).map((script) => script.text));
  const policy = policyEdits(scan, serializePolicy(pageDirectives(hashes, options)), route, routeMetaName);
  // At one offset the policy goes first: it must precede every other tag the rewrites add.
  return { html: applyEdits(scan.html, [...policy, ...mathFontEdits(scan, mathFonts), ...move.edits]), hashes: hashes.length };
}
