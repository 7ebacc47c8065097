/**
 * Marks the words two versions of one block do not share: `<del>` in the earlier block, `<ins>`
 * in the later one, inside the text nodes of their HTML trees (links, code and emphasis stay as
 * they are). Whitespace is never marked; neighbouring marked words form one element. Pure.
 */
import type { ElementContent, Root, Text } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { diffBlocks } from './block-diff';

/** Beyond this many word pairs a block is left unmarked (the table grows as the product). */
const MAX_CELLS = 400_000;

const PARTS = /\s+|[^\s]+/g;
const isSpace = (part: string) => /^\s+$/.test(part);

/** The words of a tree's text, in document order. */
function wordsOf(tree: Root): string[] {
  const words: string[] = [];
  visit(tree, 'text', (node: Text) => {
    for (const part of node.value.match(PARTS) ?? []) if (!isSpace(part)) words.push(part);
  });
  return words;
}

/** For each word of `a` and of `b`, whether it lies on a longest common subsequence of the two. */
export function commonWords(a: readonly string[], b: readonly string[]): { inA: boolean[]; inB: boolean[] } {
  const inA = new Array<boolean>(a.length).fill(false);
  const inB = new Array<boolean>(b.length).fill(false);
  const indexed = (words: readonly string[]) => words.map((word, index) => ({ word, index }));
  for (const row of diffBlocks(indexed(a), indexed(b), (token) => token.word)) {
    if (row.kind !== 'same' || !row.before || !row.after) continue;
    inA[row.before.index] = true;
    inB[row.after.index] = true;
  }
  return { inA, inB };
}

/** A text node as plain text and marked runs, reading one flag per word from `kept`, starting at `index`. */
function runsOf(value: string, kept: readonly boolean[], index: number, tag: 'del' | 'ins'): { runs: ElementContent[]; next: number } {
  const runs: ElementContent[] = [];
  let plain = '';
  let marked = '';
  let pending = '';
  const closeMark = () => {
    if (marked)
      runs.push({
        type: 'element',
        tagName: tag,
        properties: { className: ['compare-word'] },
        children: [{ type: 'text', value: marked }],
      });
    marked = '';
  };
  for (const part of value.match(PARTS) ?? []) {
    if (isSpace(part)) {
      pending += part;
      continue;
    }
    if (kept[index++] ?? true) {
      closeMark();
      plain += pending + part;
    } else {
      if (marked) marked += pending + part;
      else {
        plain += pending;
        if (plain) runs.push({ type: 'text', value: plain });
        plain = '';
        marked = part;
      }
    }
    pending = '';
  }
  closeMark();
  plain += pending;
  if (plain) runs.push({ type: 'text', value: plain });
  return { runs, next: index };
}

/** Splits every text node of a tree into plain and marked runs. */
function mark(tree: Root, kept: readonly boolean[], tag: 'del' | 'ins'): void {
  let index = 0;
  visit(tree, 'text', (node: Text, position, parent) => {
    if (!parent || position === undefined) return;
    const { runs, next } = runsOf(node.value, kept, index, tag);
    index = next;
    parent.children.splice(position, 1, ...runs);
    return [SKIP, position + runs.length];
  });
}

/** Marks, in place, the words `before` has that `after` lacks (`<del>`) and the reverse (`<ins>`). */
export function markWords(before: Root, after: Root): void {
  const a = wordsOf(before);
  const b = wordsOf(after);
  if (a.length * b.length > MAX_CELLS) return;
  const { inA, inB } = commonWords(a, b);
  mark(before, inA, 'del');
  mark(after, inB, 'ins');
}
