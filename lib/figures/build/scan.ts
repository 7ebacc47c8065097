/** Reads every MDX file under content/ and prepares its examples. */
import fs from 'node:fs';
import { parseMdx } from '../../mdx/tree';
import { stripExamples } from '../../reference/strips/examples';
import { findExampleBlocks, listMdxFiles } from '../mdx-examples';
import { ExampleError, prepareExample, relativeToRoot, type PreparedExample } from '../prepare';

export interface ScanResult {
  examples: PreparedExample[];
  /** Messages starting with `file:line:` (bad meta, missing data files, unparsable MDX). */
  errors: string[];
  files: number;
}

/**
 * Every figure source of the site: the examples of every MDX file under content/, then the
 * variants of the reference pages' parameter strips (lib/reference/strips/), located at their
 * `<Param>` blocks.
 */
export function scanContent(root: string, contentDir: string, compilerVersion: string): ScanResult {
  const scan = scanFiles(root, listMdxFiles(contentDir), compilerVersion);
  return { ...scan, examples: [...scan.examples, ...stripExamples(root, compilerVersion)] };
}

/** The examples of the given MDX files (absolute paths); the dev figure watcher scans one saved file. */
export function scanFiles(root: string, files: readonly string[], compilerVersion: string): ScanResult {
  const examples: PreparedExample[] = [];
  const errors: string[] = [];
  for (const mdxPath of files) {
    let blocks;
    try {
      blocks = findExampleBlocks(parseMdx(fs.readFileSync(mdxPath, 'utf8')));
    } catch (error) {
      const e = error as Error & { line?: number };
      errors.push(`${relativeToRoot(root, mdxPath)}:${e.line ?? 1}: cannot parse MDX: ${e.message}`);
      continue;
    }
    for (const { node, line } of blocks) {
      try {
        examples.push(prepareExample({ value: node.value, meta: node.meta, mdxPath, line, root, compilerVersion }));
      } catch (error) {
        if (error instanceof ExampleError) errors.push(error.message);
        else throw error;
      }
    }
  }
  return { examples, errors, files: files.length };
}
