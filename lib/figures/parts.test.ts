import { describe, expect, it } from 'vitest';
import { cycleBeneath, hits, partBounds, partsAt, parsePartMap, type PartMap } from './parts';

// A 100 × 80 figure: the data area, a grid line across it, a line plot over it, bars and a legend.
const map: PartMap = {
  v: 1,
  w: 100,
  h: 80,
  parts: [
    { k: 'diagram', b: [10, 10, 80, 60] },
    { k: 'grid', a: 'y', l: [[10, 40, 90, 40]] },
    { k: 'bar', b: [20, 40, 10, 30, 40, 30, 10, 40] },
    { k: 'plot', l: [[10, 70, 50, 40, 90, 10]] },
    { k: 'legend', b: [60, 12, 28, 14] },
    { k: 'fill-between', g: [[10, 70, 90, 70, 90, 60]] },
  ],
};

describe('partsAt', () => {
  it('lists every part under the point, the one painted last first', () => {
    // (50, 40): the plot passes through it, the grid line too, the bar at 40–50 starts there.
    expect(partsAt(map, 50, 40).map((i) => map.parts[i]!.k)).toEqual(['plot', 'bar', 'grid', 'diagram']);
  });

  it('finds thin lines within the tolerance only', () => {
    expect(partsAt(map, 30, 41.5, 2).map((i) => map.parts[i]!.k)).toContain('grid');
    expect(partsAt(map, 30, 45, 2).map((i) => map.parts[i]!.k)).not.toContain('grid');
  });

  it('hits a filled polygon inside, not beside it', () => {
    expect(hits(map.parts[5]!, 85, 67, 0)).toBe(true);
    expect(hits(map.parts[5]!, 15, 61, 0)).toBe(false);
  });

  it('is empty outside every part', () => {
    expect(partsAt(map, 2, 2)).toEqual([]);
  });
});

describe('cycleBeneath', () => {
  it('steps to the part beneath and wraps round to the top', () => {
    const stack = partsAt(map, 50, 40);
    expect(cycleBeneath(stack, stack[0]!)).toBe(stack[1]);
    expect(cycleBeneath(stack, stack.at(-1)!)).toBe(stack[0]);
    expect(cycleBeneath([], 3)).toBeUndefined();
  });
});

describe('partBounds', () => {
  it('surrounds boxes and lines alike', () => {
    expect(partBounds(map.parts[2]!)).toEqual([20, 30, 30, 40]);
    expect(partBounds(map.parts[3]!)).toEqual([10, 10, 80, 60]);
  });
});

describe('parsePartMap', () => {
  it('reads a map', () => {
    expect(parsePartMap(JSON.stringify(map))).toEqual(map);
  });

  it('refuses damaged or foreign files instead of guessing', () => {
    const text = JSON.stringify(map);
    expect(parsePartMap(text.slice(0, text.length / 2))).toBeNull();
    expect(parsePartMap('<!doctype html><title>404</title>')).toBeNull();
    expect(parsePartMap(JSON.stringify({ ...map, v: 2 }))).toBeNull();
    expect(parsePartMap(JSON.stringify({ ...map, parts: [{ k: 'teapot', b: [0, 0, 1, 1] }] }))).toBeNull();
    expect(parsePartMap(JSON.stringify({ ...map, parts: [{ k: 'bar', b: [0, 0, 1] }] }))).toBeNull();
    expect(parsePartMap(JSON.stringify({ ...map, parts: [] }))).toBeNull();
  });
});
