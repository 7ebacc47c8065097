import { describeItem, figureOfItem } from '@/lib/content/docs';
import type { SidebarCategory } from '@/lib/docs/sidebar';
import { DocsCards } from './docs-cards';
import { DocsLayout } from './docs-layout';

/** A generated category index: title, description and a card per item. */
export function DocsCategoryPage({ category }: { category: SidebarCategory }) {
  return (
    <DocsLayout href={category.href} title={category.label} toc={[]}>
      <header>
        <h1>{category.label}</h1>
        <p className="lead">{category.description}</p>
      </header>
      <DocsCards items={category.items} describe={describeItem} figureOf={figureOfItem} />
    </DocsLayout>
  );
}
