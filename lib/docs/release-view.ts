/**
 * One source, a page per release. Every file of `content/docs/` is compiled once for each Lilaq
 * release the site knows: as itself for the current release (the specification's `/docs/…`), and
 * through a link folder `content/releases/VERSION/docs` → `../../docs` for every other release
 * (`/docs/VERSION/…`), so contentlayer2 sees one document per page and release and every later
 * step (routes, search, Markdown twins, cards, the link gate) handles a release's page like any
 * other. The link folders are made from lib/releases.ts (`ensureReleaseViews`, called by
 * contentlayer.config.ts) and git-ignored: adding a release is its entry there and its facts.
 *
 * Each compile then keeps what is true of its release (`applyReleaseView`): a page with
 * `since`/`until` frontmatter outside the release is compiled empty and left out of the site, a
 * `<Release since="…" until="…">` block is kept or dropped, and on another release's page the
 * docs links and the package imports written in code are moved to that release.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { findRelease, releases } from '../releases';
import { packagePins, replacePins } from './package-pins';
import { covers, CURRENT_RELEASE, inRelease, splitDocsPath, type ReleaseRange } from './versions';

/** Below `content/`: the folder holding each other release's link folder. */
export const VIEWS_DIR = 'releases';

/** The releases compiled through a link folder: every known release but the current one. */
export const viewReleases: readonly string[] = releases.map((release) => release.version).filter((version) => version !== CURRENT_RELEASE);

/** Every release the docs are built for, the current one first. */
export const docsReleases: readonly string[] = [CURRENT_RELEASE, ...viewReleases];

/**
 * The pages outside `content/docs` that are built for each release too, below `content/`: the
 * cheat sheet (`/cheat-sheet`, and `/cheat-sheet/VERSION` through a link file
 * `content/releases/VERSION/pages/cheat-sheet.mdx`).
 */
export const RELEASE_PAGES: readonly string[] = ['pages/cheat-sheet.mdx'];

/** Whether a file below `content/` is built for each release: every docs page, and the pages of RELEASE_PAGES. */
export function builtForEachRelease(source: string): boolean {
  return source.startsWith('docs/') || RELEASE_PAGES.includes(source);
}

/** A document's path below `content/` as contentlayer2 names it, split into its release and the file an author edits. */
export function splitDocumentPath(documentPath: string): { release: string; source: string } {
  const match = /^releases\/([^/]+)\/((?:docs|pages)\/.*)$/.exec(documentPath);
  if (!match) return { release: CURRENT_RELEASE, source: documentPath };
  return { release: match[1] as string, source: match[2] as string };
}

/** Makes `link` a symbolic link to `target` (relative to the link's folder) unless it is one already. */
function ensureLink(link: string, target: string, type: 'dir' | 'file'): void {
  let current: string | null = null;
  try {
    current = fs.readlinkSync(link);
  } catch {
    current = null;
  }
  if (current === target) return;
  fs.rmSync(link, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.symlinkSync(target, link, type);
}

/**
 * Makes `content/releases/VERSION/docs` a link to `content/docs` and
 * `content/releases/VERSION/pages/cheat-sheet.mdx` a link to its file (RELEASE_PAGES) for every
 * view release, and removes link folders of releases the site no longer knows. Idempotent; cheap
 * enough to run on every load of the content config.
 */
export function ensureReleaseViews(contentDir: string): void {
  const viewsDir = path.join(contentDir, VIEWS_DIR);
  fs.mkdirSync(viewsDir, { recursive: true });
  for (const entry of fs.readdirSync(viewsDir)) {
    if (!viewReleases.includes(entry)) fs.rmSync(path.join(viewsDir, entry), { recursive: true, force: true });
  }
  for (const release of viewReleases) {
    ensureLink(path.join(viewsDir, release, 'docs'), path.join('..', '..', 'docs'), 'dir');
    const pagesDir = path.join(viewsDir, release, 'pages');
    for (const page of RELEASE_PAGES) ensureLink(path.join(viewsDir, release, page), path.join('..', '..', '..', page), 'file');
    if (fs.existsSync(pagesDir))
      for (const entry of fs.readdirSync(pagesDir))
        if (!RELEASE_PAGES.includes(`pages/${entry}`)) fs.rmSync(path.join(pagesDir, entry), { force: true });
  }
}

/** A page's or a block's range of releases, checked: each bound must be a release the site knows. */
export function readRange(values: { since?: unknown; until?: unknown }, where: string): ReleaseRange {
  const range: ReleaseRange = {};
  for (const key of ['since', 'until'] as const) {
    const value = values[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || !findRelease(value))
      throw new Error(
        `${where}: ${key}="${String(value)}" is not a Lilaq release the site knows (${docsReleases.join(', ')}; lib/releases.ts)`,
      );
    range[key] = value;
  }
  return range;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Parent = { children: unknown[] };

const isRelease = (node: unknown): node is JsxElement =>
  typeof node === 'object' &&
  node !== null &&
  ((node as JsxElement).type === 'mdxJsxFlowElement' || (node as JsxElement).type === 'mdxJsxTextElement') &&
  (node as JsxElement).name === 'Release';

function stringAttributes(node: JsxElement, where: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string')
      throw new Error(`${where}: <Release> takes only since="…" and until="…" as plain strings`);
    values[attribute.name] = attribute.value;
  }
  return values;
}

/** A range of the page's source (offsets) that a release's page leaves out: a dropped block, or a kept block's tags. */
export type SourceCut = readonly [start: number, end: number];

/** The source ranges of a `<Release>` element that its release's page does not show. */
function cutsOf(node: JsxElement, kept: boolean): SourceCut[] {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return [];
  if (!kept) return [[start, end]];
  const first = node.children[0]?.position?.start.offset;
  const last = node.children.at(-1)?.position?.end.offset;
  if (first === undefined || last === undefined) return [[start, end]];
  return [
    [start, first],
    [last, end],
  ];
}

/**
 * Removes the source ranges `cuts` from the slice `[from, to)` of `source`: the text of a
 * stretch of the page as its release's page has it (a reference parameter's Markdown, read as
 * written).
 */
export function sliceWithoutCuts(source: string, from: number, to: number, cuts: readonly SourceCut[]): string {
  let text = '';
  let at = from;
  for (const [start, end] of [...cuts].filter(([start, end]) => start >= from && end <= to).sort((a, b) => a[0] - b[0])) {
    if (start < at) continue;
    text += source.slice(at, start);
    at = end;
  }
  return text + source.slice(at, to);
}

/** Keeps the `<Release>` blocks that cover `release` (their content in their place) and drops the others, at any depth. */
function pruneBlocks(parent: Parent, release: string, file: string, cuts: SourceCut[]): void {
  const children: unknown[] = [];
  for (const child of parent.children) {
    if (isRelease(child)) {
      const where = `${file}:${child.position?.start.line ?? 1}`;
      const { since, until, ...rest } = stringAttributes(child, where);
      const unknown = Object.keys(rest);
      if (unknown.length > 0)
        throw new Error(`${where}: <Release> does not know ${unknown.map((name) => `"${name}"`).join(', ')}; it takes since and until`);
      if (since === undefined && until === undefined) throw new Error(`${where}: <Release> needs since="…", until="…" or both`);
      const range = readRange({ since, until }, where);
      const kept = covers(range, release);
      cuts.push(...cutsOf(child, kept));
      if (!kept) continue;
      pruneBlocks(child, release, file, cuts);
      children.push(...child.children);
      continue;
    }
    if (typeof child === 'object' && child !== null && Array.isArray((child as Parent).children))
      pruneBlocks(child as Parent, release, file, cuts);
    children.push(child);
  }
  parent.children = children;
}

/** Whether the tree has a `<Release>` block anywhere (posts and most pages may not: they have one release). */
function hasBlocks(parent: Parent): boolean {
  return parent.children.some(
    (child) =>
      isRelease(child) ||
      (typeof child === 'object' && child !== null && Array.isArray((child as Parent).children) && hasBlocks(child as Parent)),
  );
}

export { packagePins } from './package-pins';

/** Visits every node of a tree (depth first). */
function walk(node: unknown, visit: (node: Record<string, unknown>) => void): void {
  if (typeof node !== 'object' || node === null) return;
  visit(node as Record<string, unknown>);
  const children = (node as Parent).children;
  if (Array.isArray(children)) for (const child of children) walk(child, visit);
}

/** The MDX components that read other docs pages or release content (components/mdx, the cheat sheet's tables): on another release's page they get `release="…"`. */
const RELEASE_AWARE: ReadonlySet<string> = new Set(['CategoryCards', 'ChartChoices', 'Cheat', 'TranslationTable']);

/** On another release's page: docs links go to that release's pages, and code imports that release's packages. */
function moveToRelease(tree: Root, release: string): void {
  const pins = packagePins(release);
  const move = (url: string) => {
    const split = splitDocsPath(url);
    // A link that names a release (`/docs/0.6.0/…`) stays where it points.
    return split && split.release === CURRENT_RELEASE ? inRelease(url, release) : url;
  };
  walk(tree, (node) => {
    if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string') node.url = move(node.url);
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && Array.isArray(node.attributes)) {
      const attributes = node.attributes as MdxJsxAttribute[];
      for (const attribute of attributes)
        if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'href' && typeof attribute.value === 'string')
          attribute.value = move(attribute.value);
      // Components that list or show other docs pages are told whose.
      if (typeof node.name === 'string' && RELEASE_AWARE.has(node.name))
        attributes.push({ type: 'mdxJsxAttribute', name: 'release', value: release });
    }
    // Code that names its release (`lilaq="0.5.0"` on the fence) keeps its imports.
    if (node.type === 'code' && typeof node.value === 'string' && !/\blilaq=/.test(String(node.meta ?? '')))
      node.value = replacePins(node.value, pins);
    if (node.type === 'inlineCode' && typeof node.value === 'string') node.value = replacePins(node.value, pins);
  });
}

/** What a page's compile knows of its release. */
export interface PageRelease {
  /** The Lilaq release this compile documents. */
  version: string;
  /** The file an author edits, below `content/` (`docs/intro.mdx` for every release's compile of it). */
  source: string;
  /** Whether the page exists in this release (its `since`/`until` frontmatter). */
  included: boolean;
  /** The source ranges this release's page leaves out (`<Release>` blocks of other releases, and the tags of its own). */
  cuts: readonly SourceCut[];
}

/**
 * Makes `tree` the page of `release`: empty when the page's range leaves it out, else with the
 * `<Release>` blocks of other releases dropped and, for a release other than the current one,
 * links and imports moved to it. `file` names the source in messages. Shared by the compile and
 * `npm run figures`' scanner, so both see the same examples.
 */
export function applyReleaseView(
  tree: Root,
  page: { release: string; frontmatter: Readonly<Record<string, unknown>>; file: string; docs: boolean },
): { included: boolean; cuts: SourceCut[] } {
  const cuts: SourceCut[] = [];
  if (!page.docs) {
    if (hasBlocks(tree))
      throw new Error(
        `${page.file}: <Release> blocks belong in docs pages (content/docs) and the cheat sheet, which are built for each release`,
      );
    return { included: true, cuts };
  }
  const range = readRange(page.frontmatter, `${page.file}:1`);
  if (!covers(range, page.release)) {
    tree.children = tree.children.filter((node) => node.type === 'mdxjsEsm');
    return { included: false, cuts };
  }
  pruneBlocks(tree, page.release, page.file, cuts);
  if (page.release !== CURRENT_RELEASE) moveToRelease(tree, page.release);
  return { included: true, cuts };
}

/** The static params of a route with one JSON file per other release (`/search-index/0.6.0.json`). */
export function releaseFileParams(): { file: string }[] {
  return viewReleases.map((release) => ({ file: `${release}.json` }));
}

/** The release a `VERSION.json` route parameter names. */
export function releaseOfFile(file: string): string {
  return file.replace(/\.json$/, '');
}
