/**
 * Rehype step: a reference page's `<Summary>` and `<Param>` blocks render themselves where they
 * stand. The page (frontmatter `reference: NAME`) is joined with the facts of the documented Lilaq
 * release (merge.ts); `<Summary>` becomes the signature block, the page's other content the
 * article body (`div.markdown`), and the `<Param>` blocks, which follow it, the parameter list,
 * each entry holding the block's own content as the page compiled it (links, code, math). A
 * `<Param>` for a parameter Lilaq lacks, a parameter without a `<Param>`, or types the site cannot
 * show fail the compile with the page's file:line (as lib/reference/index.test.ts does over the whole site).
 */
import path from 'node:path';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { documentedFacts } from './documented-facts';
import { parameterEntry, parameterSection, signatureBlock } from './hast';
import { mergeDefinition } from './merge';
import { frontmatterValue } from './prose-mdx';
import { pageStrips } from './strips/page';
import type { RefProse, TypeRef } from './types';

type Block = MdxJsxFlowElementHast;

const isBlock = (node: RootContent, name: string): node is Block => node.type === 'mdxJsxFlowElement' && node.name === name;

const attribute = (node: Block, name: string): string | undefined => {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return found && typeof found.value === 'string' ? found.value : undefined;
};

const list = (value: string | undefined): TypeRef[] | undefined =>
  value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean) as TypeRef[] | undefined;

const isBlank = (node: ElementContent) => node.type === 'text' && node.value.trim() === '';

const blockTags = new Set(['p', 'ul', 'ol', 'dl', 'div', 'pre', 'blockquote', 'table', 'figure', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * The block's content as block elements: written on one line (`<Param name="x">Words.</Param>`)
 * MDX gives its words without a paragraph, which is added here.
 */
function blocks(block: Block): ElementContent[] {
  const children = (block.children as ElementContent[]).filter((node) => !isBlank(node));
  if (children.some((node) => node.type === 'element' && blockTags.has(node.tagName))) return children;
  return children.length === 0 ? [] : [{ type: 'element', tagName: 'p', properties: {}, children }];
}

/** The summary's paragraphs run together as the content of one paragraph. */
function summaryContent(block: Block): ElementContent[] {
  return blocks(block).flatMap((node, i) => [
    ...(i > 0 ? [{ type: 'text', value: ' ' } as const] : []),
    ...(node.type === 'element' && node.tagName === 'p' ? node.children : [node]),
  ]);
}

/** The page's file for messages: content/… in contentlayer's compile, else the file's path. */
function fileOf(file: VFile): string {
  const raw = (file.data as { rawDocumentData?: { sourceFilePath?: string } }).rawDocumentData?.sourceFilePath;
  return raw ? `content/${raw}` : (file.path ?? 'the page');
}

/** The page's absolute path: contentlayer's source file under content/, else the file's own. */
function pathOf(file: VFile): string {
  const raw = (file.data as { rawDocumentData?: { sourceFilePath?: string } }).rawDocumentData?.sourceFilePath;
  return path.resolve(raw ? path.join('content', raw) : (file.path ?? 'the page'));
}

export default function rehypeReference() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    const name = frontmatterValue(source, 'reference');
    if (!name) return;
    const where = fileOf(file);
    const referenceLine = source.split('\n').findIndex((l) => l.startsWith('reference:')) + 1;
    const summaries = tree.children.filter((node) => isBlock(node, 'Summary')) as Block[];
    const params = tree.children.filter((node) => isBlock(node, 'Param')) as Block[];
    const summary = summaries[0];
    if (!summary) throw new Error(`${where}:${referenceLine}: reference page without a <Summary> block`);
    if (summaries.length > 1) throw new Error(`${where}:${summaries[1]?.position?.start.line ?? 0}: a second <Summary>`);

    const prose: RefProse = {
      name,
      ...(attribute(summary, 'call') ? { call: attribute(summary, 'call') } : {}),
      summary: '',
      ...(list(attribute(summary, 'returns')) ? { returns: list(attribute(summary, 'returns')) } : {}),
      params: params.map((block) => {
        const line = block.position?.start.line ?? 0;
        const paramName = attribute(block, 'name');
        if (!paramName) throw new Error(`${where}:${line}: <Param> without a name`);
        const types = list(attribute(block, 'types'));
        return { name: paramName, description: '', line, ...(types ? { types } : {}) };
      }),
      source: { file: where, line: referenceLine },
    };
    const fact = documentedFacts.definitions.find((d) => d.name === (prose.call ?? name));
    if (!fact) throw new Error(`${where}:${referenceLine}: ${name}: no facts for ${prose.call ?? name} in Lilaq ${documentedFacts.lilaq}`);
    const problems: string[] = [];
    const definition = mergeDefinition(prose, fact, problems);
    if (problems.length > 0) throw new Error(problems.join('\n'));

    // The parameter list follows the body: a <Param> before other content would move that content.
    const firstParam = params[0] ? tree.children.indexOf(params[0]) : tree.children.length;
    const stray = tree.children
      .slice(firstParam)
      .find((node) => node.type === 'element' || (node.type === 'mdxJsxFlowElement' && !isBlock(node, 'Param')));
    if (stray)
      throw new Error(
        `${where}:${stray.position?.start.line ?? 0}: content after the first <Param>; the <Param> blocks close a reference page`,
      );

    const bodies = new Map(params.map((block) => [attribute(block, 'name'), blocks(block)]));
    // Under each parameter whose effect can be seen, its strip of small figures (strips/).
    const strips = pageStrips({ definition: fact.name, source, mdxPath: pathOf(file) });
    const entries: Element[] = definition.params.map((param) => {
      const entry = parameterEntry(param, bodies.get(param.name) ?? []);
      const strip = strips.get(param.name);
      if (strip) entry.children.push(strip);
      return entry;
    });
    // The body is what MDX would render around the blocks: the blank text before <Summary> is the
    // start of the page, which MDX drops.
    const start = tree.children.indexOf(summary);
    const body = tree.children.filter(
      (node, i) =>
        node.type !== 'mdxjsEsm' &&
        node !== summary &&
        !params.includes(node as Block) &&
        !(i < start && node.type === 'text' && !node.value.trim()),
    );
    tree.children = [
      ...tree.children.filter((node) => node.type === 'mdxjsEsm'),
      signatureBlock(definition, summaryContent(summary)),
      { type: 'element', tagName: 'div', properties: { className: ['markdown'] }, children: body as ElementContent[] },
      ...(entries.length > 0 ? [parameterSection(entries)] : []),
    ];
  };
}
