import { describe, expect, it } from 'vitest';
import { adjacentPairs, comparePath, parseRange, rangeSegment } from './routes';

describe('comparison routes', () => {
  it('writes a range older first, whatever the order given', () => {
    expect(rangeSegment('0.6.0', '0.5.0')).toBe('0.5.0...0.6.0');
    expect(comparePath('0.5.0', '0.6.0', 'reference/bar')).toBe('/compare/0.5.0...0.6.0/reference/bar');
  });

  it('reads a range back, and nothing else', () => {
    expect(parseRange('0.5.0...0.6.0')).toEqual({ from: '0.5.0', to: '0.6.0' });
    expect(parseRange('0.6.0...0.5.0')).toBeNull();
    expect(parseRange('0.5.0..0.6.0')).toBeNull();
    expect(parseRange('reference')).toBeNull();
  });

  it('pairs each release with the next', () => {
    expect(adjacentPairs(['0.6.0', '0.4.0', '0.5.0'])).toEqual([
      { from: '0.4.0', to: '0.5.0' },
      { from: '0.5.0', to: '0.6.0' },
    ]);
  });
});
