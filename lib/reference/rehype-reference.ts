/**
 * Rehype step: a reference page's blocks render where they stand, from the definition
 * remark-reference.ts read (`file.data.reference`). `<Summary>` becomes the signature block, the
 * other content the article body (`div.markdown`), the `<Param>` blocks the parameter list, each
 * entry holding the block's content as the page compiled it and the parameter's strip (strips/).
 */
import path from 'node:path';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { documentPath } from '../mdx/compile-data';
import { parameterEntry, parameterSection, signatureBlock } from './hast';
import { historyUntil } from './history';
import { historyLine, historyTable } from './history-hast';
import { pageStrips } from './strips/page';
import { CURRENT_RELEASE, inRelease } from '../docs/versions';

/** Moves every site docs link (`href="/docs/…"`) of the tree to `release`'s pages. */
function moveLinks(node: Root | ElementContent | RootContent, release: string): void {
  if (node.type === 'element' && typeof node.properties.href === 'string') node.properties.href = inRelease(node.properties.href, release);
  if ('children' in node) for (const child of node.children) moveLinks(child as ElementContent, release);
}

type Block = MdxJsxFlowElementHast;

const isBlock = (node: RootContent, name: 'Summary' | 'Param'): node is Block => node.type === 'mdxJsxFlowElement' && node.name === name;

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

export default function rehypeReference() {
  return (tree: Root, file: VFile) => {
    const page = file.data.reference;
    if (!page) return;
    const { prose, definition } = page;
    const summary = tree.children.find((node): node is Block => isBlock(node, 'Summary'));
    const params = tree.children.filter((node): node is Block => isBlock(node, 'Param'));
    // The blocks are the ones remarkReference read, in the same order: the compile only turned their content into HTML.
    if (!summary || params.length !== prose.params.length)
      throw new Error(`content/${documentPath(file)}: the compile lost <Summary> or <Param> blocks after remarkReference read them`);
    const bodies = new Map(prose.params.map((param, i) => [param.name, blocks(params[i]!)]));
    const lines = new Map(prose.params.map((param) => [param.name, param.line ?? 1]));

    // Under each parameter whose effect can be seen, its strip of small figures (strips/), drawn
    // with the site's release: another release's page has none.
    const release = file.data.release;
    const strips =
      release && release.version !== CURRENT_RELEASE
        ? new Map<string, Element>()
        : pageStrips({
            definition: definition.call,
            paramLine: (param) => lines.get(param) ?? 1,
            mdxPath: path.resolve('content', documentPath(file)),
          });
    // The history as the page's release sees it: a 0.5.0 page never speaks of 0.6.0.
    const history = historyUntil(release?.version ?? CURRENT_RELEASE);
    const own = history.definition(definition.call);
    const entries: Element[] = definition.params.map((param) => {
      const past = history.param(definition.call, param.name);
      const entry = parameterEntry(param, bodies.get(param.name) ?? [], past ? historyLine(past) : []);
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
      ...(own && own.params.length > 0 ? [historyTable(own, history.releases, definition.call)] : []),
    ];
    // Another release's page links that release's pages (the links above name the site's).
    if (release && release.version !== CURRENT_RELEASE) moveLinks(tree, release.version);
  };
}
