/**
 * The one reader of a reference page's `<Summary>` and `<Param>` blocks (README.md), a remark step
 * of the page's compile: reads them once, joins them with the facts (merge.ts) and leaves both on
 * `file.data.reference` for the page data and rehype-reference.ts. Whatever is wrong with them
 * fails the compile with the page's `file:line`.
 */
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { documentPath } from '../mdx/compile-data';
import { jsxAttributes } from '../mdx/jsx';
import { siteConfig } from '../site-config';
import { sliceWithoutCuts, type SourceCut } from '../docs/release-view';
import { factReleases, factsOf } from './documented-facts';
import type { FactDefinition } from './facts-types';
import { mergeDefinition, typeRefs } from './merge';
import { withReleaseNotes } from './release-notes';
import type { ProseParam, RefDefinition, RefProse, TypeRef } from './types';

/** What the compile read from a reference page: our prose, and the definition it makes with the facts. */
export interface ReferencePage {
  prose: RefProse;
  definition: RefDefinition;
}

declare module 'vfile' {
  interface DataMap {
    /** A reference page's prose and definition (remarkReference); absent on other pages. */
    reference: ReferencePage;
  }
}

const isBlock = (node: RootContent, name: 'Summary' | 'Param'): node is MdxJsxFlowElement =>
  node.type === 'mdxJsxFlowElement' && node.name === name;

/** Nodes that render nothing of their own: they may follow the `<Param>` blocks. */
const SILENT = new Set(['mdxjsEsm', 'mdxFlowExpression', 'definition', 'yaml']);

/** A comma-separated attribute as type names (checked against the facts by merge.ts and validate.ts). */
const list = (value: string | undefined): TypeRef[] | undefined =>
  value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean) as TypeRef[] | undefined;

/** The Markdown source between a block's opening and closing tags as the page's release has it (no other release's `<Release>` blocks), trimmed. */
function bodyOf(node: MdxJsxFlowElement, source: string, cuts: readonly SourceCut[]): string {
  const first = node.children[0]?.position?.start.offset;
  const last = node.children.at(-1)?.position?.end.offset;
  if (first === undefined || last === undefined) return '';
  return sliceWithoutCuts(source, first, last, cuts).trim();
}

const lineOf = (node: RootContent) => node.position?.start.line ?? 0;

/**
 * The prose of a reference page's tree. `source` is the compiled file (the tree's positions point
 * into it), `file` its path for messages.
 */
function readProse(tree: Root, source: string, name: string, file: string, cuts: readonly SourceCut[]): RefProse {
  let summary: MdxJsxFlowElement | undefined;
  const params: ProseParam[] = [];
  for (const node of tree.children) {
    if (isBlock(node, 'Summary')) {
      if (summary) throw new Error(`${file}:${lineOf(node)}: a second <Summary>`);
      summary = node;
    } else if (isBlock(node, 'Param')) {
      const { name: paramName, types: typeList } = jsxAttributes(node);
      if (!paramName) throw new Error(`${file}:${lineOf(node)}: <Param> without a name`);
      const types = list(typeList);
      params.push({ name: paramName, description: bodyOf(node, source, cuts), line: lineOf(node), ...(types ? { types } : {}) });
    } else if (params.length > 0 && !SILENT.has(node.type)) {
      // The parameter list follows the body: content after a <Param> would move into the body.
      throw new Error(`${file}:${lineOf(node)}: content after the first <Param>; the <Param> blocks close a reference page`);
    }
  }
  if (!summary) throw new Error(`${file}:1: reference page without a <Summary> block`);
  const { call, returns: returnList } = jsxAttributes(summary);
  const returns = list(returnList);
  return {
    name,
    ...(call ? { call } : {}),
    summary: bodyOf(summary, source, cuts),
    ...(returns ? { returns } : {}),
    params,
    source: { file, line: lineOf(summary) },
  };
}

/**
 * A page is written once for every release, with a `<Param>` for each parameter of any of them:
 * the compile for one release leaves out (from the prose and the tree) the blocks of parameters
 * its release lacks and another release has. A block no release knows stays, and fails the merge.
 */
function withoutOtherReleasesParams(tree: Root, prose: RefProse, fact: FactDefinition, siteRelease: boolean): RefProse {
  const own = new Set(fact.params.map((param) => param.name));
  const elsewhere = new Set(
    factReleases.flatMap((release) =>
      factsOf(release)
        .definitions.filter((d) => d.name === fact.name)
        .flatMap((d) => d.params.map((param) => param.name)),
    ),
  );
  const dropped = new Set(prose.params.filter((param) => !own.has(param.name) && elsewhere.has(param.name)).map((param) => param.name));
  if (dropped.size > 0)
    tree.children = tree.children.filter((node) => !(isBlock(node, 'Param') && dropped.has(jsxAttributes(node).name ?? '')));
  const params = prose.params.filter((param) => !dropped.has(param.name));
  return { ...prose, params: siteRelease ? params : params.map((param) => withoutAnnotatedTypes(param, fact)) };
}

/**
 * A `types` written for a release whose annotation is narrower, on the compile of a release that
 * annotates exactly those types: not needed there, so not a mistake there (the site's release
 * still fails a `types` that only repeats its own annotation, merge.ts).
 */
function withoutAnnotatedTypes(param: ProseParam, fact: FactDefinition): ProseParam {
  const annotated = typeRefs(fact.params.find((p) => p.name === param.name)?.types ?? []);
  if (!param.types || !annotated || param.types.join(' | ') !== annotated.join(' | ')) return param;
  const { types: _repeated, ...rest } = param;
  void _repeated;
  return rest;
}

/** Remark step (after remarkFrontmatterData): reads a reference page's blocks and joins them with the facts. */
export default function remarkReference() {
  return (tree: Root, file: VFile) => {
    const frontmatter = file.data.frontmatter;
    if (!frontmatter) throw new Error('remarkReference runs after remarkFrontmatterData (contentlayer.config.ts)');
    const name = frontmatter.reference;
    if (typeof name !== 'string' || name === '') return;
    const page = file.data.release;
    // A page left out of its release (since/until) is compiled empty: nothing to read.
    if (page && !page.included) return;
    const release = page?.version ?? siteConfig.version;
    const where = `content/${page?.source ?? documentPath(file)}`;
    // Every docs file is compiled once per release: a message from another release's compile says which.
    const named = (message: string) =>
      release === siteConfig.version ? message : message.replace(/^(\S+:\d+):/gm, `$1 (Lilaq ${release}):`);
    const facts = factsOf(release);
    let prose: RefProse;
    let definition: RefDefinition;
    try {
      const full = readProse(tree, String(file.value), name, where, page?.cuts ?? []);
      const fact = facts.definitions.find((d) => d.name === (full.call ?? name));
      if (!fact) throw new Error(`${where}:${full.source?.line}: ${name}: no facts for ${full.call ?? name} in Lilaq ${facts.lilaq}`);
      prose = withoutOtherReleasesParams(tree, full, fact, release === siteConfig.version);
      const problems: string[] = [];
      definition = mergeDefinition(prose, fact, problems);
      if (problems.length > 0) throw new Error(problems.join('\n'));
    } catch (error) {
      throw new Error(named((error as Error).message));
    }
    if (release !== siteConfig.version) {
      // Another release's page: its release, and what that release changed about each parameter (history.ts).
      definition = { ...withReleaseNotes(definition, release), release };
    }
    file.data.reference = { prose, definition };
  };
}
