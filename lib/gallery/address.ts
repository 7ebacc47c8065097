import { CURRENT_RELEASE } from '../docs/versions';

/** Where a release's gallery is: `/gallery` for the current release's figures, `/gallery/VERSION` for another's. */
export function galleryPath(release: string): string {
  return release === CURRENT_RELEASE ? '/gallery' : `/gallery/${release}`;
}
