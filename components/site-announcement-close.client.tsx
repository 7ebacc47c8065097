'use client';

import { safeStorage } from '@/lib/storage';

interface Props {
  /** The bar's id, stored with the dismissal so a new bar shows again. */
  id: string;
  idKey: string;
  dismissKey: string;
}

/** Closes the announcement bar for good: stores the dismissal and lets CSS hide the bar. */
export function AnnouncementClose({ id, idKey, dismissKey }: Props) {
  const close = () => {
    safeStorage.set(idKey, id);
    safeStorage.set(dismissKey, 'true');
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
  };
  return (
    <button type="button" className="announcement__close" aria-label="Close announcement" onClick={close}>
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        <path fill="currentColor" d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z" />
      </svg>
    </button>
  );
}
