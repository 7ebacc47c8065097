import { describe, expect, it } from 'vitest';
import { lighthouseTbtScoring, scorePointsLost } from './tbt-score';

describe('lighthouseTbtScoring', () => {
  it('reads the mobile curve and weight of the installed Lighthouse', () => {
    expect(lighthouseTbtScoring()).toEqual({ p10: 200, median: 600, share: 0.3 });
  });
});

describe('scorePointsLost', () => {
  const scoring = lighthouseTbtScoring();

  it('is zero for no change and grows with the added blocking time', () => {
    expect(scorePointsLost(scoring, 488, 488)).toBe(0);
    expect(scorePointsLost(scoring, 488, 588)).toBeCloseTo(2.57, 2);
    expect(scorePointsLost(scoring, 488, 688)).toBeGreaterThan(scorePointsLost(scoring, 488, 588));
  });

  it('costs less where the curve is flat: far below its 200 ms p10 or far above its median', () => {
    expect(scorePointsLost(scoring, 10, 110)).toBeLessThan(1);
    expect(scorePointsLost(scoring, 2000, 2100)).toBeLessThan(1);
  });
});
