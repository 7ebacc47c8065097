import fs from 'node:fs';
import path from 'node:path';
import type { Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { docsRoot } from '../docs/versions';

/**
 * Markdown links to other content files (`[axis](./axis.mdx#ticks)`) become site routes; a link
 * to a file that does not exist fails the build, naming the file, line and target.
 */
export function mdxFileToRoute(contentDir: string, file: string): string {
  const relative = path.relative(contentDir, file).split(path.sep).join('/');
  const withoutExt = relative.replace(/\.mdx$/, '').replace(/\/index$/, '');
  // Another release's compile of a docs page (lib/docs/release-view.ts): its page under /docs/VERSION.
  const view = /^releases\/([^/]+)\/docs(\/.*)?$/.exec(withoutExt);
  if (view) return `${docsRoot(view[1] as string)}${view[2] ?? ''}`;
  // Another release's compile of a page built for each release (the cheat sheet): `/cheat-sheet/VERSION`.
  const page = /^releases\/([^/]+)\/pages\/(.+)$/.exec(withoutExt);
  if (page) return `/${page[2] as string}/${page[1] as string}`;
  if (withoutExt.startsWith('docs/')) return `/${withoutExt}`;
  if (withoutExt.startsWith('blog/')) return `/${withoutExt}`;
  if (withoutExt === 'pages/home') return '/';
  if (withoutExt.startsWith('pages/')) return `/${withoutExt.slice('pages/'.length)}`;
  return `/${withoutExt}`;
}

export function remarkFileLinks(options: { contentDir: string }) {
  return (tree: Root, file: VFile) => {
    // contentlayer2 puts the document's path (relative to the content folder) on the VFile.
    const raw = (file.data as { rawDocumentData?: { sourceFilePath?: string } }).rawDocumentData;
    const from = raw?.sourceFilePath
      ? path.resolve(options.contentDir, raw.sourceFilePath)
      : file.path
        ? path.resolve(file.path)
        : undefined;
    visit(tree, 'link', (node: Link) => {
      const match = /^(\.{1,2}\/[^#?]*\.mdx)(#.*)?$/.exec(node.url);
      if (!match || !from) return;
      const target = path.resolve(path.dirname(from), match[1] ?? '');
      const where = `${path.relative(process.cwd(), from)}:${node.position?.start.line ?? 0}`;
      if (!fs.existsSync(target))
        throw new Error(`${where}: broken markdown link ${node.url} (no file ${path.relative(process.cwd(), target)})`);
      node.url = `${mdxFileToRoute(options.contentDir, target)}${match[2] ?? ''}`;
    });
  };
}
