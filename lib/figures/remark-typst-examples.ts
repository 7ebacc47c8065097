/**
 * Remark plugin (contentlayer): replaces every ```typ example block by
 * `<TypstExample id code alt figure={…} data={…} live={…}>` with the shown code as its child: the
 * props are typed values (MDX expressions, not strings), and the child is an ordinary ```typst
 * code block, so the site's one Shiki step (contentlayer.config.ts) highlights it like any other.
 * The build fails, naming the MDX file and line, when an example has no current figure in
 * public/figures and is not recorded in lib/figures/unavailable.json as needing komet, or when it
 * has no alt text. A failing example (`fails`) gets the message stored for it instead of a figure
 * (failure.ts), and fails the build the same way when the store has no current one.
 * Never compiles: figures come from the committed store (`npm run figures`). Only in dev mode
 * (`npm run dev`, see dev-state.ts) an example without its figure is shown with the dev figure
 * watcher's note (rendering, Typst's error, no packages) instead of failing the page, and an
 * example without alt text is shown with a warning in the terminal.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Program } from 'estree';
import { valueToEstree } from 'estree-util-value-to-estree';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { documentPath } from '../mdx/compile-data';
import { anatomyMarkers, type AnatomyMarker } from './anatomy';
import { anatomyKey } from './anatomy-key';
import { checkExample, FIX_HINT } from './check';
import { compilerVersion } from './compiler';
import { LILAQ_VERSION, projectPaths } from './config';
import { lilaqImport } from '../releases';
import { devFiguresEnabled, devStateDir, readDevState, type DevFigureState } from './dev-state';
import { ALT_MISSING, parseExampleMeta } from './example-syntax';
import { readFailure, type CompileFailure } from './failure';
import { liveParts, type LiveParts } from './live-parts';
import { findExampleBlocks, type FoundBlock } from './mdx-examples';
import { formatLocation, prepareExample, type PreparedExample } from './prepare';
import { parsePartMap } from './parts';
import { listStore, partsFileName, partsUrl, readUnavailable, type UnavailableRecord } from './store';
import { svgDimensions } from './svg-size';

export interface RemarkTypstExamplesOptions {
  /** Project root; defaults to the working directory. */
  root?: string;
  /** Content directory relative to the root, as in contentlayer's `contentDirPath`. */
  contentDirPath?: string;
  /** Show examples without a figure with the dev watcher's note instead of failing; default: `LILAQ_DEV_FIGURES=1`. */
  dev?: boolean;
}

/** Both colour variants of a rendered figure (site paths) and its size in CSS pixels. */
export interface ExampleFigure {
  light: string;
  dark: string;
  width: number;
  height: number;
}

/** A data file an example reads, offered for download beside the figure. */
export interface DataFileLink {
  name: string;
  /** Bytes. */
  size: number;
  /** Site path of the file. */
  href: string;
}

/** What the plugin hands the TypstExample component, besides the highlighted code (its child). */
export interface TypstExampleData {
  /** Anchor of the example on its page (`ex-1`, `ex-2`, … in page order), for back-references. */
  id?: string;
  /** The code shown (and copied, and edited live). */
  code: string;
  alt: string;
  /** Absent when the figure needs komet; `unavailable` says why. */
  figure?: ExampleFigure;
  /** Site path of the figure's part map (the inspector's); absent when it has none. */
  parts?: string;
  /** Numbered markers over the figure, for an example with `anatomy="…"` (anatomy.ts). */
  markers?: AnatomyMarker[];
  data?: DataFileLink[];
  /** Why there is no figure (komet unavailable). */
  unavailable?: string;
  /** A failing example (`fails`): what Typst says about the code, shown instead of a figure. */
  failure?: CompileFailure;
  /** A figure in the page's first screen: it loads eagerly, the others lazily. */
  priority?: boolean;
  /** The hidden lines around the shown code; absent: not editable live. */
  live?: LiveParts;
  /** `npm run dev` only: why the figure is not there yet. */
  dev?: DevFigureState;
}

/**
 * The anchor of the `index`-th (0-based) example of a page. Page order is stable and computed the
 * same way by the back-reference index (lib/discover), so links to `#ex-N` always land.
 */
export function exampleAnchor(index: number): string {
  return `ex-${index + 1}`;
}

declare module 'vfile' {
  interface DataMap {
    /** The page's ```typ example blocks in page order, each prepared once (remarkPrepareExamples). */
    examples: readonly ExampleBlock[];
  }
}

/** One ```typ example block of a page, prepared once for every later step; `error` when it cannot be. */
export type ExampleBlock = FoundBlock & ({ example: PreparedExample; error?: undefined } | { example?: undefined; error: string });

/**
 * Remark step: prepares each example block of the page once (shown code, sources, hashes, data
 * files) and leaves them on `file.data.examples` for the page data and for remarkTypstExamples.
 */
export function remarkPrepareExamples(options: RemarkTypstExamplesOptions = {}) {
  const root = options.root ?? process.cwd();
  const contentDirPath = options.contentDirPath ?? 'content';
  const version = compilerVersion();
  return (tree: Root, file: VFile) => {
    // Another release's compile of a docs page (lib/docs/release-view.ts) is the same file, compiled with that release.
    const release = file.data.release;
    const mdxPath = path.join(root, contentDirPath, release?.source ?? documentPath(file));
    const lilaq = release ? { lilaqVersion: release.version, importLine: lilaqImport(release.version) } : {};
    file.data.examples = findExampleBlocks(tree).map(({ node, line }): ExampleBlock => {
      try {
        return {
          node,
          line,
          example: prepareExample({ value: node.value, meta: node.meta, mdxPath, line, root, compilerVersion: version, ...lilaq }),
        };
      } catch (error) {
        return { node, line, error: (error as Error).message };
      }
    });
  };
}

export function exampleData(
  example: PreparedExample,
  record: UnavailableRecord,
  readSvg: (fileName: string) => string,
  live?: LiveParts | null,
  hasStoreFile: (fileName: string) => boolean = () => false,
): TypstExampleData {
  const props: TypstExampleData = { code: example.shown, alt: example.alt ?? ALT_MISSING };
  if (live) props.live = live;
  if (example.data.length > 0) props.data = example.data.map((d) => ({ name: d.name, size: d.size, href: d.url }));
  const unavailable = record[example.key];
  if (unavailable) {
    props.unavailable = unavailable.reason;
    return props;
  }
  props.figure = exampleFigure(example, readSvg);
  if (hasStoreFile(partsFileName(example.key))) props.parts = partsUrl(example.key);
  return props;
}

/** Reads the first bytes of a stored figure: enough for its size attributes. */
export const svgHeadReader = (figuresDir: string) => (fileName: string) =>
  fs.readFileSync(path.join(figuresDir, fileName), 'utf8').slice(0, 2000);

/** The example's figure files and size (read from the light SVG's first bytes). */
export function exampleFigure(example: PreparedExample, readSvg: (fileName: string) => string): ExampleFigure {
  const { width, height } = svgDimensions(readSvg(example.variants.light.fileName));
  return { light: example.variants.light.url, dark: example.variants.dark.url, width: Math.round(width), height: Math.round(height) };
}

/** A JSX attribute: strings as written, `true` bare, anything else as an expression MDX compiles to that value. */
function attribute(name: string, value: unknown): MdxJsxAttribute {
  if (typeof value === 'string') return { type: 'mdxJsxAttribute', name, value };
  if (value === true) return { type: 'mdxJsxAttribute', name, value: null };
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: valueToEstree(value) }],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value), data: { estree } },
  };
}

/** `<TypstExample …props>` around the shown code as a ```typst block (highlighted by the site's rehype step). */
export function toJsxElement(props: TypstExampleData): MdxJsxFlowElement {
  const attributes = Object.entries(props)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => attribute(name, value));
  return { type: 'mdxJsxFlowElement', name: 'TypstExample', attributes, children: [{ type: 'code', lang: 'typst', value: props.code }] };
}

/** Replaces the code node in place (keeps its position for later plugins' messages). */
function replaceNode(node: object, element: MdxJsxFlowElement): void {
  const target = node as Record<string, unknown>;
  const position = target.position;
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, element, { position });
}

/** Dev mode: the example without its figure, carrying the watcher's note. */
export function devElement(example: PreparedExample, id: string, state: DevFigureState, live?: LiveParts | null): MdxJsxFlowElement {
  const props: TypstExampleData = { id, code: example.shown, alt: example.alt ?? ALT_MISSING, dev: state };
  if (live) props.live = live;
  return toJsxElement(props);
}

/** An anatomy figure's markers, from its part map in the store and the key after the example. */
function markersFor(tree: Root, node: Root['children'][number], selectors: string[], mapFile: string): AnatomyMarker[] {
  const map = fs.existsSync(mapFile) ? parsePartMap(fs.readFileSync(mapFile, 'utf8')) : null;
  if (!map) throw new Error('anatomy: the figure has no part map to place its markers from (run `npm run figures`)');
  return anatomyMarkers(map, selectors, anatomyKey(tree, node));
}

export default function remarkTypstExamples(options: RemarkTypstExamplesOptions = {}) {
  const root = options.root ?? process.cwd();
  const paths = projectPaths(root);
  const dev = options.dev ?? devFiguresEnabled();

  return (tree: Root, file: VFile) => {
    const blocks = file.data.examples;
    if (!blocks)
      throw new Error(`content/${documentPath(file)}: remarkTypstExamples runs after remarkPrepareExamples (contentlayer.config.ts)`);
    if (blocks.length === 0) return;
    const listing = listStore(paths.figuresDir, paths.dataDir);
    const record = readUnavailable(paths.unavailableFile);
    const readSvg = svgHeadReader(paths.figuresDir);
    const problems: string[] = [];
    // The page's opening (before its first section heading) is what a visitor sees first, so
    // the first figure there is not left to lazy loading.
    const firstSection = tree.children.find((child) => child.type === 'heading' && child.depth === 2)?.position?.start.line ?? Infinity;

    for (const [index, block] of blocks.entries()) {
      if (block.error !== undefined) {
        problems.push(block.error);
        continue;
      }
      const { node, line, example } = block;
      const issues = checkExample(example, listing, record);
      if (example.fails) {
        const failure = issues.length > 0 ? null : readFailure(paths.figuresDir, example.key);
        if (failure) replaceNode(node, toJsxElement({ id: exampleAnchor(index), code: example.shown, alt: '', failure }));
        else if (dev) replaceNode(node, devElement(example, exampleAnchor(index), readDevState(devStateDir(root), example.key)));
        else
          problems.push(
            ...(issues.length > 0 ? issues : [`${formatLocation(example.location)}: the stored message does not read; ${FIX_HINT}`]),
          );
        continue;
      }
      if (!example.alt) {
        const missingAlt = `${formatLocation(example.location)}: ${ALT_MISSING}`;
        // While writing, the author needs to see the figure to describe it: a warning, not a failure.
        if (dev) console.warn(missingAlt);
        else issues.push(missingAlt);
      }
      const live = liveParts(node.value, example, example.importLine);
      // The editor compiles an edit with the release the figure was compiled with.
      if (live && (example.namesRelease || example.lilaqVersion !== LILAQ_VERSION)) live.lilaq = example.lilaqVersion;
      if (issues.length > 0 && dev) {
        replaceNode(node, devElement(example, exampleAnchor(index), readDevState(devStateDir(root), example.key), live));
        continue;
      }
      if (issues.length > 0) {
        problems.push(...issues);
        continue;
      }
      const unavailable = record[example.key];
      if (unavailable) {
        // Listed in the build log, like `npm run figures` and `npm run figures:check` do.
        console.warn(`${example.location.file}:${example.location.line}: Typst example shown without a figure: ${unavailable.reason}`);
      }
      const props = { id: exampleAnchor(index), ...exampleData(example, record, readSvg, live, (name) => listing.figures.has(name)) };
      if (index === 0 && line < firstSection && props.figure) props.priority = true;
      const selectors = parseExampleMeta(node.meta).anatomy;
      if (selectors) {
        try {
          props.markers = markersFor(tree, node, selectors, path.join(paths.figuresDir, partsFileName(example.key)));
        } catch (error) {
          problems.push(`${formatLocation(example.location)}: ${(error as Error).message}`);
          continue;
        }
      }
      replaceNode(node, toJsxElement(props));
    }
    if (problems.length > 0) {
      throw new Error(`Typst example check failed (no compiling during the build):\n${problems.join('\n')}`);
    }
  };
}
