'use client';

import { SiteLink } from '@/components/site-link';
import { useEffect, useState } from 'react';
import { useClientValue } from './use-client-value';
import { parsePreferredVersion, safeStorage } from '@/lib/storage';
import { Dropdown } from './site-dropdown.client';

export interface DocsVersion {
  name: string;
  label: string;
  path: string;
}

interface Props {
  versions: readonly [DocsVersion, ...DocsVersion[]];
  mainDocId: string;
  /** localStorage key of the preferred version. */
  storageKey: string;
}

/**
 * The docs version menu. There is one version ("current", labelled Next); choosing it stores it
 * as the preferred version, and an unknown stored version is cleared.
 */
export function VersionDropdown({ versions, mainDocId, storageKey }: Props) {
  const known = versions.map((version) => version.name);
  const stored = useClientValue(() => parsePreferredVersion(safeStorage.get(storageKey), known), null);
  const [chosen, setPreferred] = useState<string | null>(null);
  const preferred = chosen ?? stored ?? 'current';

  // A stored version this site does not know (an old or foreign value) is removed.
  useEffect(() => {
    const raw = safeStorage.get(storageKey);
    if (
      raw !== null &&
      parsePreferredVersion(
        raw,
        versions.map((version) => version.name),
      ) === null
    )
      safeStorage.remove(storageKey);
  }, [storageKey, versions]);

  const active = versions.find((v) => v.name === preferred) ?? versions[0];

  return (
    <Dropdown ariaLabel={`Docs version: ${active.label}`} label={<span className="navbar__label-text">{active.label}</span>}>
      {versions.map((version) => (
        <li key={version.name}>
          <SiteLink
            href={`${version.path}/${mainDocId}`}
            className={`dropdown__link${version.name === active.name ? ' dropdown__link--active' : ''}`}
            aria-current={version.name === active.name ? 'true' : undefined}
            onClick={() => {
              safeStorage.set(storageKey, version.name);
              setPreferred(version.name);
            }}
          >
            {version.label}
          </SiteLink>
        </li>
      ))}
    </Dropdown>
  );
}
