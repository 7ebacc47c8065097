/**
 * Our words about a Lilaq definition, read from its reference page: the page's frontmatter
 * `reference: NAME`, one `<Summary>` block (optionally `call="…"` and `returns="a, b"`) and one
 * `<Param name="…">` block per parameter (optionally `types="a, b"`), whose bodies are ordinary
 * Markdown. The blocks keep their source text, so links are the page's own Markdown links (checked
 * by the link gate) and every problem can name the page's file and line.
 */
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { blankFrontmatter, mdxTree } from '../mdx/tree';
import type { RefProse, TypeRef } from './types';

/** The JSX blocks of a reference page that hold its prose. */
export const PROSE_BLOCKS = ['Summary', 'Param'] as const;

export class ProseError extends Error {}

const attribute = (node: MdxJsxFlowElement, name: string): string | undefined => {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return found && typeof found.value === 'string' ? found.value : undefined;
};

const list = (value: string | undefined): TypeRef[] | undefined =>
  value === undefined
    ? undefined
    : (value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean) as TypeRef[]);

/** The Markdown source between a block's opening and closing tags, trimmed. */
function bodyOf(node: MdxJsxFlowElement, source: string): string {
  const first = node.children[0]?.position?.start.offset;
  const last = node.children.at(-1)?.position?.end.offset;
  if (first === undefined || last === undefined) return '';
  return source.slice(first, last).trim();
}

/** The value of a top-level frontmatter key (a plain scalar), if any. */
export function frontmatterValue(source: string, key: string): string | undefined {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const line = block.split('\n').find((l) => l.startsWith(`${key}:`));
  return line
    ?.slice(key.length + 1)
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');
}

/**
 * The prose of one reference page (undefined when the page names no `reference`). `file` is the
 * page's path relative to the project root, for messages. `tree` is the page's tree from the
 * compile (lib/content/page-data.ts), its positions into `source`; without it the source is
 * parsed. Throws a `file:line:` ProseError when a block is malformed.
 */
export function proseFromMdx(file: string, source: string, compiled?: Root): RefProse | undefined {
  const name = frontmatterValue(source, 'reference');
  if (!name) return undefined;
  const referenceLine = source.split('\n').findIndex((l) => l.startsWith('reference:')) + 1;
  // A parsed tree's offsets are into the source with its frontmatter blanked (lines stay).
  const text = compiled ? source : blankFrontmatter(source);
  const tree = compiled ?? mdxTree(source);
  let summary: MdxJsxFlowElement | undefined;
  const params: RefProse['params'][number][] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxJsxFlowElement') continue;
    const line = node.position?.start.line ?? 0;
    if (node.name === 'Summary') {
      if (summary) throw new ProseError(`${file}:${line}: a second <Summary>`);
      summary = node;
    } else if (node.name === 'Param') {
      const paramName = attribute(node, 'name');
      if (!paramName) throw new ProseError(`${file}:${line}: <Param> without a name`);
      const types = list(attribute(node, 'types'));
      params.push({ name: paramName, description: bodyOf(node, text), line, ...(types ? { types } : {}) });
    }
  }
  if (!summary) throw new ProseError(`${file}:${referenceLine}: reference page without a <Summary> block`);
  const call = attribute(summary, 'call');
  const returns = list(attribute(summary, 'returns'));
  return {
    name,
    ...(call ? { call } : {}),
    summary: bodyOf(summary, text),
    ...(returns ? { returns } : {}),
    params,
    source: { file, line: referenceLine },
  };
}
