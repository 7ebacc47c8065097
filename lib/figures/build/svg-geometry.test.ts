import { describe, expect, it } from 'vitest';
import { apply, parseTransform, splitPath } from './svg-geometry';

describe('parseTransform', () => {
  it('reads minified numbers that run into each other', () => {
    expect(parseTransform('matrix(1 0 0-1-4.76 13.01)')).toEqual([1, 0, 0, -1, -4.76, 13.01]);
    expect(parseTransform('translate(2 3) scale(2)')).toEqual([2, 0, 0, 2, 2, 3]);
  });

  it('turns about the given centre, as Typst writes rotated labels', () => {
    const [x, y] = apply(parseTransform('rotate(90 10 0)'), [20, 0]);
    expect(x).toBeCloseTo(10);
    expect(y).toBeCloseTo(10);
  });

  it('refuses transforms it cannot evaluate instead of guessing', () => {
    expect(() => parseTransform('perspective(90)')).toThrow(/perspective/);
  });
});

describe('splitPath', () => {
  it('splits a merged series of marks into one closed subpath per mark, each drawable alone', () => {
    // Two of Lilaq's circle marks as svgo merges them: the second starts with a relative m.
    const subpaths = splitPath(
      'M8.11 107.31c0-.55.45-1 1-1s1 .45 1 1-.45 1-1 1-1-.45-1-1m30.37-4.05c0-.55.45-1 1-1s1 .45 1 1-.45 1-1 1-1-.45-1-1',
    );
    expect(subpaths.map((s) => s.d)).toEqual([
      'M8.11 107.31c0-.55.45-1 1-1s1 .45 1 1-.45 1-1 1-1-.45-1-1',
      'M38.48 103.26c0-.55.45-1 1-1s1 .45 1 1-.45 1-1 1-1-.45-1-1',
    ]);
    expect(subpaths.every((s) => s.closed)).toBe(true);
    const xs = subpaths[1]!.points.map((p) => p[0]);
    expect(Math.min(...xs)).toBeCloseTo(38.48);
    expect(Math.max(...xs)).toBeCloseTo(40.48);
  });

  it("keeps an m's further pairs as relative line-tos, and starts again at the start point after a Z", () => {
    const subpaths = splitPath('m74 89.5.4-8 1.5 4Zl5 5');
    expect(subpaths.map((s) => s.d)).toEqual(['M74 89.5l0.4 -8 1.5 4Z', 'M74 89.5l5 5']);
    expect(subpaths.map((s) => s.closed)).toEqual([true, false]);
    expect(subpaths[1]!.points).toEqual([
      [74, 89.5],
      [79, 94.5],
    ]);
  });

  it('tells grid lines apart: one open subpath per line', () => {
    const subpaths = splitPath('M4.99 0v99.21M49.6 0v99.21M0 93.93h99.21');
    expect(subpaths.map((s) => [s.d, s.closed])).toEqual([
      ['M4.99 0v99.21', false],
      ['M49.6 0v99.21', false],
      ['M0 93.93h99.21', false],
    ]);
  });
});
