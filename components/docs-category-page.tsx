import { describeItem, figureOfItem } from '@/lib/content/docs';
import { getCategory } from '@/lib/docs/categories';
import { inRelease } from '@/lib/docs/versions';
import type { SidebarCategory } from '@/lib/docs/sidebar';
import { DocsCards } from './docs-cards';
import { SiteLink } from './site-link';
import { DocsLayout } from './docs-layout';

/** A generated category index: title, description, the page to read first (if any) and a card per item. */
export function DocsCategoryPage({ category, release }: { category: SidebarCategory; release: string }) {
  const { see } = getCategory(category.id);
  return (
    <DocsLayout href={category.href} title={category.label} toc={[]} release={release}>
      <header>
        <h1>{category.label}</h1>
        <p className="lead">{category.description}</p>
        {see ? (
          <p className="docs-category__see">
            <SiteLink href={inRelease(see.href, release)}>{see.text}</SiteLink>
          </p>
        ) : null}
      </header>
      <DocsCards items={category.items} describe={(item) => describeItem(item, release)} figureOf={(item) => figureOfItem(item, release)} />
    </DocsLayout>
  );
}
