import { describeItem, figureOfItem } from '@/lib/content/docs';
import { getCategory } from '@/lib/docs/categories';
import type { SidebarCategory } from '@/lib/docs/sidebar';
import { DocsCards } from './docs-cards';
import { SiteLink } from './site-link';
import { DocsLayout } from './docs-layout';

/** A generated category index: title, description, the page to read first (if any) and a card per item. */
export function DocsCategoryPage({ category }: { category: SidebarCategory }) {
  const { see } = getCategory(category.id);
  return (
    <DocsLayout href={category.href} title={category.label} toc={[]}>
      <header>
        <h1>{category.label}</h1>
        <p className="lead">{category.description}</p>
        {see ? (
          <p className="docs-category__see">
            <SiteLink href={see.href}>{see.text}</SiteLink>
          </p>
        ) : null}
      </header>
      <DocsCards items={category.items} describe={describeItem} figureOf={figureOfItem} />
    </DocsLayout>
  );
}
