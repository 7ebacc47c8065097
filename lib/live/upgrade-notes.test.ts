import { describe, expect, it } from 'vitest';
import { factsOf } from '../reference/documented-facts';
import type { FactsFile } from '../reference/facts-types';
import { namedArgumentsOf, noteText, releaseDiff, scanLilaqUse, upgradeNotes, type UpgradeNote } from './upgrade-notes';

const links = { docsRoot: '/docs/0.6.0', upgradePage: '/docs/0.6.0/from-0.5.0-to-0.6.0' };
const real = releaseDiff(factsOf('0.5.0'), factsOf('0.6.0'));
const notesOf = (code: string) => upgradeNotes(scanLilaqUse(code), real, links);
const texts = (notes: readonly UpgradeNote[]) => notes.map(noteText);

describe('scanLilaqUse', () => {
  it('finds each lq name once, with the named arguments of its calls', () => {
    const uses = scanLilaqUse('#lq.diagram(\n  width: 5cm,\n  lq.bar((1, 2), (3, 4), fill: red),\n  lq.bar((1,), (2,), base: (1, 2)),\n)');
    expect(uses.map((use) => [use.name, [...(use.named ?? [])].sort()])).toEqual([
      ['diagram', ['width']],
      ['bar', ['base', 'fill']],
    ]);
  });
  it('reads nested brackets, strings and content blocks without taking their colons for arguments', () => {
    expect([...namedArgumentsOf('(x, y, label: [a: b], mark: "o: x", every: (a: 1), z-index: 3)', 0)]).toEqual([
      'label',
      'mark',
      'every',
      'z-index',
    ]);
  });
  it('takes `lq.NAME.with(…)` as a call and a bare `lq.NAME` as a use without arguments', () => {
    expect(scanLilaqUse('#let p = lq.plot.with(mark: none)\n#let f = lq.tick-format.linear')).toEqual([
      { name: 'plot', named: new Set(['mark']) },
      { name: 'tick-format.linear', named: null },
    ]);
  });
  it('leaves out names in comments and strings', () => {
    expect(scanLilaqUse('// lq.violin is new\n#let s = "lq.bar"\n#lq.plot((1,), (1,))').map((use) => use.name)).toEqual(['plot']);
  });
});

describe('releaseDiff', () => {
  it('reads the changes of 0.6.0 from the facts of both releases', () => {
    expect(real.addedNames.has('violin')).toBe(true);
    expect(real.removedNames.has('tick-format.default-generate-tick-label')).toBe(true);
    expect(real.params.get('bar')?.find((param) => param.name === 'width')?.default).toEqual({ from: '0.8', to: '80%' });
    expect(
      real.params
        .get('diagram')
        ?.filter((param) => param.added)
        .map((param) => param.name)
        .sort(),
    ).toEqual(['aspect-ratio', 'bounds', 'pad']);
  });
  it('does not take a value written two ways or an annotation spelled two ways for a change', () => {
    // symlog's `threshold` went from `1` to `1.0`; `lq.plot`'s `mark` from `string` to `str`.
    expect(real.params.get('scale.symlog')?.some((param) => param.name === 'threshold')).toBeFalsy();
    expect(real.params.get('plot')?.some((param) => param.name === 'mark')).toBeFalsy();
  });
});

const facts = (lilaq: string, definitions: FactsFile['definitions'], exports = definitions.map((d) => d.name)): FactsFile => ({
  lilaq,
  exports,
  definitions,
});
const definition = (name: string, params: FactsFile['definitions'][number]['params']) => ({
  name,
  kind: 'function' as const,
  source: { path: 'src/x.typ', line: 1 },
  params,
});

describe('upgradeNotes', () => {
  it('says that a default changed when a call relies on it, with the link to its entry', () => {
    const notes = notesOf('#lq.diagram(lq.bar((1, 2), (3, 4)))');
    const width = notes.find((note) => note.kind === 'default' && note.name === 'bar' && noteText(note).startsWith('`width`'));
    expect(width && noteText(width)).toBe('`width` of `lq.bar` now defaults to `80%` (was `0.8`).');
    expect(width?.href).toBe('/docs/0.6.0/reference/bar#width');
  });
  it('says nothing of a default the code sets itself', () => {
    expect(texts(notesOf('#lq.diagram(lq.bar((1, 2), (3, 4), width: 0.5))')).some((note) => note.includes('`width` of `lq.bar`'))).toBe(
      false,
    );
  });
  it('says that a name needs the new release, or is gone in it, before anything else', () => {
    const notes = notesOf('#lq.diagram(lq.plot((1,), (1,)), lq.violin((1, 2, 3)))\n#let f = lq.tick-format.default-generate-tick-label');
    expect(texts(notes).slice(0, 2)).toEqual([
      '`lq.tick-format.default-generate-tick-label` is gone in 0.6.0.',
      '`lq.violin` needs 0.6.0.',
    ]);
    expect(notes[0]?.href).toBe(links.upgradePage);
    expect(notes[1]?.href).toBe('/docs/0.6.0/reference/violin');
  });
  it('lists the new parameters of a called definition, each linked', () => {
    const note = notesOf('#lq.diagram(lq.plot((1,), (1,)))').find((n) => n.kind === 'new-params' && n.name === 'plot');
    expect(note && noteText(note)).toBe('`lq.plot` takes new parameters in 0.6.0: `tip`, `toe`.');
    expect(note?.parts.filter((part) => part.href).map((part) => part.href)).toEqual([
      '/docs/0.6.0/reference/plot#tip',
      '/docs/0.6.0/reference/plot#toe',
    ]);
  });
  it('says when a given argument takes fewer types, and when it is gone', () => {
    const before = facts('1.0.0', [
      definition('f', [
        { name: 'a', kind: 'named', default: '1', types: ['int', 'string'] },
        { name: 'b', kind: 'named', default: 'none', types: ['none'] },
      ]),
    ]);
    const after = facts('2.0.0', [definition('f', [{ name: 'a', kind: 'named', default: '1', types: ['int'] }])]);
    const notes = upgradeNotes(scanLilaqUse('#lq.f(a: 2, b: none)'), releaseDiff(before, after), {
      docsRoot: '/docs/2.0.0',
      upgradePage: '/up',
    });
    expect(texts(notes)).toEqual(['`lq.f` has no `b` in 2.0.0.', '`a` of `lq.f` takes `int` in 2.0.0 (was `int | str`).']);
    expect(notes.map((note) => note.href)).toEqual(['/docs/2.0.0/reference/f', '/docs/2.0.0/reference/f#a']);
  });
  it("reaches an element's parameters through its set rule, which only sets what it gives", () => {
    const before = facts(
      '1.0.0',
      [
        definition('e', [
          { name: 'a', kind: 'named', default: '1', types: ['int'] },
          { name: 'b', kind: 'named', default: '1', types: ['int'] },
        ]),
      ],
      ['e', 'set-e'],
    );
    const after = facts('2.0.0', [definition('e', [{ name: 'a', kind: 'named', default: '2', types: ['int'] }])], ['e', 'set-e']);
    const notes = upgradeNotes(scanLilaqUse('#show: lq.set-e(b: 1)'), releaseDiff(before, after), { docsRoot: '/d', upgradePage: '/up' });
    expect(texts(notes)).toEqual(['`lq.set-e` has no `b` in 2.0.0.']);
    expect(notes[0]?.href).toBe('/d/reference/e');
  });
  it('finds at least one note for the quickstart’s first example', () => {
    expect(notesOf('#lq.diagram(\n  lq.plot((0, 1, 2, 3, 4, 5), (0, 1, 4, 9, 16, 25)),\n)').length).toBeGreaterThan(0);
  });
});
