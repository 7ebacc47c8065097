import { describe, expect, it } from 'vitest';
import { figureKey, HASH_LENGTH, type FigureKeyParts } from './hash';

const base: FigureKeyParts = {
  shown: '#lq.diagram()',
  run: '#lq.diagram()',
  data: [{ name: 'a.csv', content: new TextEncoder().encode('1,2\n') }],
  preamble: '#set page(width: auto)',
  variant: 'light',
  lilaqVersion: '0.5.0',
  compilerVersion: '0.7.0',
  pipelineVersion: 1,
};

describe('figureKey', () => {
  it('is a stable hex string of fixed length', () => {
    expect(figureKey(base)).toMatch(new RegExp(`^[0-9a-f]{${HASH_LENGTH}}$`));
    expect(figureKey({ ...base })).toBe(figureKey(base));
  });

  const changes: Array<[string, Partial<FigureKeyParts>]> = [
    ['shown source', { shown: '#lq.diagram(width: 5cm)' }],
    ['hidden (run) source', { run: '#let x = 1\n#lq.diagram()' }],
    ['data file contents', { data: [{ name: 'a.csv', content: new TextEncoder().encode('1,3\n') }] }],
    ['data file name', { data: [{ name: 'b.csv', content: new TextEncoder().encode('1,2\n') }] }],
    ['preamble', { preamble: '#set page(width: 10cm)' }],
    ['variant', { variant: 'dark' }],
    ['Lilaq version', { lilaqVersion: '0.6.0' }],
    ['compiler version', { compilerVersion: '0.7.1' }],
    ['pipeline version', { pipelineVersion: 2 }],
  ];
  it.each(changes)('changes when the %s changes', (_, change) => {
    expect(figureKey({ ...base, ...change })).not.toBe(figureKey(base));
  });

  it('does not depend on the order of data files', () => {
    const a = { name: 'a.csv', content: new Uint8Array([1]) };
    const b = { name: 'b.csv', content: new Uint8Array([2]) };
    expect(figureKey({ ...base, data: [a, b] })).toBe(figureKey({ ...base, data: [b, a] }));
  });

  it('keeps parts apart (no ambiguity from concatenation)', () => {
    expect(figureKey({ ...base, shown: 'ab', run: 'c' })).not.toBe(figureKey({ ...base, shown: 'a', run: 'bc' }));
  });
});
