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
 * mode, as FigureThumb does; lazy images that are hidden are never fetched), the page and section
 * it comes from, and its alt text for screen readers and the word filter. The images are
 * decorative: the link's text names the figure. The markup is lean on purpose (no class on the
 * images, no wrapper, elements styled through the list's class): with hundreds of tiles, every
 * byte is in the page twice, as HTML and in the flight data React hydrates from.
 */
function Tile({ item }: { item: GalleryItem }) {
  const size = { width: item.figure.width, height: item.figure.height };
  return (
    <li data-tags={item.tags.join(' ')}>
      <SiteLink href={item.href}>
        <img src={withBase(item.figure.light)} {...size} alt="" loading="lazy" decoding="async" />
        <img src={withBase(item.figure.dark)} {...size} alt="" loading="lazy" decoding="async" />
        <strong>{item.pageTitle}</strong>
        <span>{item.label}</span>
        <span className="visually-hidden">{item.alt}</span>
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
