import { GalleryFilter } from '@/components/gallery-filter.client';
import { GALLERY_LIST_ID, GalleryList } from '@/components/gallery-list';
import { SiteLink } from '@/components/site-link';
import type { Gallery } from '@/lib/gallery/build';
import { tagGroups } from '@/lib/gallery/tags';
import './gallery-page.css';

/** /gallery: every figure of the site as a thumbnail, filtered by tags and words when JavaScript runs. */
export function GalleryPage({ title, gallery }: { title: string; gallery: Gallery }) {
  return (
    <main className="container gallery-page">
      <h1>{title}</h1>
      <p className="lead">
        Every figure on this site, {gallery.total} of them: from the tutorials, the <SiteLink href="/docs/recipes">How do I…</SiteLink>{' '}
        recipes, the <SiteLink href="/docs/examples">examples</SiteLink>, the reference pages, the{' '}
        <SiteLink href="/cheat-sheet">cheat sheet</SiteLink> and the news posts. Each thumbnail opens its example, with the code that draws
        it.
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
