import { describe, expect, it } from 'vitest';
import { diffDefinition } from './facts-diff';
import { countStep, type ReleaseStep } from './release-steps';
import { summarizeStep, type PageLocator } from './what-changed';

const fn = (name: string, params: { name: string; default?: string }[]) => ({
  name,
  kind: 'function' as const,
  source: { path: 'src/x.typ', line: 1 },
  params: params.map((param) => ({ kind: 'named' as const, types: ['int'], ...param })),
});

const diffs = [
  diffDefinition('bar', fn('bar', [{ name: 'width', default: '0.8' }, { name: 'gone' }]), fn('bar', [{ name: 'width', default: '80%' }])),
  diffDefinition('violin', undefined, fn('violin', [])),
];
const step: ReleaseStep = { from: '0.5.0', to: '0.6.0', diffs, counts: countStep(diffs) };

/** 0.5.0 at /docs, 0.6.0 at /docs/0.6.0; violin's page only in 0.6.0. */
const pages: PageLocator = {
  referencePage: (definition, release) =>
    definition === 'violin' && release === '0.5.0'
      ? undefined
      : { url: `${release === '0.5.0' ? '/docs' : '/docs/0.6.0'}/reference/${definition}`, slug: `reference/${definition}` },
  hasPage: (slug, release) => slug !== 'reference/violin' || release === '0.6.0',
};

describe('summarizeStep', () => {
  const summary = summarizeStep(step, pages);
  const entry = (kind: string) => summary.groups.find((group) => group.kind === kind)?.entries[0];

  it('links a changed default to the later release’s anchor and to the comparison', () => {
    expect(entry('default-changed')).toMatchObject({
      definition: 'bar',
      param: 'width',
      default: { from: '0.8', to: '80%' },
      reference: '/docs/0.6.0/reference/bar#width',
      compare: '/compare/0.5.0...0.6.0/reference/bar#width',
    });
  });

  it('links a removed parameter to the earlier release, and lists it as breaking', () => {
    expect(entry('parameter-removed')).toMatchObject({ reference: '/docs/reference/bar#gone', breaking: true });
    expect(summary.breaking.map((e) => e.param)).toEqual(['gone']);
  });

  it('gives a new definition its page and no comparison (the earlier release has no page)', () => {
    expect(entry('definition-added')).toEqual({
      kind: 'definition-added',
      definition: 'violin',
      breaking: false,
      reference: '/docs/0.6.0/reference/violin',
    });
  });

  it('keeps the counts of the step', () => {
    expect(summary.counts).toMatchObject({ definitionsAdded: 1, parametersRemoved: 1, defaultsChanged: 1, breaking: 1 });
  });
});
