/**
 * Finding example blocks in MDX: in a parsed tree (remark plugin) or in files on disk (CLI).
 * The CLI reads the site's own tree (lib/mdx/tree.ts) so that line numbers and block boundaries
 * match what contentlayer sees.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { isExampleBlock } from './example-syntax';

export interface FoundBlock {
  node: Code;
  /** 1-based line of the opening fence. */
  line: number;
}

export function findExampleBlocks(tree: Root): FoundBlock[] {
  const found: FoundBlock[] = [];
  visit(tree, 'code', (node: Code) => {
    if (isExampleBlock(node.lang, node.meta)) found.push({ node, line: node.position?.start.line ?? 0 });
  });
  return found;
}

/** All *.mdx files below `dir`, sorted, as absolute paths. */
export function listMdxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listMdxFiles(full));
    else if (entry.isFile() && entry.name.endsWith('.mdx')) out.push(full);
  }
  return out.sort();
}
