import { allPages, allPosts } from 'contentlayer/generated';
import { getAllDocs } from './docs';
import { mdxFileToRoute } from '../links/remark-file-links';
import { pageData } from './page-data';
import { parameterToc } from '../reference/toc';

/**
 * Every page written in `content/` with the anchors its HTML carries: heading ids of all depths
 * (the content index's `anchors`, from each page's one compile) and, on reference pages, the
 * parameter ids of the API section. The translation test reads it, and the live editor's
 * /lilaq-api.json takes the error index's entries from it (lib/errors/index.ts).
 */
export function contentPages(): Map<string, Set<string>> {
  const pages = new Map<string, Set<string>>();
  for (const doc of [...getAllDocs(), ...allPosts, ...allPages]) {
    const { anchors: ids, definition } = pageData(doc);
    const anchors = new Set(ids);
    if (definition) for (const entry of parameterToc(definition)) anchors.add(entry.id);
    pages.set(mdxFileToRoute('content', `content/${doc._raw.sourceFilePath}`), anchors);
  }
  return pages;
}
