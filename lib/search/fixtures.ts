import { parseMdx } from '@/lib/mdx/tree';
import type { RefDefinition } from '@/lib/reference/types';
import { cheatTileText, mdxToSections, type TextSection } from './mdx-text';
import type { IndexableDoc } from './records';

/** The sections of MDX written in a test, as a page's compile derives them (lib/content/remark-page-data.ts). */
export function fixtureSections(raw: string): TextSection[] {
  return mdxToSections(parseMdx(raw), { maxParagraphLength: Infinity, jsxText: cheatTileText, skipJsx: ['Param'] });
}

type FixtureDoc = Omit<IndexableDoc, 'sections'> & { body: { raw: string } };

/** Small docs and reference data used by the search unit tests. */
const fixtureSources: FixtureDoc[] = [
  {
    title: 'Introduction',
    description: 'What Lilaq is and what it draws.',
    url: '/docs/intro',
    body: {
      raw: [
        "import { Figure } from '@/components/figure';",
        '',
        'Lilaq draws **scientific plots** in Typst.',
        '',
        '## Installing',
        '',
        'Import the package with one line.',
        '',
        '```typ',
        '#import "@preview/lilaq:0.5.0" as lq',
        'secretcodeword',
        '```',
        '',
        '<Admonition type="tip" title="hidden attribute">',
        'Écoles and façades welcome diacritics.',
        '</Admonition>',
        '',
        '### Requirements',
        '',
        '- Typst 0.13 or later',
        '- A text editor',
        '',
        '#### Fonts',
        '',
        '| Font | Use |',
        '| --- | --- |',
        '| Libertinus | body |',
        '',
        '## Installing',
        '',
        '$$',
        'mathsecret = 1',
        '$$',
        '',
        'Markup like `<b>this</b>` in text & more.',
      ].join('\n'),
    },
  },
  {
    title: 'Axis',
    description: 'Secondary axes, twin axes and axis styling.',
    url: '/docs/tutorials/axis',
    body: { raw: '## Twin axes\n\nA second y axis shares the x axis.\n\n## Log scale\n\nSet a logarithmic scale on an axis.' },
  },
  {
    title: 'Plot types',
    description: 'A gallery of every plot function.',
    url: '/docs/plot-types',
    body: { raw: 'Every plot type, with a small figure.' },
  },
  {
    title: 'Climograph',
    description: 'Temperature and rainfall in one figure.',
    url: '/docs/examples/climograph',
    body: { raw: 'Bars for rainfall and a line for temperature.' },
  },
  {
    title: 'Grouped bar chart',
    description: 'Bars of several series side by side.',
    url: '/docs/recipes/grouped-bar-chart',
    questions: ['How do I draw a clustered bar chart?', '  bars next to each other for every category '],
    body: { raw: 'Move each series by its own offset.' },
  },
  {
    title: 'plot',
    description: 'Line and scatter plots of x and y data.',
    url: '/docs/reference/plot',
    body: { raw: '## Examples\n\nA plot with marks.' },
  },
  {
    title: 'scale.log',
    description: 'A logarithmic scale.',
    url: '/docs/reference/scale.log',
    reference: 'scale.log',
    body: { raw: 'Use it for data that spans many orders of magnitude.' },
  },
];

export const fixtureDocs: (IndexableDoc & FixtureDoc)[] = fixtureSources.map((doc) => ({
  ...doc,
  sections: fixtureSections(doc.body.raw),
}));

export const fixtureDefinitions: RefDefinition[] = [
  {
    name: 'plot',
    call: 'plot',
    kind: 'function',
    summary: 'Draws lines and marks through `x` and `y` data.',
    params: [
      { name: 'x', kind: 'positional', required: true, types: ['array'], description: 'The horizontal coordinates.' },
      {
        name: 'mark',
        kind: 'named',
        types: ['str', 'lq:mark'],
        default: 'auto',
        description:
          'The marker drawn at each point, see [`lq.mark`](/docs/reference/mark) and [`diagram.cycle`](/docs/reference/diagram#cycle).',
      },
    ],
    source: { path: 'src/plot/plot.typ', line: 1 },
  },
  {
    name: 'scale.log',
    call: 'scale.log',
    kind: 'function',
    summary: 'A *logarithmic* scale.',
    params: [{ name: 'base', kind: 'named', types: ['float'], default: '10', description: 'Base of the logarithm.' }],
    source: { path: 'src/scale.typ', line: 1 },
  },
];
