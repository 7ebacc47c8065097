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
import { documentedFacts } from './documented-facts';
import { mergeDefinition } from './merge';
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

/** The Markdown source between a block's opening and closing tags, trimmed. */
function bodyOf(node: MdxJsxFlowElement, source: string): string {
  const first = node.children[0]?.position?.start.offset;
  const last = node.children.at(-1)?.position?.end.offset;
  if (first === undefined || last === undefined) return '';
  return source.slice(first, last).trim();
}

const lineOf = (node: RootContent) => node.position?.start.line ?? 0;

/**
 * The prose of a reference page's tree. `source` is the compiled file (the tree's positions point
 * into it), `file` its path for messages.
 */
function readProse(tree: Root, source: string, name: string, file: string): RefProse {
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
      params.push({ name: paramName, description: bodyOf(node, source), line: lineOf(node), ...(types ? { types } : {}) });
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
    summary: bodyOf(summary, source),
    ...(returns ? { returns } : {}),
    params,
    source: { file, line: lineOf(summary) },
  };
}

/** Remark step (after remarkFrontmatterData): reads a reference page's blocks and joins them with the facts. */
export default function remarkReference() {
  return (tree: Root, file: VFile) => {
    const frontmatter = file.data.frontmatter;
    if (!frontmatter) throw new Error('remarkReference runs after remarkFrontmatterData (contentlayer.config.ts)');
    const name = frontmatter.reference;
    if (typeof name !== 'string' || name === '') return;
    const where = `content/${documentPath(file)}`;
    const prose = readProse(tree, String(file.value), name, where);
    const fact = documentedFacts.definitions.find((d) => d.name === (prose.call ?? name));
    if (!fact)
      throw new Error(`${where}:${prose.source?.line}: ${name}: no facts for ${prose.call ?? name} in Lilaq ${documentedFacts.lilaq}`);
    const problems: string[] = [];
    const definition = mergeDefinition(prose, fact, problems);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    file.data.reference = { prose, definition };
  };
}
