'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { CURRENT_RELEASE, docsRoot, splitDocsPath } from '@/lib/docs/versions';
import { parsePreferredVersion, safeStorage } from '@/lib/storage';
import { Dropdown } from './site-dropdown.client';
import { DocsReleaseLink } from './docs-release-link.client';
import { usePreferredVersion } from './use-preferred-version.client';

export interface DocsVersion {
  /** `current` (the specification's docs) or a Lilaq release. */
  name: string;
  label: string;
  path: string;
}

interface Props {
  versions: readonly [DocsVersion, ...DocsVersion[]];
  mainDocId: string;
  /** localStorage key of the preferred version. */
  storageKey: string;
  /** Per version name, the docs pages (below its root: `/reference/violin`) another version has and it lacks. */
  missing: Readonly<Record<string, readonly string[]>>;
}

/** The release of a version name: the version itself, or the current release for `current`. */
const releaseOf = (version: DocsVersion, current: string) => (version.name === 'current' ? current : version.name);

/**
 * The docs version menu: "Next" (version `current`, the specification's docs of Lilaq 0.5.0) and
 * each other release. On a docs page it shows that page's version, and each entry is the same page
 * in that version (the reader's anchor kept; that version's first page when it has no such page);
 * elsewhere it shows the preferred version. Choosing an entry stores it as the preferred version;
 * an unknown stored version is cleared.
 */
export function VersionDropdown({ versions, mainDocId, storageKey, missing }: Props) {
  const known = versions.map((version) => version.name);
  const preferred = usePreferredVersion(storageKey, known) ?? 'current';
  const pathname = usePathname() ?? '';
  const current = CURRENT_RELEASE;
  const page = splitDocsPath(pathname);
  const pageVersion = page ? (versions.find((version) => releaseOf(version, current) === page.release)?.name ?? 'current') : null;

  // A stored version this site does not know (an old or foreign value) is removed.
  useEffect(() => {
    const raw = safeStorage.get(storageKey);
    if (raw !== null && parsePreferredVersion(raw, known) === null) safeStorage.remove(storageKey);
  }, [storageKey, known]);

  const active = versions.find((v) => v.name === (pageVersion ?? preferred)) ?? versions[0];
  /** The entry's target: the same page in that version, or its first page (off the docs, or a page it lacks). */
  const targetOf = (version: DocsVersion): { href: string; samePage: boolean } => {
    const root = docsRoot(releaseOf(version, current));
    const rest = page?.rest.replace(/[#?].*$/, '') ?? '';
    if (page && rest === '') return { href: root, samePage: true };
    if (!page || (missing[version.name] ?? []).includes(rest)) return { href: `${root}/${mainDocId}`, samePage: false };
    return { href: `${root}${rest}`, samePage: true };
  };

  return (
    <Dropdown ariaLabel={`Docs version: ${active.label}`} label={<span className="navbar__label-text">{active.label}</span>}>
      {versions.map((version) => {
        const target = targetOf(version);
        return (
          <li key={version.name}>
            <DocsReleaseLink
              href={target.href}
              version={version.name}
              storageKey={storageKey}
              className={`dropdown__link${version.name === active.name ? ' dropdown__link--active' : ''}`}
              ariaCurrent={version.name === active.name}
              keepAnchor={target.samePage}
            >
              {version.label}
            </DocsReleaseLink>
          </li>
        );
      })}
    </Dropdown>
  );
}
