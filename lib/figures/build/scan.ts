/** Reads every MDX file under content/ and prepares its examples. */
import fs from 'node:fs';
import { applyReleaseView, builtForEachRelease, docsReleases } from '../../docs/release-view';
import { CURRENT_RELEASE } from '../../docs/versions';
import { parseMdx } from '../../mdx/tree';
import { lilaqImport } from '../../releases';
import { stripExamples } from '../../reference/strips/examples';
import { findExampleBlocks, listMdxFiles } from '../mdx-examples';
import { ExampleError, prepareExample, relativeToRoot, type PreparedExample } from '../prepare';

export interface ScanResult {
  examples: PreparedExample[];
  /** Messages starting with `file:line:` (bad meta, missing data files, unparsable MDX). */
  errors: string[];
  files: number;
}

/** A page's `since` and `until` frontmatter, read from its YAML block (the scanner does not compile the page). */
export function frontmatterRange(source: string): { since?: string; until?: string } {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const range: { since?: string; until?: string } = {};
  for (const key of ['since', 'until'] as const) {
    const value = new RegExp(`^${key}:\\s*["']?([^"'\\s#]+)["']?\\s*(?:#.*)?$`, 'm').exec(block)?.[1];
    if (value) range[key] = value;
  }
  return range;
}

/**
 * Every figure source of the site: the examples of every MDX file under content/, then the
 * variants of the reference pages' parameter strips (lib/reference/strips/), located at their
 * `<Param>` blocks.
 */
export function scanContent(
  root: string,
  contentDir: string,
  compilerVersion: string,
  releases: readonly string[] = docsReleases,
): ScanResult {
  const scan = scanFiles(root, listMdxFiles(contentDir), compilerVersion, releases);
  return { ...scan, examples: [...scan.examples, ...stripExamples(root, compilerVersion)] };
}

/** The examples of the given MDX files (absolute paths); the dev figure watcher scans one saved file. */
export function scanFiles(
  root: string,
  files: readonly string[],
  compilerVersion: string,
  releases: readonly string[] = docsReleases,
): ScanResult {
  const examples: PreparedExample[] = [];
  const errors: string[] = [];
  for (const mdxPath of files) {
    const file = relativeToRoot(root, mdxPath);
    const docs = builtForEachRelease(file.replace(/^content\//, ''));
    // A docs page (and the cheat sheet) is built for every release (lib/docs/release-view.ts): its examples as each release's page has them.
    for (const release of docs ? releases : [CURRENT_RELEASE]) {
      let blocks;
      try {
        const source = fs.readFileSync(mdxPath, 'utf8');
        const tree = parseMdx(source);
        if (!applyReleaseView(tree, { release, frontmatter: frontmatterRange(source), file, docs }).included) continue;
        blocks = findExampleBlocks(tree);
      } catch (error) {
        const e = error as Error & { line?: number };
        errors.push(e.message.startsWith(`${file}:`) ? e.message : `${file}:${e.line ?? 1}: cannot parse MDX: ${e.message}`);
        break;
      }
      for (const { node, line } of blocks) {
        try {
          examples.push(
            prepareExample({
              value: node.value,
              meta: node.meta,
              mdxPath,
              line,
              root,
              compilerVersion,
              lilaqVersion: release,
              importLine: lilaqImport(release),
            }),
          );
        } catch (error) {
          if (error instanceof ExampleError) errors.push(error.message);
          else throw error;
        }
      }
    }
  }
  return { examples, errors, files: files.length };
}
