import type { Page } from 'contentlayer/generated';
import type { ReactNode } from 'react';
import type { TocEntry } from '@/lib/content/toc';
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
        <DocsToc entries={page.toc as TocEntry[]} />
      </div>
    </div>
  );
}
