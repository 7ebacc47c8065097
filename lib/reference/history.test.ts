import { describe, expect, it } from 'vitest';
import { correctFacts } from './corrections';
import type { FactsFile } from './facts-types';
import {
  buildHistory,
  definitionHistory,
  diffHistory,
  diffReleases,
  historyFacts,
  historyReleases,
  historyUntil,
  normalType,
  paramHistory,
  sameDefault,
} from './history';
import { historyFactPatches, historyNotes } from './history-notes';

const facts = (lilaq: string, params: Record<string, FactsFile['definitions'][number]['params']>): FactsFile => ({
  lilaq,
  exports: Object.keys(params),
  definitions: Object.entries(params).map(([name, p]) => ({ name, kind: 'function', source: { path: 'src/x.typ', line: 1 }, params: p })),
});

describe('buildHistory', () => {
  const a = facts('1.0.0', { plot: [{ name: 'width', kind: 'named', default: '0.8', types: ['float'] }], old: [] });
  const b = facts('1.1.0', {
    plot: [
      { name: 'width', kind: 'named', default: '80%', types: ['ratio'] },
      { name: 'tip', kind: 'named', default: 'none', types: ['none', 'function'] },
    ],
    fresh: [{ name: 'x', kind: 'positional', required: true, types: ['array'] }],
  });
  const view = buildHistory([a, b]);

  it('dates each parameter and records default and type changes', () => {
    const width = view.param('plot', 'width')!;
    expect(width.since).toBe('1.0.0');
    expect(width.defaults).toEqual([{ release: '1.1.0', from: '0.8', to: '80%' }]);
    expect(width.types).toEqual([{ release: '1.1.0', from: ['float'], to: ['ratio'], narrowed: true }]);
    expect(view.param('plot', 'tip')).toMatchObject({ since: '1.1.0', changes: [{ release: '1.1.0', kind: 'added', breaking: false }] });
  });

  it('records removals as the last release with it and the first without', () => {
    expect(view.definition('old')).toMatchObject({ since: '1.0.0', removed: { last: '1.0.0', gone: '1.1.0' } });
    expect(view.definition('fresh')).toMatchObject({ since: '1.1.0', changes: [] });
  });

  it('diffs two releases and marks what breaks', () => {
    const diff = diffHistory(view, '1.0.0', '1.1.0');
    expect(diff.counts).toEqual({
      definitionsAdded: 1,
      definitionsRemoved: 1,
      paramsAdded: 1,
      paramsRemoved: 0,
      defaultsChanged: 1,
      typesChanged: 1,
      notes: 0,
      // The removed definition and the narrowed type; a changed default changes figures, not whether code compiles.
      breaking: 2,
    });
  });
});

describe('normalising', () => {
  it('reads older spellings of a type as one', () => {
    expect(normalType('string')).toEqual(['str']);
    expect(normalType('dict')).toEqual(['dictionary']);
    expect(normalType('array.')).toEqual(['array']);
    expect(normalType('e.types.wrap(e.types.union(auto, array), fold: none)')).toEqual(['auto', 'array']);
    expect(normalType('e.types.wrap(e.types.array(e.types.union(function, color)), fold: none)')).toEqual(['array']);
  });
  it('takes `1` and `1.0` as one default, `0.8` and `80%` as two', () => {
    expect(sameDefault('1', '1.0')).toBe(true);
    expect(sameDefault('(thickness: 1pt)', '( thickness: 1pt )')).toBe(true);
    expect(sameDefault('0.8', '80%')).toBe(false);
  });
});

describe('Lilaq history', () => {
  it('has facts for every release tag, oldest first, alphas left out', () => {
    expect(historyReleases).toEqual(['0.1.0', '0.2.0', '0.3.0', '0.4.0', '0.5.0', '0.6.0']);
  });

  it.each(['0.5.0', '0.6.0'])('covers every definition and parameter of %s', (release) => {
    // The definitions as the pages have them (corrected), every one of which needs a history.
    const own = correctFacts(historyFacts.find((f) => f.lilaq === release)!.definitions);
    const view = historyUntil(release);
    const missing = own.flatMap((d) => {
      const history = view.definition(d.name);
      if (!history?.present.includes(release)) return [d.name];
      return d.params.filter((p) => !view.param(d.name, p.name)?.present.includes(release)).map((p) => `${d.name}.${p.name}`);
    });
    expect(missing).toEqual([]);
  });

  it('never lets a release see a later one', () => {
    const view = historyUntil('0.5.0');
    expect(view.definition('violin')).toBeUndefined();
    expect(view.param('bar', 'width')!.defaults).toEqual([]);
    expect(JSON.stringify(view.definitions)).not.toContain('0.6.0');
  });

  it('knows the 0.6.0 change of the bar width', () => {
    expect(paramHistory('bar', 'width')).toMatchObject({ since: '0.1.0', defaults: [{ release: '0.6.0', from: '0.8', to: '80%' }] });
    expect(definitionHistory('violin')).toMatchObject({ since: '0.6.0' });
  });

  it('dates mark from 0.1.0 through its hand-written facts', () => {
    expect(definitionHistory('mark')!.since).toBe('0.1.0');
    expect(paramHistory('mark', 'stroke')!.defaults).toEqual([{ release: '0.2.0', from: '_auto + 1pt', to: '_auto + .7pt' }]);
  });

  it('gives every note a definition and parameter present in its release, and a full commit', () => {
    for (const note of historyNotes) {
      const view = historyUntil(note.release);
      const definition = view.definition(note.definition);
      expect(definition?.present, note.definition).toContain(note.release);
      expect(note.commit).toMatch(/^[0-9a-f]{40}$/);
      if (note.param && note.kind !== 'behaviour') expect(view.param(note.definition, note.param)?.present).toContain(note.release);
      if (note.param && note.kind === 'behaviour') expect(view.param(note.definition, note.param), note.param).toBeDefined();
    }
  });

  it('patches only definitions a tag lacks', () => {
    for (const patch of historyFactPatches) {
      const tag = historyFacts.find((f) => f.lilaq === patch.release)!;
      expect(tag.definitions.map((d) => d.name)).not.toContain(patch.definition.name);
      expect(tag.exports).toContain(patch.definition.name);
    }
  });

  it('diffs 0.5.0 and 0.6.0', () => {
    const diff = diffReleases('0.5.0', '0.6.0');
    expect(diff.entries).toContainEqual({ kind: 'definition-added', definition: 'violin', breaking: false });
    expect(diff.entries).toContainEqual({
      kind: 'default-changed',
      definition: 'bar',
      param: 'width',
      from: '0.8',
      to: '80%',
      breaking: false,
    });
    // 0.6.0 drops nothing a 0.5.0 call could pass: annotations that only respell a type (`alignment` as
    // `left | right | top | bottom`) are no change of what is accepted.
    expect(diff.entries.filter((e) => e.breaking && e.kind !== 'note')).toEqual([]);
    expect(diff.entries).toContainEqual(expect.objectContaining({ kind: 'param-added', definition: 'diagram', param: 'aspect-ratio' }));
    expect(diff.counts.breaking).toBe(diff.entries.filter((e) => e.breaking).length);
    expect(() => diffReleases('0.6.0', '0.5.0')).toThrow();
  });

  it('marks a rename and a removal as breaking', () => {
    const diff = diffReleases('0.2.0', '0.3.0');
    expect(diff.entries).toContainEqual({ kind: 'param-removed', definition: 'hlines', param: 'line', breaking: true });
    expect(diff.entries).toContainEqual(expect.objectContaining({ kind: 'note', definition: 'hlines', param: 'stroke', breaking: true }));
  });
});
