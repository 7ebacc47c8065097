import type { Metadata } from 'next';
import { GalleryPage } from '@/components/gallery-page';
import { siteGallery } from '@/lib/content/gallery';
import { releaseGalleryPage } from '@/lib/content/social';
import { docsReleases, viewReleases } from '@/lib/docs/release-view';
import { galleryPath } from '@/lib/gallery/address';
import { socialMetadata } from '@/lib/social/cards';

/** `/gallery/VERSION`: the figures of another release's docs, as that release draws them. */
export const dynamicParams = false;

export function generateStaticParams(): { release: string }[] {
  return viewReleases.map((release) => ({ release }));
}

type Props = { params: Promise<{ release: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { release } = await params;
  const page = releaseGalleryPage(release);
  return { ...page, ...socialMetadata(galleryPath(release), { ...page }) };
}

export default async function Page({ params }: Props) {
  const { release } = await params;
  return (
    <GalleryPage
      title={releaseGalleryPage(release).title}
      gallery={siteGallery(release)}
      release={release}
      others={docsReleases.filter((other) => other !== release)}
    />
  );
}
