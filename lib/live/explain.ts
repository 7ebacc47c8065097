/**
 * The error-index entry that explains a failed compile: the first error whose message matches a
 * template of the index (the same matcher as the search, lib/errors/match.ts), in the error index
 * of the release the code compiled with (a message new in 0.6.0 has its entry on 0.6.0's pages).
 */
import type { ErrorLink } from '../errors';
import { matchMessage } from '../errors/match';
import type { LiveDiagnostic } from './engine';

export function explainingEntry(links: readonly ErrorLink[], diagnostics: readonly LiveDiagnostic[], release?: string): ErrorLink | null {
  const own = release === undefined ? links : links.filter((link) => link.release === release);
  // Links of no release's (an API file from before releases) serve every release.
  const pool = own.length > 0 ? own : links;
  for (const diagnostic of diagnostics) {
    if (diagnostic.severity !== 'error') continue;
    const match = matchMessage(pool, diagnostic.message);
    if (match !== null) return pool.find((link) => link.id === match.id) ?? null;
  }
  return null;
}
