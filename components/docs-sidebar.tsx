import { h } from 'hastscript';
import { SiteLink } from '@/components/site-link';
import { StaticMarkup } from '@/components/static-markup';
import { siteLink } from '@/lib/html/elements';
import type { SidebarItem } from '@/lib/docs/sidebar';
import { SidebarAccordion } from './docs-sidebar-accordion.client';
import { DocsSidebarCategory } from './docs-sidebar-category.client';
import { DocsSidebarPortal } from './docs-sidebar-portal.client';

interface Props {
  items: readonly SidebarItem[];
  /** Href of the page being shown; its link is marked current and its categories start open. */
  activeHref: string;
}

function containsActive(item: SidebarItem, href: string): boolean {
  return item.href === href || (item.type === 'category' && item.items.some((child) => containsActive(child, href)));
}

function SidebarLink({ item, activeHref }: { item: SidebarItem; activeHref: string }) {
  return (
    <li className="menu__item">
      <SiteLink
        href={item.href}
        className={`menu__link${item.href === activeHref ? ' menu__link--active' : ''}`}
        aria-current={item.href === activeHref ? 'page' : undefined}
      >
        {item.label}
      </SiteLink>
    </li>
  );
}

function SidebarList({ items, activeHref, level }: Props & { level: number }) {
  // The category holding the current page starts expanded; its siblings start collapsed.
  const openCategory = items.find((item) => item.type === 'category' && !item.unlisted && containsActive(item, activeHref));
  const className = `menu__list${level > 1 ? ' menu__list--nested' : ''}`;
  const listed = items.filter((item) => item.type === 'link' || !item.unlisted);
  // A list of links only never changes after the build: it reaches React as finished HTML.
  const list = listed.every((item) => item.type === 'link') ? (
    <StaticMarkup
      as="ul"
      className={className}
      markup={listed.map((item) =>
        h('li.menu__item', [
          siteLink(
            item.href,
            {
              className: ['menu__link', ...(item.href === activeHref ? ['menu__link--active'] : [])],
              ariaCurrent: item.href === activeHref ? 'page' : undefined,
            },
            item.label,
          ),
        ]),
      )}
    />
  ) : (
    <ul className={className}>
      {listed.map((item) =>
        item.type === 'link' ? (
          <SidebarLink key={item.href} item={item} activeHref={activeHref} />
        ) : (
          <DocsSidebarCategory key={item.id} id={item.id} label={item.label} href={item.href} active={item.href === activeHref}>
            <SidebarList items={item.items} activeHref={activeHref} level={level + 1} />
          </DocsSidebarCategory>
        ),
      )}
    </ul>
  );
  return <SidebarAccordion initialOpenId={openCategory?.type === 'category' ? openCategory.id : null}>{list}</SidebarAccordion>;
}

/**
 * The docs sidebar (`tutorialSidebar`). It is always visible on wide screens and moves into the
 * mobile drawer's secondary panel at 996 px and below.
 */
export function DocsSidebar({ items, activeHref }: Props) {
  return (
    <DocsSidebarPortal>
      <nav className="docs-sidebar" aria-label="Docs sidebar">
        <SidebarList items={items} activeHref={activeHref} level={1} />
      </nav>
    </DocsSidebarPortal>
  );
}
