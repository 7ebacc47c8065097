import type { Page } from 'contentlayer/generated';
import type { TocEntry } from '@/lib/content/toc';
import { renderMdx } from '@/lib/mdx/run';
import { DocsToc } from './docs-toc.client';
import { mdxComponents } from './mdx';

/** A stand-alone MDX page with its table of contents beside it. */
export function MdxPage({ page }: { page: Page }) {
  return (
    <div className="container standalone-page">
      <main className="standalone-page__main">
        <h1>{page.title}</h1>
        <div className="markdown">{renderMdx(page.body.code, mdxComponents)}</div>
      </main>
      <div className="standalone-page__toc">
        <DocsToc entries={page.toc as TocEntry[]} />
      </div>
    </div>
  );
}
