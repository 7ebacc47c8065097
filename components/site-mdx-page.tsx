import type { Page } from 'contentlayer/generated';
import type { ReactNode } from 'react';
import { pageData } from '@/lib/content/page-data';
import { DocsToc } from './docs-toc.client';

/** A stand-alone MDX page (its body, compiled by contentlayer2, passed as children) with its table of contents beside it. */
export function MdxPage({ page, children }: { page: Page; children: ReactNode }) {
  return (
    <div className="container standalone-page">
      <main className="standalone-page__main">
        <h1>{page.title}</h1>
        <div className="markdown">{children}</div>
      </main>
      <div className="standalone-page__toc">
        <DocsToc entries={pageData(page).toc} />
      </div>
    </div>
  );
}
