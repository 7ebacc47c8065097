/**
 * The shape of a share link's fragment, `#ex-3:v1:PAYLOAD` (see share.ts): small enough for the
 * page's first load, where every example checks whether the address names it.
 */

/** A fragment this version writes and reads. */
export const SHARE_HASH = /^#(ex-\d{1,4}):v1:([A-Za-z0-9_-]*)$/;
/** Anything shaped like a share fragment, so a damaged one is recognised and explained. */
const SHARE_LIKE = /^#(ex-\d{1,4}):v\d+:/;

/** The example a fragment addresses when it is (or looks like) a share link, else null. */
export function sharedExampleId(hash: string): string | null {
  return SHARE_LIKE.exec(hash)?.[1] ?? null;
}
