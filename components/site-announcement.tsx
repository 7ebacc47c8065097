import { SiteLink } from '@/components/site-link';
import { siteConfig } from '@/lib/site-config';
import { AnnouncementClose } from './site-announcement-close.client';

const { announcement, storageKeys } = siteConfig;

/**
 * The announcement bar. The head script has already reset the dismissal for a new bar id and
 * marked <html> when this bar was dismissed, so CSS hides it before paint; only the close button
 * needs JavaScript.
 */
export function AnnouncementBar() {
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
        <AnnouncementClose id={announcement.id} idKey={storageKeys.announcementId} dismissKey={storageKeys.announcementDismiss} />
      ) : null}
    </div>
  );
}
