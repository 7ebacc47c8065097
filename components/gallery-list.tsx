import { h } from 'hastscript';
import { StaticMarkup } from '@/components/static-markup';
import { withBase } from '@/lib/base-path';
import { anchorHeading, siteLink, type Element } from '@/lib/html/elements';
import type { GalleryGroup, GalleryItem } from '@/lib/gallery/build';
import './gallery-list.css';

/** The list's id: the filter island finds the items through it. */
export const GALLERY_LIST_ID = 'gallery-list';

/**
 * One tile: both colour variants of the figure (gallery-list.css shows the one for the colour
 * mode, as FigureThumb does; lazy images that are hidden are never fetched), then the page
 * (strong), the section it comes from and the figure's alt text in a visually hidden span. The
 * images themselves are decorative (`alt=""`): the description is in the link's name once, not
 * twice (one per variant), which keeps a few hundred alt texts out of the page a second time.
 * The markup is lean on purpose, with six elements and no classes (styled through the list's
 * class): with hundreds of tiles, every element is style and layout work at load, and every
 * byte is in the page twice, as HTML and in the flight data React hydrates from.
 */
function tile(item: GalleryItem): Element {
  const image = { width: item.figure.width, height: item.figure.height, loading: 'lazy', decoding: 'async' };
  return h('li', { dataTags: item.tags.join(' ') }, [
    siteLink(item.href, {}, [
      h('img', { src: withBase(item.figure.light), alt: '', ...image }),
      h('img', { src: withBase(item.figure.dark), alt: '', ...image }),
      h('strong', item.pageTitle),
      item.label,
      h('span', ` ${item.alt}`),
    ]),
  ]);
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
          h('ul.gallery-list__grid', group.items.map(tile)),
        ]),
      )}
    />
  );
}
