import { DocsCards } from '@/components/docs-cards';
import { describeItem, figureOfItem, getSidebarCategory } from '@/lib/content/docs';
import { categoryIds, type CategoryId } from '@/lib/docs/categories';
import { CURRENT_RELEASE } from '@/lib/docs/versions';

/**
 * `<CategoryCards category="examples" />`: the docs of a sidebar category as a gallery of cards
 * with figure thumbnails. Built from the content, so a new page in the category gets its card.
 */
export function CategoryCards({ category, release = CURRENT_RELEASE }: { category: string; release?: string }) {
  if (!(categoryIds as readonly string[]).includes(category)) {
    throw new Error(`<CategoryCards category="${category}">: unknown category; use one of ${categoryIds.join(', ')}`);
  }
  const found = getSidebarCategory(category as CategoryId, release);
  if (!found) throw new Error(`<CategoryCards category="${category}">: the category has no pages`);
  return (
    <DocsCards items={found.items} describe={(item) => describeItem(item, release)} figureOf={(item) => figureOfItem(item, release)} />
  );
}
