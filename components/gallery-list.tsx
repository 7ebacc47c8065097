import { AnchorHeading } from '@/components/anchor-heading';
import { SiteLink } from '@/components/site-link';
import { StaticMarkup } from '@/components/static-markup';
import { withBase } from '@/lib/base-path';
import type { GalleryGroup, GalleryItem } from '@/lib/gallery/build';
import './gallery-list.css';

/** The list's id: the filter island finds the items through it. */
export const GALLERY_LIST_ID = 'gallery-list';

/**
 * One tile: both colour variants of the figure (gallery-list.css shows the one for the colour
 * mode, as FigureThumb does; lazy images that are hidden are never fetched), each with the
 * figure's alt text, then the page (strong) and the section it comes from. The markup is lean on
 * purpose, with five elements and no classes (styled through the list's class): with hundreds
 * of tiles, every element is style and layout work at load, and every byte is in the page twice,
 * as HTML and in the flight data React hydrates from.
 */
function Tile({ item }: { item: GalleryItem }) {
  const image = { width: item.figure.width, height: item.figure.height, loading: 'lazy', decoding: 'async' } as const;
  return (
    <li data-tags={item.tags.join(' ')}>
      <SiteLink href={item.href}>
        <img src={withBase(item.figure.light)} alt={item.alt} {...image} />
        <img src={withBase(item.figure.dark)} alt={item.alt} {...image} />
        <strong>{item.pageTitle}</strong>
        {item.label}
      </SiteLink>
    </li>
  );
}

/**
 * Every figure of the site, a section per plot type, each thumbnail linking to its example. It
 * never changes after the build, so it reaches React as finished HTML (hundreds of tiles); the
 * filter island hides items and sections through their `hidden` attribute and reads their tags
 * from `data-tags`. Without JavaScript it is the whole list.
 */
export function GalleryList({ groups }: { groups: readonly GalleryGroup[] }) {
  return (
    <StaticMarkup as="div" id={GALLERY_LIST_ID} className="gallery-list">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`group-${group.id}`} data-gallery-group="">
          <AnchorHeading as="h2" id={`group-${group.id}`} label={group.title}>
            {group.title}
            {group.call ? (
              <>
                {' '}
                <code>{group.call}</code>
              </>
            ) : null}
          </AnchorHeading>
          <ul className="gallery-list__grid">
            {group.items.map((item) => (
              <Tile key={item.href} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </StaticMarkup>
  );
}
