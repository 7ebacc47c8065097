import { describe, expect, it } from 'vitest';
import { malformedRefs, parseRefText } from './text';
import { validateDefinitions } from '../tooling/reference/validate';
import type { RefDefinition } from './types';

describe('parseRefText', () => {
  it('splits text, code spans and cross-references', () => {
    expect(parseRefText('Use `auto` or see [[plot#mark]] and [[scale.log]].')).toEqual([
      { kind: 'text', value: 'Use ' },
      { kind: 'code', value: 'auto' },
      { kind: 'text', value: ' or see ' },
      { kind: 'ref', name: 'plot', param: 'mark' },
      { kind: 'text', value: ' and ' },
      { kind: 'ref', name: 'scale.log' },
      { kind: 'text', value: '.' },
    ]);
  });
  it('reports malformed references', () => {
    expect(malformedRefs('See [[Plot]] and [[plot]].')).toEqual(['[[Plot]]']);
  });
});

const base = (name: string, params: RefDefinition['params'], summary = 'A definition.'): RefDefinition => ({
  name,
  call: name,
  kind: 'function',
  summary,
  params,
  source: { path: 'src/x.typ', line: 1 },
});

describe('validateDefinitions', () => {
  it('accepts resolvable cross-references', () => {
    const defs = [
      base('plot', [{ name: 'mark', kind: 'named', types: ['lq:mark'], default: 'auto', description: 'See [[mark]].' }]),
      base('mark', [], 'Used by [[plot#mark]].'),
    ];
    expect(validateDefinitions(defs)).toEqual([]);
  });
  it('fails on unknown pages, parameters and types', () => {
    const defs = [
      base('plot', [{ name: 'x', kind: 'positional', required: true, types: ['lq:nope'], description: 'See [[bar]] and [[plot#y]].' }]),
    ];
    expect(validateDefinitions(defs)).toEqual([
      'plot(x): type lq:nope has no reference page',
      'plot(x): [[bar]] names no reference page',
      'plot(x): [[plot#y]] names no parameter of plot',
    ]);
  });
});
