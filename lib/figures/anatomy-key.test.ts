import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { anatomyKey } from './anatomy-key';

const parse = (md: string): Root => unified().use(remarkParse).parse(md);
const codeOf = (tree: Root) => tree.children.find((n) => n.type === 'code')!;

describe('anatomyKey', () => {
  it('reads the bold name and the first link of each item of the list after the example', () => {
    const tree = parse(
      '```typ\n#x\n```\n\n1. **Tick label**: an [`lq.tick-label`](/docs/reference/tick-label) with [its text](/docs/reference/axis#format-ticks).\n2. **Grid**: [`lq.grid`](/docs/reference/grid).\n',
    );
    expect(anatomyKey(tree, codeOf(tree))).toEqual([
      { label: 'Tick label', href: '/docs/reference/tick-label' },
      { label: 'Grid', href: '/docs/reference/grid' },
    ]);
  });

  it('fails without a numbered list right after the example', () => {
    const tree = parse('```typ\n#x\n```\n\nText.\n\n1. **Grid**: [g](/g)\n');
    expect(() => anatomyKey(tree, codeOf(tree))).toThrow(/followed by its key/);
    const bullets = parse('```typ\n#x\n```\n\n- **Grid**: [g](/g)\n');
    expect(() => anatomyKey(bullets, codeOf(bullets))).toThrow(/followed by its key/);
  });

  it('names the item without a name or a link', () => {
    const tree = parse('```typ\n#x\n```\n\n1. **Grid**: [g](/g)\n2. Grid without a link\n');
    expect(() => anatomyKey(tree, codeOf(tree))).toThrow(/item 2 of the key/);
  });
});
