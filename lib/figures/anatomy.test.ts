import { describe, expect, it } from 'vitest';
import { anatomyMarkers, findPart, MARKER_SIZE, MARKER_SPACING, parseSelector, partMeetsRect } from './anatomy';
import type { PartMap } from './parts';

// A 200 × 150 figure: data area, a title above, tick labels of the x axis below, a plot across, a legend in a corner.
const map: PartMap = {
  v: 1,
  w: 200,
  h: 150,
  parts: [
    { k: 'diagram', b: [30, 20, 160, 100] },
    {
      k: 'grid',
      a: 'x',
      l: [
        [70, 20, 70, 120],
        [110, 20, 110, 120],
      ],
    },
    { k: 'plot', l: [[30, 110, 110, 60, 190, 30]] },
    { k: 'plot', b: [60, 90, 4, 4, 100, 70, 4, 4] },
    { k: 'legend', b: [140, 90, 45, 25] },
    { k: 'tick-label', a: 'x', b: [26, 124, 8, 8, 66, 124, 8, 8, 106, 124, 8, 8] },
    { k: 'tick-label', a: 'y', far: true, b: [192, 100, 8, 8] },
    { k: 'title', b: [80, 4, 40, 9] },
  ],
};

const key = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `part ${i + 1}`, href: `/docs/reference/p${i + 1}` }));
const pt = (pct: number, of: number) => (pct * of) / 100;

describe('parseSelector and findPart', () => {
  it('reads kind, axis, flags, which part and which point', () => {
    expect(parseSelector(' tick-label y far #1 @2 ')).toEqual({
      kind: 'tick-label',
      axis: 'y',
      far: true,
      sub: false,
      cb: false,
      nth: 1,
      at: 2,
    });
  });

  it('names what it cannot read', () => {
    expect(() => parseSelector('ticks x')).toThrow(/"ticks x" does not start with a part kind/);
    expect(() => parseSelector('plot left')).toThrow(/"left" in "plot left"/);
  });

  it('matches flags exactly and counts parts of one kind in paint order', () => {
    expect(findPart(map, parseSelector('plot #2'), 'plot #2')).toBe(3);
    expect(findPart(map, parseSelector('tick-label y far'), 'tick-label y far')).toBe(6);
    // A y axis on the left is not the one on the right.
    expect(() => findPart(map, parseSelector('tick-label y'), 'tick-label y')).toThrow(/no part "tick-label y"/);
    expect(() => findPart(map, parseSelector('plot #3'), 'plot #3')).toThrow(/\(2 of that kind\)/);
  });
});

describe('anatomyMarkers', () => {
  const selectors = ['title', 'diagram', 'tick-label x @2', 'plot #1 @2', 'plot #2 @1', 'legend', 'grid x'];
  const markers = anatomyMarkers(map, selectors, key(selectors.length));
  const half = MARKER_SIZE / 2;
  const box = (m: (typeof markers)[number]) => {
    const [x, y] = [pt(m.x, map.w), pt(m.y, map.h)];
    return { left: x - half, top: y - half, right: x + half, bottom: y + half };
  };

  it('numbers the markers in key order, with the key’s names and links', () => {
    expect(markers.map((m) => [m.n, m.label, m.href, m.part])).toEqual(
      selectors.map((_, i) => [i + 1, `part ${i + 1}`, `/docs/reference/p${i + 1}`, [7, 0, 5, 2, 3, 4, 1][i]]),
    );
  });

  it('puts no marker on the part it names, nor outside the figure, nor on another marker', () => {
    for (const m of markers) {
      const b = box(m);
      expect(partMeetsRect(map.parts[m.part]!, b), `marker ${m.n}`).toBe(false);
      expect(b.left >= 0 && b.top >= 0 && b.right <= map.w && b.bottom <= map.h, `marker ${m.n} inside`).toBe(true);
      // Far enough apart to pass as touch targets smaller than 24 px.
      for (const other of markers.filter((o) => o.n > m.n))
        expect(Math.hypot(pt(m.x - other.x, map.w), pt(m.y - other.y, map.h)), `markers ${m.n} and ${other.n}`).toBeGreaterThanOrEqual(
          MARKER_SPACING,
        );
    }
  });

  it('sits next to what it aims at, and its leader line ends there', () => {
    // The second tick label: the box 66–74 × 124–132; the marker is within a marker's width of it.
    const tick = markers[2]!;
    const [tx, ty] = [pt(tick.tx, map.w), pt(tick.ty, map.h)];
    expect(tx).toBeGreaterThanOrEqual(66);
    expect(tx).toBeLessThanOrEqual(74);
    expect(ty).toBeGreaterThanOrEqual(124);
    expect(ty).toBeLessThanOrEqual(132);
    expect(Math.hypot(pt(tick.x, map.w) - tx, pt(tick.y, map.h) - ty)).toBeLessThan(MARKER_SIZE * 1.5);
  });

  it('fails when the fence line and the key disagree in length', () => {
    expect(() => anatomyMarkers(map, ['title'], key(2))).toThrow(/1 parts named on the fence line, 2 items/);
  });

  it('fails when it aims past the part’s points', () => {
    expect(() => anatomyMarkers(map, ['title @2'], key(1))).toThrow(/aims at point 2, the part has 1/);
  });
});

describe('partMeetsRect', () => {
  it('finds a line through a rectangle with no vertex inside it', () => {
    expect(partMeetsRect({ k: 'plot', l: [[0, 0, 100, 100]] }, { left: 40, top: 40, right: 60, bottom: 60 })).toBe(true);
    expect(partMeetsRect({ k: 'plot', l: [[0, 0, 100, 100]] }, { left: 60, top: 10, right: 80, bottom: 30 })).toBe(false);
  });

  it('finds a rectangle inside a filled polygon', () => {
    expect(partMeetsRect({ k: 'fill-between', g: [[0, 0, 100, 0, 100, 100, 0, 100]] }, { left: 40, top: 40, right: 60, bottom: 60 })).toBe(
      true,
    );
  });
});
