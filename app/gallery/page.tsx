import type { Metadata } from 'next';
import { GalleryPage } from '@/components/gallery-page';
import { siteGallery } from '@/lib/content/gallery';
import { listingPages } from '@/lib/content/social';
import { viewReleases } from '@/lib/docs/release-view';
import { CURRENT_RELEASE } from '@/lib/docs/versions';
import { socialMetadata } from '@/lib/social/cards';

const page = listingPages['/gallery'];

export const metadata: Metadata = {
  ...page,
  ...socialMetadata('/gallery', { ...page }),
};

export default function Page() {
  return <GalleryPage title={page.title} gallery={siteGallery()} release={CURRENT_RELEASE} others={viewReleases} />;
}
