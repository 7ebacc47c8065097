import type { Element, Root } from 'hast';
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import rehypeStaticHtml from './rehype-static-html';

const run = (tree: Root) => {
  rehypeStaticHtml()(tree);
  return tree;
};

describe('rehypeStaticHtml', () => {
  it('hands over highlighted code and typeset math as one HTML string, keeping the outer element', () => {
    const code = h('pre', { class: 'shiki github-light', style: '--shiki-light: #24292e', tabindex: '0' }, [
      h('code', [h('span', { class: 'line' }, [h('span', { style: '--shiki-light:#D73A49' }, '#let'), ' x = 1'])]),
    ]);
    const math = h('span', { className: ['katex'] }, [h('span', { className: ['katex-html'] }, [h('span', { className: ['mord'] }, 'y')])]);
    const before = [toHtml(code.children), toHtml(math.children)];
    const tree = run({ type: 'root', children: [code, h('p', ['Where ', math, ' is the data.'])] });
    const [pre, paragraph] = tree.children as Element[];
    expect(pre?.children).toEqual([]);
    expect(pre?.properties.dataHtml).toBe(before[0]);
    expect(pre?.properties.style).toBe('--shiki-light: #24292e');
    const span = paragraph?.children[1] as Element;
    expect(span.children).toEqual([]);
    expect(span.properties.dataHtml).toBe(before[1]);
  });

  it('leaves other code blocks and spans as elements', () => {
    const plain = h('pre', [h('code', 'plain text')]);
    const span = h('span', { className: ['badge'] }, 'new');
    const tree = run({ type: 'root', children: [plain, span] });
    expect((tree.children[0] as Element).children).toHaveLength(1);
    expect((tree.children[1] as Element).properties.dataHtml).toBeUndefined();
  });
});
