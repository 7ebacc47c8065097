import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { anchorHeading, figureTile, innerHtml, siteLink } from './elements';

/**
 * The DOM a browser builds from `html` set into a `<tag>` (parse5, the HTML standard's parser), with
 * white space as it renders outside `<pre>`: runs collapsed, nodes of white space alone dropped.
 * (A left-out `</td>` moves the line break after it into the cell, where it does not render.)
 */
function rendered(tag: string, html: string): RootContent[] {
  // A doctype, as every page has: without one the parser runs in quirks mode, where a table does
  // not end an open paragraph.
  const wrapped = ['tbody', 'thead', 'tr'].includes(tag) ? `<table><${tag}>${html}</${tag}></table>` : `<${tag}>${html}</${tag}>`;
  const find = (node: Root | Element): Element | undefined =>
    node.type === 'element' && node.tagName === tag
      ? node
      : node.children.reduce<Element | undefined>(
          (found, child) => found ?? (child.type === 'element' ? find(child) : undefined),
          undefined,
        );
  const container = find(fromHtml(`<!doctype html><body>${wrapped}`))!;
  const normalise = (nodes: RootContent[], pre: boolean): RootContent[] =>
    nodes.flatMap((node): RootContent[] => {
      if (node.type === 'text') {
        const value = pre ? node.value : node.value.replace(/\s+/g, ' ').trim();
        return value === '' ? [] : [{ type: 'text', value }];
      }
      if (node.type !== 'element') return [];
      return [
        {
          type: 'element',
          tagName: node.tagName,
          properties: node.properties,
          children: normalise(node.children, pre || node.tagName === 'pre') as ElementContent[],
        },
      ];
    });
  return normalise(container.children, false);
}

describe('static markup as HTML trees', () => {
  it('gives a heading the permalink that MDX headings get, naming what it links to', () => {
    expect(toHtml(anchorHeading('h2', 'used-in', 'Used in', [], 'Used in'))).toBe(
      '<h2 id="used-in" class="anchor-heading">Used in<a class="hash-link" href="#used-in" aria-label="Direct link to Used in">#</a></h2>',
    );
  });

  it('writes text as text: markup in a title cannot become elements', () => {
    expect(toHtml(anchorHeading('h3', 'x', 'x', ['api'], '<script>alert(1)</script>'))).toContain('&#x3C;script>alert(1)&#x3C;/script>');
  });

  it('makes a figure tile a link to the example: both colour variants, lazy and decorative, then the page and section', () => {
    const figure = { light: '/figures/a-light.svg', dark: '/figures/a-dark.svg', width: 40, height: 30 };
    const tile = { href: '/docs/tutorials/axis#ex-3', figure, pageTitle: 'Axis', label: 'Twin axes' };
    expect(toHtml(figureTile(tile))).toBe(
      '<a href="/docs/tutorials/axis#ex-3"><img src="/figures/a-light.svg" width="40" height="30" alt="" loading="lazy" decoding="async"><img src="/figures/a-dark.svg" width="40" height="30" alt="" loading="lazy" decoding="async"><strong>Axis</strong>Twin axes</a>',
    );
    // A description is said once, as the link's description: a hidden span it points to.
    expect(toHtml(figureTile({ ...tile, figure: undefined }, { id: 'gd3', text: 'Two y axes' }))).toBe(
      '<a aria-describedby="gd3" href="/docs/tutorials/axis#ex-3"><strong>Axis</strong>Twin axes<span id="gd3" hidden>Two y axes</span></a>',
    );
    expect(toHtml(figureTile({ ...tile, figure: undefined, label: '<b>x</b>' }))).toBe(
      '<a href="/docs/tutorials/axis#ex-3"><strong>Axis</strong>&#x3C;b>x&#x3C;/b></a>',
    );
  });

  describe('innerHtml', () => {
    const cases: [string, string, ElementContent[]][] = [
      [
        'a translation table body',
        'tbody',
        [
          h('tr', [h('th', { scope: 'colgroup', colSpan: 2, className: ['translations__group'] }, 'geoms')]),
          h('tr', [
            h('th', { scope: 'row' }, [h('code', 'geom_col')]),
            h('td', [siteLink('/docs/reference/bar', {}, [h('code', 'lq.bar(x, y)')])]),
          ]),
          h('tr', { className: ['translations__missing'] }, [
            h('th', { scope: 'row' }, [h('code', 'geom_violin')]),
            h('td', [h('span.translations__badge', 'No equivalent'), siteLink('/docs/reference/boxplot#x', {}, 'no violins: ')]),
          ]),
        ],
      ],
      [
        'an article: paragraphs before blocks, lists of paragraphs, a table, code',
        'div',
        [
          h('p', ['Plain text with ', h('em', 'emphasis'), '.']),
          { type: 'text', value: '\n' },
          h('ul', [h('li', [h('p', 'one')]), { type: 'text', value: '\n' }, h('li', [h('p', 'two'), h('p', 'more')])]),
          h('p', 'before a table'),
          h('table', [h('thead', [h('tr', [h('th', 'a'), h('th', 'b')])]), h('tbody', [h('tr', [h('td', '1'), h('td', '2')])])]),
          h('p', ['then ', h('span.katex', [h('span', { style: 'height:0.7em;' }, 'x')])]),
          h('pre', [h('code', [h('span.line', '#let x = 1'), { type: 'text', value: '\n' }, h('span.line', '  x')])]),
          h('dl', [h('dt', 'term'), h('dd', 'meaning'), h('dt', 'next'), h('dd', 'end')]),
          h('p', 'last'),
        ],
      ],
      [
        'attributes a value could break out of',
        'div',
        [
          h('a', { href: '/docs?q=a b&c=<d>', title: '" onmouseover="alert(1)', dataX: "it's", ariaLabel: 'a=b' }, 'link'),
          h('details', { open: true }, [h('summary', 'more'), h('p', 'inside')]),
          h('img', { src: '/figures/a b.svg', alt: '' }),
        ],
      ],
    ];

    it.each(cases)('writes %s tersely, and the browser builds the same DOM as from the plain HTML', (_, tag, markup) => {
      const terse = innerHtml(markup);
      const plain = toHtml(markup);
      expect(terse.length).toBeLessThan(plain.length);
      expect(rendered(tag, terse)).toEqual(rendered(tag, plain));
    });

    it('leaves out quotes and implied end tags', () => {
      const row = innerHtml([
        h('tr', [h('th', { scope: 'row' }, [h('code', 'x')]), h('td', [siteLink('/docs/reference/bar#x', {}, 'y')])]),
      ]);
      expect(row).toBe('<tr><th scope=row><code>x</code><td><a href=/docs/reference/bar#x>y</a>');
    });

    it('keeps a value that needs them quoted, so data stays one attribute', () => {
      const html = innerHtml([h('a', { title: '" onmouseover="alert(1)' }, 'x')]);
      const [a] = rendered('div', html) as Element[];
      expect(a?.properties).toEqual({ title: '" onmouseover="alert(1)' });
    });
  });
});
