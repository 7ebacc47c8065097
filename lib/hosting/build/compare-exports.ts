/**
 * Compares two exports by what a reader gets (`npm run compare:exports -- A B`): the pages' HTML
 * without what changes with every build or with Next's code split (scripts, their preloads, chunk
 * paths, the CSP's script hashes), and the site's data and text files as they are. A refactoring
 * that should change nothing a reader sees compares equal.
 */

/**
 * How a file of the export is compared, or null when it is not: Next's chunks and each route's
 * flight data (`ROUTE.txt`, `__next.*.txt`: the scripts' payload) change with every build, and
 * figures, images and fonts are copied from the repository as they are.
 */
export function comparison(relPath: string): 'html' | 'exact' | null {
  if (relPath.startsWith('_next/')) return null;
  if (relPath.endsWith('.html')) return 'html';
  if (/\.(json|md|xml)$/.test(relPath) || /^(llms|llms-full|robots)\.txt$/.test(relPath)) return 'exact';
  return null;
}

/** The HTML of a page without what differs between two builds of the same content. */
export function comparableHtml(html: string): string {
  return (
    html
      // Scripts: Next's chunks, the flight data and the first-paint loader.
      .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
      // What only announces scripts: preloads of chunks.
      .replace(/<link\b[^>]*\bas="?script"?[^>]*>/gi, '')
      .replace(/<link\b[^>]*\brel="?modulepreload"?[^>]*>/gi, '')
      // Chunk hashes and the build id in the paths of stylesheets, fonts and the like.
      .replace(/\/_next\/static\/[^"'\s)>]+/g, '/_next/static/…')
      // The CSP lists a hash of each inline script.
      .replace(/'sha(256|384|512)-[A-Za-z0-9+/=]+'/g, "'sha$1-…'")
  );
}

export interface ExportDifference {
  onlyInA: string[];
  onlyInB: string[];
  /** Files in both whose comparable text differs, with where the first difference starts. */
  differ: { path: string; a: string; b: string }[];
}

/** A few characters around `index`, on one line, to show where two texts part. */
function around(text: string, index: number): string {
  return text.slice(Math.max(0, index - 60), index + 100).replace(/\s+/g, ' ');
}

/** The first index at which two strings differ (their common length when one is a prefix of the other). */
export function firstDifference(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return i;
  return length;
}

/**
 * The differences between two exports, given as their compared files (path → text, read by the
 * caller). Only files `comparison` names count.
 */
export function compareExports(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): ExportDifference {
  const compared = (files: ReadonlyMap<string, string>) => [...files.keys()].filter((file) => comparison(file) !== null).sort();
  const inA = compared(a);
  const inB = new Set(compared(b));
  const result: ExportDifference = { onlyInA: inA.filter((file) => !inB.has(file)), onlyInB: [], differ: [] };
  const setA = new Set(inA);
  result.onlyInB = [...inB].filter((file) => !setA.has(file));
  for (const file of inA) {
    if (!inB.has(file)) continue;
    const normalise = comparison(file) === 'html' ? comparableHtml : (text: string) => text;
    const textA = normalise(a.get(file) ?? '');
    const textB = normalise(b.get(file) ?? '');
    if (textA === textB) continue;
    const at = firstDifference(textA, textB);
    result.differ.push({ path: file, a: around(textA, at), b: around(textB, at) });
  }
  return result;
}
