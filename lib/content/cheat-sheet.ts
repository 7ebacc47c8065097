/**
 * Where each Lilaq release's cheat sheet lives: the specification's `/cheat-sheet` for the
 * current release, `/cheat-sheet/VERSION` for every other (one source, content/pages/cheat-sheet.mdx,
 * compiled for each release: lib/docs/release-view.ts). Pure: the page, the sitemap and the cards share it.
 */
import { CURRENT_RELEASE } from '../docs/versions';

/** The path of a release's cheat sheet. */
export function cheatSheetPath(release: string): string {
  return release === CURRENT_RELEASE ? '/cheat-sheet' : `/cheat-sheet/${release}`;
}

/**
 * The sheet's one-sentence description for `release`: the frontmatter names the current release
 * ("Lilaq 0.5.0 on one sheet …"); another release's sheet names its own.
 */
export function cheatSheetDescription(description: string, release: string): string {
  return description.split(`Lilaq ${CURRENT_RELEASE}`).join(`Lilaq ${release}`);
}
