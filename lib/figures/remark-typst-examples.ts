/**
 * Remark plugin (contentlayer): replaces every ```typ example block by
 * `<TypstExample code=… lightSrc=… darkSrc=… width=… height=… alt=… data=… />`.
 * The build fails, naming the MDX file and line, when an example has no current figure in
 * public/figures and is not recorded in lib/figures/unavailable.json as needing komet.
 * Never compiles: figures come from the committed store (`npm run figures`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { checkExample } from './check';
import { compilerVersion } from './compiler';
import { LILAQ_IMPORT, projectPaths } from './config';
import { liveParts, type LiveParts } from '../live/parts';
import { findExampleBlocks } from './mdx-examples';
import { prepareExample, type PreparedExample } from './prepare';
import { listStore, readUnavailable, type UnavailableRecord } from './store';
import { svgDimensions } from './svg-size';

export interface RemarkTypstExamplesOptions {
  /** Project root; defaults to the working directory. */
  root?: string;
  /** Content directory relative to the root, as in contentlayer's `contentDirPath`. */
  contentDirPath?: string;
}

/** Props of the TypstExample component, all strings (MDX attribute values). */
export interface TypstExampleAttributes {
  /** Anchor of the example on its page (`ex-1`, `ex-2`, … in page order), for back-references. */
  id?: string;
  code: string;
  alt: string;
  lightSrc?: string;
  darkSrc?: string;
  width?: string;
  height?: string;
  /** JSON: Array<{ name, size, href }> */
  data?: string;
  /** Why there is no figure (komet unavailable). */
  unavailable?: string;
  /** "true" for a figure in the page's first screen: it loads eagerly, the others lazily. */
  priority?: string;
  /** JSON of the hidden lines around the shown code (lib/live/parts.ts); absent: not editable live. */
  live?: string;
}

export const DEFAULT_ALT = 'Figure rendered from the code above';

/**
 * The anchor of the `index`-th (0-based) example of a page. Page order is stable and computed the
 * same way by the back-reference index (lib/discover), so links to `#ex-N` always land.
 */
export function exampleAnchor(index: number): string {
  return `ex-${index + 1}`;
}

function mdxPathOf(file: VFile, root: string, contentDirPath: string): string {
  const raw = (file.data as { rawDocumentData?: { sourceFilePath?: string } }).rawDocumentData;
  if (raw?.sourceFilePath) return path.join(root, contentDirPath, raw.sourceFilePath);
  if (file.path) return path.resolve(root, file.path);
  throw new Error('remark-typst-examples: cannot tell which MDX file is being compiled');
}

export function exampleAttributes(
  example: PreparedExample,
  record: UnavailableRecord,
  readSvg: (fileName: string) => string,
  live?: LiveParts | null,
): TypstExampleAttributes {
  const attrs: TypstExampleAttributes = { code: example.shown, alt: example.alt ?? DEFAULT_ALT };
  if (live) attrs.live = JSON.stringify(live);
  if (example.data.length > 0) {
    attrs.data = JSON.stringify(example.data.map((d) => ({ name: d.name, size: d.size, href: d.url })));
  }
  const unavailable = record[example.key];
  if (unavailable) {
    attrs.unavailable = unavailable.reason;
    return attrs;
  }
  const { width, height } = svgDimensions(readSvg(example.variants.light.fileName));
  attrs.lightSrc = example.variants.light.url;
  attrs.darkSrc = example.variants.dark.url;
  attrs.width = String(Math.round(width));
  attrs.height = String(Math.round(height));
  return attrs;
}

export function toJsxElement(attrs: TypstExampleAttributes): MdxJsxFlowElement {
  const attributes: MdxJsxAttribute[] = Object.entries(attrs)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value }));
  return { type: 'mdxJsxFlowElement', name: 'TypstExample', attributes, children: [] };
}

export default function remarkTypstExamples(options: RemarkTypstExamplesOptions = {}) {
  const root = options.root ?? process.cwd();
  const contentDirPath = options.contentDirPath ?? 'content';
  const paths = projectPaths(root);
  const version = compilerVersion();

  return (tree: Root, file: VFile) => {
    const blocks = findExampleBlocks(tree);
    if (blocks.length === 0) return;
    const mdxPath = mdxPathOf(file, root, contentDirPath);
    const listing = listStore(paths.figuresDir, paths.dataDir);
    const record = readUnavailable(paths.unavailableFile);
    const readSvg = (name: string) => fs.readFileSync(path.join(paths.figuresDir, name), 'utf8').slice(0, 2000);
    const problems: string[] = [];
    // The page's opening (before its first section heading) is what a visitor sees first, so
    // the first figure there is not left to lazy loading.
    const firstSection = tree.children.find((child) => child.type === 'heading' && child.depth === 2)?.position?.start.line ?? Infinity;

    for (const [index, { node, line }] of blocks.entries()) {
      let example: PreparedExample;
      try {
        example = prepareExample({ value: node.value, meta: node.meta, mdxPath, line, root, compilerVersion: version });
      } catch (error) {
        problems.push((error as Error).message);
        continue;
      }
      const issues = checkExample(example, listing, record);
      if (issues.length > 0) {
        problems.push(...issues);
        continue;
      }
      const unavailable = record[example.key];
      if (unavailable) {
        // Listed in the build log, like `npm run figures` and `npm run figures:check` do.
        console.warn(`${example.location.file}:${example.location.line}: Typst example shown without a figure: ${unavailable.reason}`);
      }
      // Replace the code node in place (keeps its position for later plugins' messages).
      const live = liveParts(node.value, example, LILAQ_IMPORT);
      const attributes = { id: exampleAnchor(index), ...exampleAttributes(example, record, readSvg, live) };
      if (index === 0 && line < firstSection && attributes.lightSrc) attributes.priority = 'true';
      const element = toJsxElement(attributes);
      Object.assign(element, { position: node.position });
      const target = node as unknown as Record<string, unknown>;
      for (const key of Object.keys(target)) delete target[key];
      Object.assign(target, element);
    }
    if (problems.length > 0) {
      throw new Error(`Typst example check failed (no compiling during the build):\n${problems.join('\n')}`);
    }
  };
}
