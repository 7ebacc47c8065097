'use client';

import type { ReactNode } from 'react';
import { withBase } from '@/lib/base-path';
import { setPreferredVersion } from './use-preferred-version.client';

interface Props {
  /** The same page in the other release (site path, without the anchor). */
  href: string;
  /** The docs version this link chooses (`current` or a release), stored as the preferred one. */
  version: string;
  storageKey: string;
  className?: string;
  /** Marks the entry of the version being read (menus). */
  ariaCurrent?: boolean;
  /** Whether the reader's anchor goes along (default: yes; not when the link leaves the page being read for another one). */
  keepAnchor?: boolean;
  children: ReactNode;
}

/**
 * A link to the same page in another release that keeps the reader's place: the anchor in the
 * address goes along (read when clicked, so it is the section the reader is at). Choosing it
 * stores that release as the preferred docs version. A plain link without JavaScript.
 */
export function DocsReleaseLink({ href, version, storageKey, className, ariaCurrent, keepAnchor = true, children }: Props) {
  const target = withBase(href);
  return (
    <a
      href={target}
      className={className}
      aria-current={ariaCurrent ? 'true' : undefined}
      onClick={(event) => {
        setPreferredVersion(storageKey, version);
        // The browser follows the link after this handler: with the reader's anchor on it.
        if (keepAnchor) event.currentTarget.href = `${target}${window.location.hash}`;
      }}
    >
      {children}
    </a>
  );
}
