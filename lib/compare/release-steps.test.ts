import { describe, expect, it } from 'vitest';
import facts050 from '../reference/facts/0.5.0.json';
import facts060 from '../reference/facts/0.6.0.json';
import type { FactsFile } from '../reference/facts-types';
import { diffReleases } from '../reference/history';
import { diffFacts } from './facts-diff';
import { countStep, factsDiffSource, releaseSteps, type ReleaseDiffSource } from './release-steps';

/** The raw facts files, read here on their own: the counts must agree with a plain reading of them. */
const before = facts050 as FactsFile;
const after = facts060 as FactsFile;
const sameNumberOrText = (a: string | undefined, b: string | undefined) =>
  a === b || (a !== undefined && b !== undefined && /^-?[\d.]+$/.test(a) && Number(a) === Number(b));
const names = (facts: FactsFile) => new Set(facts.definitions.map((definition) => definition.name));
const paramsOf = (facts: FactsFile) =>
  new Map(facts.definitions.map((definition) => [definition.name, new Map(definition.params.map((param) => [param.name, param]))]));

describe('the step from 0.5.0 to 0.6.0, counted from the facts', () => {
  const step = releaseSteps().find((s) => s.from === '0.5.0' && s.to === '0.6.0');

  it('is a step of the site’s releases', () => {
    expect(factsDiffSource.releases).toEqual(['0.5.0', '0.6.0']);
    expect(step).toBeDefined();
  });

  it('counts the definitions each release alone has', () => {
    const was = names(before);
    const now = names(after);
    expect(step?.counts.definitionsAdded).toBe([...now].filter((name) => !was.has(name)).length);
    expect(step?.counts.definitionsRemoved).toBe([...was].filter((name) => !now.has(name)).length);
    expect(step?.counts.definitionsAdded).toBe(9);
  });

  it('counts parameters added to, and removed from, definitions both releases have, and changed defaults', () => {
    const was = paramsOf(before);
    const now = paramsOf(after);
    let added = 0;
    let removed = 0;
    let defaults = 0;
    for (const [name, params] of now) {
      const old = was.get(name);
      if (!old) continue;
      for (const [param, fact] of params) {
        const earlier = old.get(param);
        if (!earlier) added++;
        // `1` and `1.0` are the same default.
        else if (!sameNumberOrText(earlier.default, fact.default)) defaults++;
      }
      for (const param of old.keys()) if (!params.has(param)) removed++;
    }
    expect(step?.counts).toMatchObject({ parametersAdded: added, parametersRemoved: removed, defaultsChanged: defaults });
    expect(step?.counts.defaultsChanged).toBe(5);
  });

  it('finds no signature change in 0.6.0 that breaks a call written for 0.5.0', () => {
    expect(step?.counts.breaking).toBe(0);
  });

  it('counts what the parameter history counts (the reference pages read that)', () => {
    const history = diffReleases('0.5.0', '0.6.0').counts;
    expect(step?.counts).toMatchObject({
      definitionsAdded: history.definitionsAdded,
      definitionsRemoved: history.definitionsRemoved,
      parametersAdded: history.paramsAdded,
      parametersRemoved: history.paramsRemoved,
      defaultsChanged: history.defaultsChanged,
      typesChanged: history.typesChanged,
      breaking: diffReleases('0.5.0', '0.6.0').entries.filter((entry) => entry.breaking && entry.kind !== 'note').length,
    });
  });
});

describe('releaseSteps', () => {
  it('takes any source of diffs (a longer history), newest step first, leaving unchanged definitions out', () => {
    const source: ReleaseDiffSource = {
      releases: ['0.4.0', '0.5.0', '0.6.0'],
      diff: (from, to) => (from === '0.4.0' ? [] : diffFacts(before, after)).filter(() => to !== '0.4.0'),
    };
    const steps = releaseSteps(source);
    expect(steps.map((s) => `${s.from}-${s.to}`)).toEqual(['0.5.0-0.6.0', '0.4.0-0.5.0']);
    expect(steps[1]?.counts).toEqual(countStep([]));
    expect(steps[0]?.diffs.every((d) => d.status !== 'same')).toBe(true);
  });
});
