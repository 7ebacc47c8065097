import { describe, expect, it } from 'vitest';
import { benchSchedule, FLOOR } from './schedule';

const pages = ['/', '/docs/intro', '/docs/reference/plot', '/themes', '/gallery'];

describe('benchSchedule', () => {
  it('measures every page once a round and the floor between every few pages, first and last', () => {
    const steps = benchSchedule(pages, 3, 2);
    for (const page of pages) expect(steps.filter((step) => step.target === page).map((step) => step.round)).toEqual([0, 1, 2]);
    expect(steps[0]).toEqual({ round: 0, target: FLOOR });
    expect(steps.at(-1)).toEqual({ round: 2, target: FLOOR });
    expect(steps.slice(0, 9).map((step) => step.target)).toEqual([
      FLOOR,
      '/',
      '/docs/intro',
      FLOOR,
      '/docs/reference/plot',
      '/themes',
      FLOOR,
      '/gallery',
      FLOOR,
    ]);
  });

  it('never has more than floorEvery pages in a row without the floor', () => {
    const steps = benchSchedule(pages, 2, 2);
    let run = 0;
    for (const step of steps) {
      run = step.target === FLOOR ? 0 : run + 1;
      expect(run).toBeLessThanOrEqual(2);
    }
    expect(steps.filter((step) => step.target === FLOOR)).toHaveLength(2 * 3 + 1);
  });

  it('alternates floor and page with floorEvery 1', () => {
    expect(benchSchedule(['/a', '/b'], 1, 1).map((step) => step.target)).toEqual([FLOOR, '/a', FLOOR, '/b', FLOOR]);
  });

  it('refuses what would measure nothing or something that is not a page', () => {
    expect(() => benchSchedule([], 3, 2)).toThrow(/no pages/);
    expect(() => benchSchedule(['docs/intro'], 3, 2)).toThrow(/not a site path/);
    expect(() => benchSchedule(pages, 0, 2)).toThrow(/runs/);
    expect(() => benchSchedule(pages, 3, 0)).toThrow(/floorEvery/);
  });
});
