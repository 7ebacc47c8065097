import Link from 'next/link';
import type { SidebarItem } from '@/lib/docs/sidebar';

/** The items of a category as a grid of cards (category index pages). */
export function DocsCards({ items, describe }: { items: readonly SidebarItem[]; describe: (item: SidebarItem) => string }) {
  return (
    <ul className="card-grid">
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} className="card">
            <span className="card__title">
              {item.type === 'category' ? '🗃️ ' : '📄️ '}
              {item.label}
            </span>
            <span className="card__description">
              {item.type === 'category' ? `${item.items.length} items. ` : ''}
              {describe(item)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
