import type { Element, Root } from 'hast';
import { h } from 'hastscript';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { describe, expect, it } from 'vitest';
import { innerHtml } from '../html/elements';
import rehypeStaticHtml, { staticHtmlTags } from './rehype-static-html';

const run = (tree: Root) => {
  rehypeStaticHtml()(tree);
  return tree;
};

const component = (name: string, children: Element[]): MdxJsxFlowElementHast => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: [],
  children,
});

describe('rehypeStaticHtml', () => {
  it('hands over highlighted code and a paragraph with math as one HTML string each, keeping the outer element', () => {
    const code = h('pre', { class: 'shiki github-light', style: '--shiki-light: #24292e', tabindex: '0' }, [
      h('code', [h('span', { class: 'line' }, [h('span', { style: '--shiki-light:#D73A49' }, '#let'), ' x = 1'])]),
    ]);
    const math = h('span', { className: ['katex'] }, [h('span', { className: ['katex-html'] }, [h('span', { className: ['mord'] }, 'y')])]);
    const paragraph = h('p', ['Where ', math, ' is the ', h('a', { href: '/docs/intro' }, 'data'), '.']);
    const before = [innerHtml(code.children), innerHtml(paragraph.children)];
    const tree = run({ type: 'root', children: [code, paragraph] });
    const [pre, p] = tree.children as Element[];
    expect(pre?.children).toEqual([]);
    expect(pre?.properties.dataHtml).toBe(before[0]);
    expect(pre?.properties.style).toBe('--shiki-light: #24292e');
    expect(p?.children).toEqual([]);
    expect(p?.properties.dataHtml).toBe(before[1]);
  });

  it('keeps a block that holds a component as an element, and hands over its plain children', () => {
    const note = component('Admonition', [h('p', ['Use ', h('code', 'lq.plot'), '.'])]);
    const list = h('ul', [h('li', ['plain ', h('em', 'item')]), h('li', [component('TypstExample', [])])]);
    const tree = run({ type: 'root', children: [note, list] });
    const inNote = (tree.children[0] as MdxJsxFlowElementHast).children[0] as Element;
    expect(inNote.properties.dataHtml).toBe('Use <code>lq.plot</code>.');
    const ul = tree.children[1] as Element;
    expect(ul.properties.dataHtml).toBeUndefined();
    const [plain, withExample] = ul.children as Element[];
    expect(plain?.properties.dataHtml).toBe('plain <em>item</em>');
    expect(withExample?.properties.dataHtml).toBeUndefined();
    expect(withExample?.children).toHaveLength(1);
  });

  it('leaves empty elements and tags without a component alone', () => {
    const tree = run({ type: 'root', children: [h('div'), h('article', [h('p', 'x')])] });
    expect((tree.children[0] as Element).properties.dataHtml).toBeUndefined();
    const section = tree.children[1] as Element;
    expect(section.properties.dataHtml).toBeUndefined();
    expect((section.children[0] as Element).properties.dataHtml).toBe('x');
    expect(staticHtmlTags).not.toContain('article');
  });
});
