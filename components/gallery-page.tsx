import { GalleryFilter } from '@/components/gallery-filter.client';
import { GALLERY_LIST_ID, GalleryList } from '@/components/gallery-list';
import { SiteLink } from '@/components/site-link';
import type { Gallery } from '@/lib/gallery/build';
import { tagGroups } from '@/lib/gallery/tags';
import { CURRENT_RELEASE, docsRoot } from '@/lib/docs/versions';
import { galleryPath } from '@/lib/gallery/address';
import './gallery-page.css';

/** /gallery (and /gallery/VERSION for another release's docs): every figure as a thumbnail, filtered by tags and words when JavaScript runs. */
export function GalleryPage({
  title,
  gallery,
  release,
  others,
}: {
  title: string;
  gallery: Gallery;
  release: string;
  others: readonly string[];
}) {
  const docs = docsRoot(release);
  return (
    <main className="container gallery-page">
      <h1>{title}</h1>
      {release === CURRENT_RELEASE ? (
        <p className="lead">
          Every figure on this site, {gallery.total} of them: from the tutorials, the <SiteLink href="/docs/recipes">How do I…</SiteLink>{' '}
          recipes, the <SiteLink href="/docs/examples">examples</SiteLink>, the reference pages, the{' '}
          <SiteLink href="/cheat-sheet">cheat sheet</SiteLink> and the news posts. Each thumbnail opens its example, with the code that
          draws it.
        </p>
      ) : (
        <p className="lead">
          Every figure of the docs of Lilaq {release}, {gallery.total} of them, each drawn by Lilaq {release}: from the tutorials, the{' '}
          <SiteLink href={`${docs}/recipes`}>How do I…</SiteLink> recipes, the <SiteLink href={`${docs}/examples`}>examples</SiteLink> and
          the reference pages. Each thumbnail opens its example, with the code that draws it.
        </p>
      )}
      <p className="gallery-page__note">
        {others.map((other) => (
          <span key={other}>
            <SiteLink href={galleryPath(other)}>
              {other === CURRENT_RELEASE ? `The gallery of Lilaq ${other}` : `The figures as Lilaq ${other} draws them`}
            </SiteLink>
            .{' '}
          </span>
        ))}
      </p>
      <p className="gallery-page__note">
        The tags come from each example’s code: the plot functions it calls, its scales, whether it labels data for a legend, draws a colour
        bar or twin axes, and whether it uses something Lilaq 0.5 added. Pages that state a level, such as the recipes, add it.
      </p>
      <GalleryFilter
        listId={GALLERY_LIST_ID}
        total={gallery.total}
        tags={gallery.tags}
        groups={tagGroups.map((group) => ({ id: group.id, label: group.label }))}
      />
      <GalleryList groups={gallery.groups} />
    </main>
  );
}
