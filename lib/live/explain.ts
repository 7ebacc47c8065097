/**
 * The error-index entry that explains a failed compile: the first error whose message matches a
 * template of the index (the same matcher as the search, lib/errors/match.ts).
 */
import type { ErrorLink } from '../errors';
import { matchMessage } from '../errors/match';
import type { LiveDiagnostic } from './engine';

export function explainingEntry(links: readonly ErrorLink[], diagnostics: readonly LiveDiagnostic[]): ErrorLink | null {
  for (const diagnostic of diagnostics) {
    if (diagnostic.severity !== 'error') continue;
    const match = matchMessage(links, diagnostic.message);
    if (match !== null) return links.find((link) => link.id === match.id) ?? null;
  }
  return null;
}
