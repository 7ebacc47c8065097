import { describe, expect, it } from 'vitest';
import { heldOutSets, readRelevanceSet, suite } from './relevance-sets';

const set = (cases: unknown[]) => ({ about: 'A set.', groups: { lookups: { about: 'Names.', cases } } });

describe('the relevance sets as data', () => {
  it('reads every set with its groups in the order they were written', () => {
    expect(Object.keys(suite.groups).slice(-4)).toEqual(['questions', 'recipes', 'tasks', 'parts']);
    expect(Object.values(heldOutSets).map((held) => held.cases.length)).toEqual([168, 160, 160, 160, 160]);
    expect(heldOutSets.fifth.cases.every((testCase) => testCase.from !== '')).toBe(true);
  });

  it('reads a well-formed set', () => {
    const read = readRelevanceSet('x.json', set([{ query: 'legend', expect: ['/docs/reference/legend'], from: 'typo' }]), true);
    expect(read.cases).toEqual([{ query: 'legend', expect: ['/docs/reference/legend'], from: 'typo' }]);
  });

  it.each([
    [[{ query: '', expect: ['/docs/intro'], from: 'x' }], /x\.json, lookups\[0\]: `query`/],
    [[{ query: 'a', expect: [], from: 'x' }], /`expect` must list/],
    [[{ query: 'a', expect: ['docs/intro'], from: 'x' }], /`expect` must list/],
    [[{ query: 'a', expect: ['/docs/intro'] }], /`from` must say/],
    [[{ query: 'a', expect: ['/docs/intro'], from: 'x', expected: [] }], /unknown field expected/],
  ])('rejects a case of the wrong shape, naming file and case: %j', (cases, message) => {
    expect(() => readRelevanceSet('x.json', set(cases), true)).toThrow(message);
  });

  it('rejects a `from` in the suite, where no case has one', () => {
    expect(() => readRelevanceSet('suite.json', set([{ query: 'a', expect: ['/docs/intro'], from: 'x' }]), false)).toThrow(/no `from`/);
  });
});
