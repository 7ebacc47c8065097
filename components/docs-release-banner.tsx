import { newestRelease, releaseVersionName } from '@/lib/content/docs-releases';
import { siteConfig } from '@/lib/site-config';
import { DocsReleaseLink } from './docs-release-link.client';
import { SiteLink } from './site-link';

const storageKey = siteConfig.storageKeys.preferredVersion(siteConfig.docs.pluginId);

interface Props {
  /** The release the page documents. */
  release: string;
  /** The same page in the newest release, or that release's first page when it has no such page. */
  newest: { href: string; samePage: boolean };
  /** The comparison of this page with another release that has it (lib/compare), if any. */
  compare?: { href: string; other: string } | undefined;
}

/** The link to the page's comparison with another release, beside the badge. */
function CompareLink({ compare }: { compare: Props['compare'] }) {
  if (!compare) return null;
  return (
    <SiteLink className="docs-release__compare" href={compare.href}>
      Compare with {compare.other}
    </SiteLink>
  );
}

/**
 * Which Lilaq release a docs page documents, on every docs page; on a page of an older release,
 * that a newer one exists, with a link to this page (and the reader's section) there.
 */
export function DocsReleaseBanner({ release, newest, compare }: Props) {
  if (release === newestRelease) {
    return (
      <p className="docs-release docs-release--badge">
        <span className="docs-release__badge">Lilaq {release}</span>
        <CompareLink compare={compare} />
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
        . <CompareLink compare={compare} />
      </p>
    </div>
  );
}
