import { h } from 'hastscript';
import { StaticMarkup } from '@/components/static-markup';
import { anchorHeading, figureTile, type Element } from '@/lib/html/elements';
import type { GalleryGroup, GalleryItem } from '@/lib/gallery/build';
import './gallery-list.css';

/** The list's id: the filter island finds the items through it. */
export const GALLERY_LIST_ID = 'gallery-list';

/**
 * One tile (figureTile: both colour variants as decorative images, the page, the section), with
 * the figure's alt text in a visually hidden span at the end of the link: the description is
 * said once, in the link's name, not once per variant, which keeps a few hundred alt texts out
 * of the page a second time. Its tags are on the item, for the filter island.
 */
function tile(item: GalleryItem): Element {
  return h('li', { dataTags: item.tags.join(' ') }, [figureTile(item, [h('span', ` ${item.alt}`)])]);
}

/**
 * Every figure of the site, a section per plot type, each thumbnail linking to its example. It
 * never changes after the build, so it reaches React as finished HTML (hundreds of tiles); the
 * filter island hides items and sections through their `hidden` attribute and reads their tags
 * from `data-tags`. Without JavaScript it is the whole list.
 */
export function GalleryList({ groups }: { groups: readonly GalleryGroup[] }) {
  return (
    <StaticMarkup
      as="div"
      id={GALLERY_LIST_ID}
      className="gallery-list"
      markup={groups.map((group) =>
        h('section', { ariaLabelledBy: `group-${group.id}`, dataGalleryGroup: '' }, [
          anchorHeading(
            'h2',
            `group-${group.id}`,
            group.title,
            [],
            [{ type: 'text', value: group.title }, ...(group.call ? [{ type: 'text' as const, value: ' ' }, h('code', group.call)] : [])],
          ),
          h('ul.figure-tiles.gallery-list__grid', group.items.map(tile)),
        ]),
      )}
    />
  );
}
