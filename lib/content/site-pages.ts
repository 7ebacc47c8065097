import fs from 'node:fs';
import path from 'node:path';
import { extractToc } from './toc';
import { mdxFileToRoute } from '../links/remark-file-links';
import { getDefinition } from '../reference';
import { parameterToc } from '../reference/toc';

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * Every page written in `content/` with the anchors its HTML carries: heading ids from the shared
 * MDX pipeline (all depths) and, on reference pages, the parameter ids of the API section. Node
 * only: the translation test reads it, the site never does.
 */
export function contentPages(contentDir: string): Map<string, Set<string>> {
  const pages = new Map<string, Set<string>>();
  for (const file of walk(contentDir).filter((f) => f.endsWith('.mdx'))) {
    const source = fs.readFileSync(file, 'utf8');
    const anchors = new Set(extractToc(source, 1, 6).map((entry) => entry.id));
    const reference = /^reference:\s*(\S+)\s*$/m.exec(source.split(/^---\s*$/m)[1] ?? '')?.[1];
    const definition = reference ? getDefinition(reference) : undefined;
    if (definition) for (const entry of parameterToc(definition)) anchors.add(entry.id);
    pages.set(mdxFileToRoute(contentDir, file), anchors);
  }
  return pages;
}
