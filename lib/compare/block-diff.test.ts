import { describe, expect, it } from 'vitest';
import { diffBlocks } from './block-diff';

const kinds = (a: string[], b: string[]) =>
  diffBlocks(a, b, (block) => block).map((row) => `${row.kind}:${row.before ?? ''}/${row.after ?? ''}`);

describe('diffBlocks', () => {
  it('keeps common blocks and pairs a replaced block as changed', () => {
    expect(kinds(['a', 'b', 'c'], ['a', 'B', 'c'])).toEqual(['same:a/a', 'changed:b/B', 'same:c/c']);
  });

  it('marks blocks only one side has', () => {
    expect(kinds(['a', 'c'], ['a', 'b', 'c', 'd'])).toEqual(['same:a/a', 'after:/b', 'same:c/c', 'after:/d']);
    expect(kinds(['x', 'a'], ['a'])).toEqual(['before:x/', 'same:a/a']);
  });

  it('pairs replaced blocks in order and leaves the rest over', () => {
    expect(kinds(['a', 'p', 'q', 'z'], ['a', 'P', 'z'])).toEqual(['same:a/a', 'changed:p/P', 'before:q/', 'same:z/z']);
  });

  it('handles empty sides', () => {
    expect(kinds([], ['a'])).toEqual(['after:/a']);
    expect(kinds([], [])).toEqual([]);
  });
});
