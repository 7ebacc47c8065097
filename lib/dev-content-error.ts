/**
 * The content error of `npm run dev`, handed from the dev server to the open page. When
 * contentlayer cannot compile a saved file it keeps the last good pages and says why only in the
 * terminal; `lib/tooling/cli/dev.ts` writes what it said to this file under `public/` (git-ignored,
 * served by `next dev` only while it runs), and `components/site-dev-content-error.client.tsx`,
 * rendered in development only, shows it on the page and in Next's overlay until a compile succeeds.
 */

/** The file's path below `public/`, which is also its URL path. */
export const DEV_CONTENT_ERROR_PATH = '/_dev/content-error.json';

export interface DevContentError {
  /** What contentlayer printed, as plain text. */
  message: string;
  /** When the dev server wrote it (ISO 8601): a new error is a new value even when the text repeats. */
  at: string;
}

/** Most characters of contentlayer's text the page shows. */
export const DEV_CONTENT_ERROR_MAX = 4000;

/** Reads the file's text; anything that is not a whole report reads as no error. */
export function parseDevContentError(text: string): DevContentError | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { message, at } = value as Record<string, unknown>;
  if (typeof message !== 'string' || message.trim() === '' || typeof at !== 'string') return null;
  return { message: message.slice(0, DEV_CONTENT_ERROR_MAX), at };
}
