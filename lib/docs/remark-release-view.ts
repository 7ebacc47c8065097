/**
 * Remark step (after remarkFrontmatterData, before anything reads the page's words): makes the
 * tree the page of the release this compile is for (release-view.ts) and says which on
 * `file.data.release`.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { documentPath } from '../mdx/compile-data';
import { applyReleaseView, builtForEachRelease, splitDocumentPath, type PageRelease } from './release-view';

declare module 'vfile' {
  interface DataMap {
    /** The release this compile of the page documents, its source file, and whether the page exists in it. */
    release: PageRelease;
  }
}

export default function remarkReleaseView() {
  return (tree: Root, file: VFile) => {
    const frontmatter = file.data.frontmatter;
    if (!frontmatter) throw new Error('remarkReleaseView runs after remarkFrontmatterData (contentlayer.config.ts)');
    const { release, source } = splitDocumentPath(documentPath(file));
    const { included, cuts } = applyReleaseView(tree, {
      release,
      frontmatter,
      file: `content/${source}`,
      docs: builtForEachRelease(source),
    });
    file.data.release = { version: release, source, included, cuts };
  };
}
