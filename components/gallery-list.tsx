import { h } from 'hastscript';
import { StaticMarkup } from '@/components/static-markup';
import { anchorHeading, figureTile, type Element } from '@/lib/html/elements';
import type { GalleryGroup, GalleryItem } from '@/lib/gallery/build';
import './gallery-list.css';

/** The list's id: the filter island finds the items through it. */
export const GALLERY_LIST_ID = 'gallery-list';

/**
 * One tile (figureTile: both colour variants as decorative images, the page, the section), with
 * the figure's alt text as the link's description: a hidden span (`gd` and the tile's number)
 * that `aria-describedby` points to. The description is said once, not once per variant (which
 * kept a few hundred alt texts in the page a second time), and a hidden span is never laid out
 * (a visually hidden one is, 314 times). Its tags are on the item, for the
 * filter island, which reads the description as part of the tile's text.
 */
function tile(item: GalleryItem, n: number): Element {
  return h('li', { dataTags: item.tags.join(' ') }, [figureTile(item, { id: `gd${n}`, text: item.alt })]);
}

/**
 * Every figure of the site, a section per plot type, each thumbnail linking to its example. It
 * never changes after the build, so it reaches React as finished HTML (hundreds of tiles); the
 * filter island hides items and sections through their `hidden` attribute and reads their tags
 * from `data-tags`. Without JavaScript it is the whole list.
 */
export function GalleryList({ groups }: { groups: readonly GalleryGroup[] }) {
  // Each tile's number on the page, counted across the groups.
  const offsets = groups.map((_, g) => groups.slice(0, g).reduce((sum, group) => sum + group.items.length, 0));
  return (
    <StaticMarkup
      as="div"
      id={GALLERY_LIST_ID}
      className="gallery-list"
      markup={groups.map((group, g) =>
        h('section', { ariaLabelledBy: `group-${group.id}`, dataGalleryGroup: '' }, [
          anchorHeading(
            'h2',
            `group-${group.id}`,
            group.title,
            [],
            [{ type: 'text', value: group.title }, ...(group.call ? [{ type: 'text' as const, value: ' ' }, h('code', group.call)] : [])],
          ),
          h(
            'ul.figure-tiles.gallery-list__grid',
            group.items.map((item, i) => tile(item, offsets[g]! + i)),
          ),
        ]),
      )}
    />
  );
}
