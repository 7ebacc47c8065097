import type { Doc } from 'contentlayer/generated';
import { pageData } from '@/lib/content/page-data';
import { markdownUrl } from '@/lib/content/markdown';
import { usagesOf } from '@/lib/content/usage';
import { renderMdx } from '@/lib/mdx/run';
import { parameterToc } from '@/lib/reference/toc';
import { mdxComponents } from './mdx';
import { DocsLayout } from './docs-layout';
import { DocsPageActions } from './docs-page-actions';
import { DocsRecipeSource } from './docs-recipe-source';
import { DocsUsedIn, usedInId } from './docs-used-in';

/**
 * A docs page from MDX. A reference page's compiled MDX holds its signature, body (`div.markdown`)
 * and parameter list, rendered where its <Summary> and <Param> blocks stand
 * (lib/reference/rehype-reference.ts); the title, TOC entries and "Used in" come from the merged definition.
 */
export function DocArticle({ doc }: { doc: Doc }) {
  const { toc: headings, definition } = pageData(doc);
  const toc = [...headings, ...(definition ? [...parameterToc(definition), { id: usedInId, title: 'Used in', depth: 2 }] : [])];
  return (
    <DocsLayout href={doc.url} title={doc.title} toc={toc} release={doc.release}>
      <header>
        <h1>{definition ? <code className="api-title">lq.{definition.call}</code> : doc.title}</h1>
      </header>
      <DocsPageActions markdownHref={markdownUrl(doc.url)} />
      {definition ? renderMdx(doc.body.code, mdxComponents) : <div className="markdown">{renderMdx(doc.body.code, mdxComponents)}</div>}
      <DocsRecipeSource doc={doc} />
      {definition ? (
        <DocsUsedIn name={definition.name} call={definition.call} usages={usagesOf(definition.name, doc.release)} release={doc.release} />
      ) : null}
    </DocsLayout>
  );
}
