import { SiteLink } from '@/components/site-link';
import type { ExampleFigure } from '@/lib/discover/page-examples';
import type { SidebarItem } from '@/lib/docs/sidebar';
import { FigureThumb } from './figure-thumb';

const folderIcon = 'M3 5a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5Zm2 2v10h14V7H5Z';
const pageIcon = 'M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM8 13h8v2H8v-2Zm0 4h8v2H8v-2Z';

interface Props {
  items: readonly SidebarItem[];
  describe: (item: SidebarItem) => string;
  /** The item's figure for a thumbnail (its page's first rendered example), if it has one. */
  figureOf?: (item: SidebarItem) => ExampleFigure | undefined;
}

/**
 * The items of a category as a grid of cards (category index pages, the examples gallery). A
 * card whose page has a rendered figure shows it as a thumbnail; the grid reflows to one column
 * on narrow screens.
 */
export function DocsCards({ items, describe, figureOf }: Props) {
  return (
    <ul className="card-grid">
      {items.map((item) => {
        const figure = figureOf?.(item);
        return (
          <li key={item.href}>
            <SiteLink href={item.href} className={figure ? 'card card--figure' : 'card'}>
              {figure ? <FigureThumb figure={figure} /> : null}
              <span className="card__title">
                <svg className="card__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path fill="currentColor" d={item.type === 'category' ? folderIcon : pageIcon} />
                </svg>
                {item.label}
              </span>
              <span className="card__description">
                {item.type === 'category' ? `${item.items.length} items. ` : ''}
                {describe(item)}
              </span>
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}
