import type { ReactNode } from 'react';
import type { TocEntry } from '@/lib/mdx/remark-headings';
import { sidebarOf } from '@/lib/content/docs';
import { pageInRelease, newestRelease } from '@/lib/content/docs-releases';
import { CURRENT_RELEASE } from '@/lib/docs/versions';
import { compareLinkOf } from '@/lib/content/compare';
import { DocsReleaseBanner } from './docs-release-banner';
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
  /** The Lilaq release the page documents (its docs' sidebar and banner); default: the current one. */
  release?: string;
  children: ReactNode;
}

/** Three columns: sidebar, the article with breadcrumbs and pager, and the table of contents. */
export function DocsLayout({ href, title, toc, release = CURRENT_RELEASE, children }: Props) {
  const sidebar = sidebarOf(release);
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
            <DocsReleaseBanner release={release} newest={pageInRelease(href, newestRelease)} compare={compareLinkOf(href, release)} />
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
