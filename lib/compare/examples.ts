/**
 * A page's examples in two releases: matched on their code (with the release moved out of its
 * imports), and whether a matched pair draws the same figure. Pure.
 */
import type { PageExample } from '../discover/page-examples';
import type { DiffRow } from './block-diff';

/** What an example's code says, whichever release it imports. */
export const exampleKey = (example: PageExample) => example.code.replace(/(@preview\/[a-z0-9-]+):\d+\.\d+\.\d+/g, '$1');

/**
 * Whether a pair of examples draws the same figure in both releases. `npm run figures` stores a
 * figure two releases draw byte for byte alike once (lib/figures/same-figures.ts), so both
 * examples then name the same files.
 */
export function sameFigure(row: DiffRow<PageExample>): boolean {
  const a = row.before?.figure;
  const b = row.after?.figure;
  return a !== undefined && b !== undefined && a.light === b.light && a.dark === b.dark;
}
