import { describe, expect, it } from 'vitest';
import { parseMdx } from '../mdx/tree';
import { absoluteUrl, finishMarkdown, markdownTree, pageToMarkdown, type BodyInput, type MarkdownPage } from './markdown';
import type { PageExample } from './page-examples';
import { proseToMarkdown, usedInMarkdown } from './reference-markdown';

const site = 'https://lilaq.org';

const raw = [
  'import { Thing } from "./thing"',
  '',
  'Intro with [axes](/docs/tutorials/axis#limits), [a section](#usage) and [Typst](https://typst.app).',
  '',
  '## Usage',
  '',
  '```typ example alt="Ignored here: the alt comes from the computed examples"',
  '>>> #let hidden = 1',
  '#lq.diagram(lq.plot((1, 2), (3, 4)))',
  '```',
  '',
  'Math stays: $x^2$.',
  '',
  '```typ',
  '#set text(size: 9pt)',
  '```',
  '',
  '| a | b |',
  '| - | - |',
  '| 1 | 2 |',
  '',
  '<CategoryCards category="examples" />',
  '',
  '<Aside>',
  '',
  'Kept *text* inside an unknown component.',
  '',
  '</Aside>',
  '',
  '```typ example',
  '#lq.diagram(lq.contour(((1, 2), (3, 4))))',
  '```',
].join('\n');

const examples: PageExample[] = [
  {
    id: 'ex-1',
    alt: 'Two points joined by a line',
    code: '#import "@preview/lilaq:0.5.0" as lq\n#lq.diagram(lq.plot((1, 2), (3, 4)))',
    figure: { light: '/figures/aaaa-light.svg', dark: '/figures/bbbb-dark.svg', width: 300, height: 200 },
    lqPaths: ['diagram', 'plot'],
    lqArgs: { diagram: [], plot: [] },
  },
  {
    id: 'ex-2',
    alt: 'A contour plot',
    code: '#lq.diagram(lq.contour(((1, 2), (3, 4))))',
    lqPaths: ['diagram', 'contour'],
    lqArgs: { diagram: [], contour: [] },
  },
];

const input: BodyInput = {
  url: '/docs/tutorials/axis',
  examples,
  component: (name, attributes) => (name === 'CategoryCards' ? `- [Cards of ${attributes.category}](${site}/docs/examples)` : undefined),
};

const page: MarkdownPage = {
  title: 'Axes',
  description: 'All about axes.',
  url: '/docs/tutorials/axis',
  // As the compile converts the body (lib/content/remark-page-data.ts) and the export finishes it (lib/content/markdown.ts).
  body: finishMarkdown(markdownTree(parseMdx(raw), input, site), site, () => ''),
  before: 'Before the body.',
  after: '## Parameters\n\nAfter the body.',
};

describe('pageToMarkdown', () => {
  const md = pageToMarkdown(page, site);

  it('starts with the title, the description and the page URL, then the parts in order', () => {
    expect(md.startsWith('# Axes\n\n> All about axes.\n\nSource: https://lilaq.org/docs/tutorials/axis\n\nBefore the body.\n\n')).toBe(
      true,
    );
    expect(md.trimEnd().endsWith('## Parameters\n\nAfter the body.')).toBe(true);
  });

  it('turns a runnable example into its shown code and an image link with the alt text', () => {
    expect(md).toContain(
      '```typ\n#import "@preview/lilaq:0.5.0" as lq\n#lq.diagram(lq.plot((1, 2), (3, 4)))\n```\n\n![Two points joined by a line](https://lilaq.org/figures/aaaa-light.svg)',
    );
    expect(md).not.toContain('>>>');
    expect(md).not.toContain('example alt=');
  });

  it('says so when an example has no rendered figure', () => {
    expect(md).toContain('```typ\n#lq.diagram(lq.contour(((1, 2), (3, 4))))\n```\n\n_No rendered figure for this example._');
  });

  it("gives a failing example's code with the message Typst gives for it", () => {
    const failingRaw = '```typ example fails\n#lq.diagram(lq.plot((1, 2), (3, 4), linewidth: 2pt))\n```';
    const failing: BodyInput = {
      url: '/docs/errors/typst',
      examples: [
        {
          id: 'ex-1',
          alt: '',
          code: '#lq.diagram(lq.plot((1, 2), (3, 4), linewidth: 2pt))',
          fails: true,
          failure: { message: 'unexpected argument: linewidth', hints: [], line: 1 },
          lqPaths: ['diagram', 'plot'],
          lqArgs: { diagram: [], plot: ['linewidth'] },
        },
      ],
    };
    const body = finishMarkdown(markdownTree(parseMdx(failingRaw), failing, site), site, () => '');
    expect(pageToMarkdown({ ...page, url: failing.url, body, before: undefined, after: undefined }, site)).toContain(
      '```typ\n#lq.diagram(lq.plot((1, 2), (3, 4), linewidth: 2pt))\n```\n\nTypst stops at line 1 with this error:\n\n```\nerror: unexpected argument: linewidth\n```',
    );
  });

  it('keeps other code blocks, math, tables and headings as Markdown', () => {
    expect(md).toContain('```typ\n#set text(size: 9pt)\n```');
    expect(md).toContain('$x^2$');
    expect(md).toMatch(/\| a \| b \|\n\| - \| - \|\n\| 1 \| 2 \|/);
    expect(md).toContain('## Usage');
  });

  it('makes site links absolute and leaves external links alone', () => {
    expect(md).toContain('[axes](https://lilaq.org/docs/tutorials/axis#limits)');
    expect(md).toContain('[a section](https://lilaq.org/docs/tutorials/axis#usage)');
    expect(md).toContain('[Typst](https://typst.app)');
  });

  it('replaces components by the Markdown the caller gives, unwraps unknown ones and drops imports', () => {
    expect(md).toContain('- [Cards of examples](https://lilaq.org/docs/examples)');
    expect(md).toContain('Kept _text_ inside an unknown component.');
    expect(md).not.toMatch(/<CategoryCards|<Aside|import \{/);
  });
});

describe('absoluteUrl', () => {
  it('resolves paths against the page and keeps other schemes', () => {
    expect(absoluteUrl('../ticks', '/docs/tutorials/axis', site)).toBe('https://lilaq.org/docs/ticks');
    expect(absoluteUrl('mailto:a@b.c', '/docs/intro', site)).toBe('mailto:a@b.c');
    // A site under a base path keeps it for site paths and relative links alike.
    const sub = 'https://me.github.io/lilaq-docs';
    expect(absoluteUrl('/blog/release-0.5.0', '/docs/intro', sub)).toBe('https://me.github.io/lilaq-docs/blog/release-0.5.0');
    expect(absoluteUrl('../ticks#x', '/docs/tutorials/axis', sub)).toBe('https://me.github.io/lilaq-docs/docs/ticks#x');
  });
});

describe('reference Markdown', () => {
  it('makes the site links of reference prose absolute and leaves the rest as written', () => {
    expect(proseToMarkdown('See [`plot.color`](/docs/reference/plot#color), [Typst](https://typst.app) and `x`.', site)).toBe(
      'See [`plot.color`](https://lilaq.org/docs/reference/plot#color), [Typst](https://typst.app) and `x`.',
    );
  });

  it('lists the pages that use a function with links to each example', () => {
    expect(
      usedInMarkdown(
        [{ url: '/docs/tutorials/axis', title: 'Axes', examples: [{ href: '/docs/tutorials/axis#ex-2', label: 'Limits' }] }],
        site,
      ),
    ).toBe('## Used in\n\n- [Axes](https://lilaq.org/docs/tutorials/axis): [Limits](https://lilaq.org/docs/tutorials/axis#ex-2)');
    expect(usedInMarkdown([], site)).toBe('');
  });
});
