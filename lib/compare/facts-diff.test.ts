import { describe, expect, it } from 'vitest';
import type { FactDefinition } from '../reference/facts-types';
import { factsOf } from '../reference/documented-facts';
import { diffDefinition, diffFacts } from './facts-diff';

const definition = (params: FactDefinition['params']): FactDefinition => ({
  name: 'demo',
  kind: 'function',
  source: { path: 'src/demo.typ', line: 1 },
  params,
});

describe('diffDefinition', () => {
  it('marks parameters added, removed and changed, keeping the later order with removed ones last', () => {
    const before = definition([
      { name: 'x', kind: 'positional', required: true, types: ['array'] },
      { name: 'old', kind: 'named', default: 'none', types: ['none', 'int'] },
      { name: 'width', kind: 'named', default: '0.8', types: ['int', 'float'] },
    ]);
    const after = definition([
      { name: 'x', kind: 'positional', required: true, types: ['array'] },
      { name: 'width', kind: 'named', default: '80%', types: ['int', 'float', 'ratio'] },
      { name: 'tip', kind: 'named', default: 'none', types: ['none'] },
    ]);
    const diff = diffDefinition('demo', before, after);
    expect(diff.params.map((param) => [param.name, param.status])).toEqual([
      ['x', 'same'],
      ['width', 'changed'],
      ['tip', 'added'],
      ['old', 'removed'],
    ]);
    const width = diff.params.find((param) => param.name === 'width');
    expect(width?.default).toEqual({ from: '0.8', to: '80%' });
    expect(width?.types).toEqual({ removed: [], added: ['ratio'] });
    expect(width?.breaking).toBe(false);
    expect(diff.breaking).toBe(true);
  });

  it('counts a dropped type, a positional parameter made named and a new required one as breaking', () => {
    const before = definition([
      { name: 'a', kind: 'named', default: 'auto', types: ['auto', 'int'] },
      { name: 'b', kind: 'positional', required: true, types: ['int'] },
    ]);
    const after = definition([
      { name: 'a', kind: 'named', default: 'auto', types: ['auto'] },
      { name: 'b', kind: 'named', default: '1', types: ['int'] },
      { name: 'c', kind: 'positional', required: true, types: ['int'] },
    ]);
    expect(diffDefinition('demo', before, after).params.map((param) => [param.name, param.breaking])).toEqual([
      ['a', true],
      ['b', true],
      ['c', true],
    ]);
  });

  it('reads one type spelled two ways as no change (`string`/`str`, `dict`/`dictionary`, a trailing dot)', () => {
    const before = definition([{ name: 'mark', kind: 'named', default: 'auto', types: ['auto', 'string', 'dict', 'array.'] }]);
    const after = definition([{ name: 'mark', kind: 'named', default: 'auto', types: ['auto', 'str', 'dictionary', 'array'] }]);
    expect(diffDefinition('demo', before, after).status).toBe('same');
  });

  it('marks a whole definition added or removed; a removal breaks code', () => {
    expect(diffDefinition('demo', undefined, definition([]))).toMatchObject({ status: 'added', breaking: false });
    expect(diffDefinition('demo', definition([]), undefined)).toMatchObject({ status: 'removed', breaking: true });
  });
});

describe('diffFacts on the releases the site documents', () => {
  const diffs = diffFacts(factsOf('0.5.0'), factsOf('0.6.0'));

  it("finds bar's width changed from 0.8 to 80%", () => {
    const width = diffs.find((d) => d.name === 'bar')?.params.find((p) => p.name === 'width');
    expect(width).toMatchObject({ status: 'changed', default: { from: '0.8', to: '80%' } });
  });

  it('finds violin new in 0.6.0', () => {
    expect(diffs.find((d) => d.name === 'violin')?.status).toBe('added');
  });
});
