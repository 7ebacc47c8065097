import { describe, expect, it } from 'vitest';
import { buildBackReferences, namesUsedBy, type UsageSource } from './back-references';
import { lqArgs, lqPaths, referenceNameOf } from './calls';
import type { PageExample } from './page-examples';

const documented = new Set(['diagram', 'plot', 'tick', 'scale.log', 'tick-format.linear', 'tick-format.datetime-smart-first', 'color']);
const isDocumented = (name: string) => documented.has(name);

function example(id: string, code: string, section?: string): PageExample {
  return {
    id,
    alt: 'figure',
    code,
    lqPaths: lqPaths(code),
    lqArgs: lqArgs(code),
    ...(section ? { section: { title: section, id: section.toLowerCase() } } : {}),
    figure: { light: `/figures/${id}-light.svg`, dark: `/figures/${id}-dark.svg`, width: 300, height: 200 },
  };
}

describe('lqPaths', () => {
  it('finds module paths and ignores strings, comments and look-alike names', () => {
    const code = [
      '#lq.diagram(xscale: lq.scale.log(base: 2), lq.plot(x, y))',
      '// lq.bar is only mentioned here',
      '#let label = "lq.scatter in a string"',
      '#let my-lq = (plot: none); #my-lq.plot',
      '#show: lq.set-tick(inset: 2pt)',
    ].join('\n');
    expect(lqPaths(code)).toEqual(['diagram', 'scale.log', 'plot', 'set-tick']);
  });

  it('counts a scale given by name as a use of its scale function', () => {
    expect(lqPaths('#lq.diagram(yscale: "symlog", xscale:"log", title: "scale: \\"linear\\"")')).toEqual([
      'scale.symlog',
      'scale.log',
      'diagram',
    ]);
  });
});

describe('referenceNameOf', () => {
  it('takes the longest documented prefix and counts set rules as uses of their element', () => {
    expect(referenceNameOf('tick-format.linear.with', isDocumented)).toBe('tick-format.linear');
    expect(referenceNameOf('color.map.viridis', isDocumented)).toBe('color');
    expect(referenceNameOf('set-tick', isDocumented)).toBe('tick');
    expect(referenceNameOf('tick-format.set-datetime-smart-first', isDocumented)).toBe('tick-format.datetime-smart-first');
    expect(referenceNameOf('yaxis', isDocumented)).toBeUndefined();
    expect(referenceNameOf('yaxis', (name) => name === 'axis')).toBe('axis');
    expect(referenceNameOf('cond-set', isDocumented)).toBeUndefined();
  });
});

describe('buildBackReferences', () => {
  it('leaves out failing examples: code that shows a mistake is not a use of the names in it', () => {
    const wrong = { ...example('ex-1', '#lq.diagram(lq.plot((1, 2), (3, 4), linewidth: 2pt))'), fails: true as const };
    const right = example('ex-2', '#lq.diagram(lq.plot((1, 2), (3, 4), stroke: 2pt))');
    const index = buildBackReferences([{ url: '/docs/errors/typst', title: 'Typst', examples: [wrong, right] }], documented);
    expect(index.get('plot')?.[0]?.examples.map((e) => e.href)).toEqual(['/docs/errors/typst#ex-2']);
  });

  const sources: UsageSource[] = [
    {
      url: '/docs/tutorials/axis',
      title: 'Axis',
      examples: [example('ex-1', '#lq.diagram(lq.plot((1, 2), (3, 4)))', 'Limits'), example('ex-2', '#lq.diagram(xscale: lq.scale.log())')],
    },
    {
      url: '/blog/release-0.5.0',
      title: 'Lilaq 0.5.0',
      examples: [example('ex-1', '#show: lq.set-tick(pad: 1pt)\n#lq.diagram()', 'Ticks')],
    },
    {
      url: '/blog/release-0.6.0',
      title: 'Lilaq 0.6.0',
      examples: [{ ...example('ex-1', '#lq.diagram(lq.plot((1, 2), (3, 4)))'), lilaq: '0.6.0' }],
    },
  ];
  const index = buildBackReferences(sources, documented);

  it('lists every page using a name, each example linking to its anchor with its section as label', () => {
    expect(index.get('diagram')).toEqual([
      {
        url: '/docs/tutorials/axis',
        title: 'Axis',
        examples: [
          { href: '/docs/tutorials/axis#ex-1', label: 'Limits', figure: sources[0]!.examples[0]!.figure },
          { href: '/docs/tutorials/axis#ex-2', label: 'Example 2', figure: sources[0]!.examples[1]!.figure },
        ],
      },
      { url: '/blog/release-0.5.0', title: 'Lilaq 0.5.0', examples: [expect.objectContaining({ href: '/blog/release-0.5.0#ex-1' })] },
    ]);
  });

  it('only lists the examples that use the name, and of those only the ones for the documented release', () => {
    // The 0.6.0 post's plot is for another release than the reference page documents.
    expect(index.get('plot')?.flatMap((u) => u.examples.map((e) => e.href))).toEqual(['/docs/tutorials/axis#ex-1']);
    expect(index.get('scale.log')?.flatMap((u) => u.examples.map((e) => e.href))).toEqual(['/docs/tutorials/axis#ex-2']);
    expect(index.get('tick')?.map((u) => u.url)).toEqual(['/blog/release-0.5.0']);
  });

  it('leaves out names that no example uses', () => {
    expect(index.has('tick-format.linear')).toBe(false);
    expect(namesUsedBy(example('x', '#lq.yaxis()'), isDocumented)).toEqual([]);
  });
});
