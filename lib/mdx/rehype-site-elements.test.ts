import type { Element, Root } from 'hast';
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import rehypeSiteElements from './rehype-site-elements';

const run = (...children: Element[]) => {
  const tree: Root = { type: 'root', children };
  rehypeSiteElements()(tree);
  return toHtml(tree);
};

describe('rehypeSiteElements', () => {
  it('gives headings with an id a permalink named after their text', () => {
    expect(run(h('h2', { id: 'ticks' }, 'Ticks'))).toBe(
      '<h2 id="ticks" class="anchor-heading">Ticks<a class="hash-link" href="#ticks" aria-label="Direct link to Ticks">#</a></h2>',
    );
    expect(run(h('h3', { id: 'x' }, ['The ', h('code', 'x'), ' axis']))).toContain('aria-label="Direct link to this heading"');
    expect(run(h('h2', 'No id'))).toBe('<h2>No id</h2>');
    expect(run(h('h5', { id: 'deep' }, 'Deep'))).toBe('<h5 id="deep">Deep</h5>');
  });

  it('puts tables in a scrolling wrapper, once', () => {
    const html = run(h('table', [h('tr', [h('td', '1')])]));
    expect(html).toBe('<div class="table-wrapper"><table><tr><td>1</td></tr></table></div>');
    expect(run(h('div', { className: ['table-wrapper'] }, [h('table')]))).toBe('<div class="table-wrapper"><table></table></div>');
  });

  it('opens links to other sites in a new tab, and leaves site and page links alone', () => {
    expect(run(h('a', { href: 'https://typst.app' }, 'Typst'))).toBe(
      '<a href="https://typst.app" target="_blank" rel="noopener noreferrer">Typst</a>',
    );
    expect(run(h('a', { href: '/docs/intro' }, 'Intro'))).toBe('<a href="/docs/intro">Intro</a>');
    expect(run(h('a', { href: '#ticks' }, 'Ticks'))).toBe('<a href="#ticks">Ticks</a>');
  });
});
