'use client';

import { SiteLink } from '@/components/site-link';
import { useEffect, useState } from 'react';
import { useClientValue } from './use-client-value';
import { siteConfig } from '@/lib/site-config';
import { parsePreferredVersion, safeStorage } from '@/lib/storage';
import { Dropdown } from './site-dropdown.client';

const { docs } = siteConfig;
const storageKey = siteConfig.storageKeys.preferredVersion(docs.pluginId);

/**
 * The docs version menu. There is one version ("current", labelled Next); choosing it stores it
 * as the preferred version, and an unknown stored version is cleared.
 */
export function VersionDropdown() {
  const stored = useClientValue(() => parsePreferredVersion(safeStorage.get(storageKey)), null);
  const [chosen, setPreferred] = useState<string | null>(null);
  const preferred = chosen ?? stored ?? 'current';

  // A stored version this site does not know (an old or foreign value) is removed.
  useEffect(() => {
    if (safeStorage.get(storageKey) !== null && parsePreferredVersion(safeStorage.get(storageKey)) === null) safeStorage.remove(storageKey);
  }, []);

  const active = docs.versions.find((v) => v.name === preferred) ?? docs.versions[0];

  return (
    <Dropdown ariaLabel={`Docs version: ${active.label}`} label={<span className="navbar__label-text">{active.label}</span>}>
      {docs.versions.map((version) => (
        <li key={version.name}>
          <SiteLink
            href={`${version.path}/${docs.mainDocId}`}
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
