import { newestRelease, releaseVersionName } from '@/lib/content/docs-releases';
import { siteConfig } from '@/lib/site-config';
import { DocsReleaseLink } from './docs-release-link.client';

const storageKey = siteConfig.storageKeys.preferredVersion(siteConfig.docs.pluginId);

interface Props {
  /** The release the page documents. */
  release: string;
  /** The same page in the newest release, or that release's first page when it has no such page. */
  newest: { href: string; samePage: boolean };
}

/**
 * Which Lilaq release a docs page documents, on every docs page; on a page of an older release,
 * that a newer one exists, with a link to this page (and the reader's section) there.
 */
export function DocsReleaseBanner({ release, newest }: Props) {
  if (release === newestRelease) {
    return (
      <p className="docs-release docs-release--badge">
        <span className="docs-release__badge">Lilaq {release}</span>
      </p>
    );
  }
  return (
    <div className="docs-release docs-release--older" role="note" aria-label="Release">
      <p>
        <span className="docs-release__badge">Lilaq {release}</span> This page documents Lilaq {release}. The newest release is{' '}
        <strong>{newestRelease}</strong>:{' '}
        <DocsReleaseLink href={newest.href} version={releaseVersionName(newestRelease)} storageKey={storageKey}>
          {newest.samePage ? `read this page for ${newestRelease}` : `read the docs of ${newestRelease}`}
        </DocsReleaseLink>
        .
      </p>
    </div>
  );
}
