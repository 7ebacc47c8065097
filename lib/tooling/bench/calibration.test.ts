import { describe, expect, it } from 'vitest';
import { calibrate, recentHostIndex, targetBenchmarkIndex } from './calibration';

describe('calibrate', () => {
  it('slows a faster host more, so both simulate the same device', () => {
    expect(calibrate(1500, 375)).toEqual({ hostIndex: 1500, targetIndex: 375, multiplier: 4 });
    expect(calibrate(3000, 375).multiplier).toBe(8);
    expect(calibrate(1234, 375).multiplier).toBe(3.29);
  });

  it('gives Lighthouse’s own 4x on a host at the lower edge of its high-end desktop bracket', () => {
    expect(calibrate(1500).multiplier).toBe(4);
    expect(targetBenchmarkIndex).toBe(375);
  });

  it('never speeds a host up, and says so when the host is slower than the target', () => {
    expect(calibrate(300, 375)).toEqual({ hostIndex: 300, targetIndex: 375, multiplier: 1, clamped: 'host slower than the target' });
    expect(calibrate(375 * 25, 375)).toMatchObject({ multiplier: 20, clamped: 'host more than 20x the target' });
  });

  it('refuses an index Lighthouse did not measure instead of simulating some other device', () => {
    expect(() => calibrate(Number.NaN)).toThrow(/not a measured host speed/);
    expect(() => calibrate(0)).toThrow(/not a measured host speed/);
    expect(() => calibrate(1000, 0)).toThrow(/target/);
  });
});

describe('recentHostIndex', () => {
  it('takes the median of the last three measured indexes', () => {
    expect(recentHostIndex([2000, 900, 1100, 1000])).toBe(1000);
    expect(recentHostIndex([1200])).toBe(1200);
    expect(recentHostIndex([1000, 1400], 3)).toBe(1200);
  });

  it('leaves out runs without an index, and fails when none has one', () => {
    expect(recentHostIndex([1000, Number.NaN, 1100, Number.NaN])).toBe(1050);
    expect(() => recentHostIndex([Number.NaN])).toThrow(/no benchmark index/);
  });
});
