import type { ReactNode } from 'react';
import type { TocEntry } from '@/lib/mdx/remark-headings';
import { sidebar } from '@/lib/content/docs';
import { findPager, findTrail } from '@/lib/docs/sidebar';
import { type Crumb, DocsBreadcrumbs } from './docs-breadcrumbs';
import { DocsPager } from './docs-pager';
import { DocsSidebar } from './docs-sidebar';
import { DocsToc } from './docs-toc.client';

interface Props {
  /** The page's own URL, used for the active sidebar link, breadcrumbs and pager. */
  href: string;
  title: string;
  toc: readonly TocEntry[];
  children: ReactNode;
}

/** Three columns: sidebar, the article with breadcrumbs and pager, and the table of contents. */
export function DocsLayout({ href, title, toc, children }: Props) {
  const trail = findTrail(sidebar, href);
  const crumbs: Crumb[] = [...trail.filter((c) => c.href !== href).map((c) => ({ label: c.label, href: c.href })), { label: title }];
  const { previous, next } = findPager(sidebar, href);
  return (
    <div className="docs-wrapper">
      <aside className="docs-sidebar-container">
        <DocsSidebar items={sidebar} activeHref={href} />
      </aside>
      <main className={toc.length > 0 ? 'docs-main docs-main--toc' : 'docs-main'}>
        <div className="docs-content">
          <article>
            <DocsBreadcrumbs crumbs={crumbs} />
            {children}
          </article>
          <DocsPager previous={previous} next={next} />
        </div>
        {toc.length > 0 ? (
          <div className="docs-toc-container">
            <DocsToc entries={toc} />
          </div>
        ) : null}
      </main>
    </div>
  );
}
