import { describe, expect, it } from 'vitest';
import { completionAt, memberOf, nameAt } from './complete';
import { buildLilaqApi, firstSentence, plainText } from './lilaq-api';
import { definitions, definitionsOf } from '../content/reference';
import { documentedFacts, factsOf } from '../reference/documented-facts';

const api = buildLilaqApi(documentedFacts, definitions, []);
const at = (text: string) => completionAt(text.replace('|', ''), text.indexOf('|'), api);
const names = (text: string) => {
  const c = at(text);
  return c?.kind === 'members' ? c.members.map((m) => m.name) : c?.kind === 'params' ? c.params.map((p) => p.name) : [];
};

describe("another release's API data", () => {
  it("completes that release's names and parameters and links its reference pages", () => {
    const next = buildLilaqApi(factsOf('0.6.0'), definitionsOf('0.6.0'), [], '/docs/0.6.0');
    expect(memberOf(next, 'violin')).toMatchObject({ kind: 'function', href: '/docs/0.6.0/reference/violin' });
    expect(memberOf(api, 'violin')).toBeUndefined();
    const tip = completionAt('#lq.plot(x, y, ti', '#lq.plot(x, y, ti'.length, next);
    expect(tip?.kind === 'params' ? tip.params.map((p) => p.name) : []).toContain('tip');
  });
});

describe('the API data', () => {
  it('lists all 86 names of lq, with modules marked and documented functions summarised and linked', () => {
    expect(api.modules['']).toHaveLength(86);
    expect(memberOf(api, 'scale')).toMatchObject({ kind: 'module' });
    expect(memberOf(api, 'plot')).toMatchObject({ kind: 'function', href: '/docs/reference/plot' });
    expect(memberOf(api, 'plot')?.summary).toMatch(/^[A-Z].*\.$/);
    expect(memberOf(api, 'legend')?.kind).toBe('element');
    expect(memberOf(api, 'show_')?.kind).toBe('other');
    expect(api.modules['theme']?.map((m) => m.name)).toEqual(['misty', 'moon', 'ocean', 'schoolbook', 'skyline']);
    // Lilaq's internal helpers (`_fit-up`, …) are not offered.
    const offered = Object.values(api.modules).flatMap((members) => members.map((m) => m.name));
    expect(offered.filter((name) => name.startsWith('_'))).toEqual([]);
  });

  it('gives parameters with types and defaults, and a setter the settable fields of its element', () => {
    expect(api.params['plot']?.find((p) => p.name === 'mark-size')).toMatchObject({ types: 'auto | length', default: 'auto' });
    const setter = api.params['set-legend'] ?? [];
    expect(setter.length).toBeGreaterThan(3);
    expect(setter.length).toBeLessThanOrEqual((api.params['legend'] ?? []).length);
  });

  it('reduces the reference markup to one plain sentence', () => {
    expect(plainText('See [`lq.legend`](/docs/reference/legend) or [the docs](/docs/x) with `auto`.')).toBe(
      'See lq.legend or the docs with auto.',
    );
    expect(firstSentence('Draws lines. Each one `x`. More.')).toBe('Draws lines.');
    expect(firstSentence('Version 0.5.0 is new')).toBe('Version 0.5.0 is new');
  });
});

describe('completionAt', () => {
  it('offers every member of lq after `lq.`, and narrows by what was typed', () => {
    expect(names('#lq.|')).toHaveLength(86);
    expect(names('#lq.pl|')).toEqual(['place', 'place-anchor', 'plot']);
    expect(at('#lq.pl|')).toMatchObject({ from: 4 });
  });

  it('offers the members of a module, also with hyphens in names', () => {
    expect(names('lq.scale.|')).toEqual(expect.arrayContaining(['linear', 'log', 'symlog', 'datetime']));
    expect(names('lq.tick-locate.sub|')).toEqual(['subticks-linear', 'subticks-log', 'subticks-symlog']);
    expect(names('lq.color.map.petroff|')).toEqual(['petroff10', 'petroff6', 'petroff8']);
  });

  it('offers the named parameters not given yet at an argument of a call', () => {
    expect(names('#lq.plot(x, y, |')).toContain('mark-size');
    expect(names('#lq.plot(x, y, mark: "o", m|')).toEqual(['mark-size', 'mark-color']);
    expect(names('#lq.plot(\n  x,\n  y,\n  co|')).toEqual(['color']);
    expect(names('#lq.diagram(lq.plot(x, y), |')).toContain('xlim');
    expect(names('#lq.scale.log(|')).toContain('base');
  });

  it('stays quiet where Lilaq has nothing to offer', () => {
    expect(at('#lq.nosuch.|')).toBeNull();
    expect(at('#text(|')).toBeNull();
    expect(at('#lq.plot(x, y, mark: |')).toBeNull();
    expect(at('#lq.plot(x, "a, |')).toBeNull();
    expect(at('#lq.diagram(xaxis: (|')).toBeNull();
    expect(at('#mylq.|')).toBeNull();
    expect(at('|')).toBeNull();
  });
});

describe('nameAt', () => {
  it('finds the part of a dotted lq name under the cursor', () => {
    const text = '#lq.scale.log(base: 2)';
    expect(nameAt(text, 6)).toEqual({ path: 'scale', from: 1, to: 9 });
    expect(nameAt(text, 11)).toEqual({ path: 'scale.log', from: 1, to: 13 });
    expect(nameAt(text, 18)).toBeNull();
  });
});
