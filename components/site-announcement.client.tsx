'use client';

import { SiteLink } from '@/components/site-link';
import { useState } from 'react';
import { siteConfig } from '@/lib/site-config';
import { isAnnouncementDismissed, safeStorage } from '@/lib/storage';
import { useClientValue } from './use-client-value';

const { announcement, storageKeys } = siteConfig;

/**
 * The announcement bar. The head script has already reset the dismissal for a new bar id and
 * marked <html> when this bar was dismissed, so CSS hides it before paint; this leaf handles
 * the close button.
 */
export function AnnouncementBar() {
  const storedDismissal = useClientValue(
    () =>
      isAnnouncementDismissed(
        safeStorage.get(storageKeys.announcementId),
        safeStorage.get(storageKeys.announcementDismiss),
        announcement.id,
      ),
    false,
  );
  const [closed, setClosed] = useState(false);

  if (storedDismissal || closed) return null;

  const close = () => {
    safeStorage.set(storageKeys.announcementId, announcement.id);
    safeStorage.set(storageKeys.announcementDismiss, 'true');
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
    setClosed(true);
  };

  return (
    <div
      className="announcement"
      role="region"
      aria-label="Announcement"
      style={{ backgroundColor: announcement.backgroundColor, color: announcement.textColor }}
    >
      <p className="announcement__content">
        {announcement.text} <SiteLink href={announcement.link.href}>{announcement.link.label}</SiteLink>
      </p>
      {announcement.isCloseable ? (
        <button type="button" className="announcement__close" aria-label="Close announcement" onClick={close}>
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path fill="currentColor" d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
