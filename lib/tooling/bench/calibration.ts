/**
 * The CPU slowdown that makes a host simulate the same phone whatever its own speed, from
 * Lighthouse's `benchmarkIndex` (lhr.environment.benchmarkIndex, a CPU and memory score the
 * browser measures before each run: node_modules/lighthouse/core/lib/page-functions.js,
 * `computeBenchmarkIndex`). Pure, so the site bench and the search bench choose alike.
 */
import { median } from './budgets';

/**
 * The benchmark index of the simulated phone. Lighthouse's docs (docs/throttling.md in its
 * repository, "Calibrating the CPU slowdown") say the fixed 4x default moves a typical run on a
 * high-end desktop (index 1500–2000) into the mid-tier mobile bracket (125–800), and Lighthouse
 * warns that a host at or under index 1000 is slower than it expects
 * (node_modules/lighthouse/core/gather/driver/environment.js, SLOW_CPU_BENCHMARK_INDEX_THRESHOLD).
 * 4x of the bracket's lower edge, 1500, is 375: the phone the default stands for on the slowest
 * host it was written for, and so never a faster phone than the default's. See lib/tooling/bench/README.md.
 */
export const targetBenchmarkIndex = 375;

/** The calibrated multiplier is kept within these: below 1 Lighthouse would simulate a faster CPU than the host's. */
export const multiplierRange = { min: 1, max: 20 } as const;

export interface Calibration {
  /** The host's benchmark index the multiplier was chosen from. */
  hostIndex: number;
  targetIndex: number;
  /** Lighthouse's `cpuSlowdownMultiplier` (or CDP's CPU throttling rate), two decimals. */
  multiplier: number;
  /** Set when the multiplier was held at a limit of `multiplierRange`: the device is not the target one. */
  clamped?: 'host slower than the target' | 'host more than 20x the target';
}

/**
 * The slowdown that turns a host of `hostIndex` into a device of `targetIndex`: their ratio, as
 * Lighthouse's simulation multiplies every main-thread task's observed time by it. Throws on an
 * index that is not a positive number (Lighthouse failed to measure it), rather than simulating
 * some other device.
 */
export function calibrate(hostIndex: number, targetIndex: number = targetBenchmarkIndex): Calibration {
  if (!(Number.isFinite(hostIndex) && hostIndex > 0)) throw new Error(`benchmark index ${hostIndex}: not a measured host speed`);
  if (!(Number.isFinite(targetIndex) && targetIndex > 0)) throw new Error(`target benchmark index ${targetIndex}: not a positive number`);
  const ratio = Math.round((hostIndex / targetIndex) * 100) / 100;
  if (ratio < multiplierRange.min)
    return { hostIndex, targetIndex, multiplier: multiplierRange.min, clamped: 'host slower than the target' };
  if (ratio > multiplierRange.max)
    return { hostIndex, targetIndex, multiplier: multiplierRange.max, clamped: 'host more than 20x the target' };
  return { hostIndex, targetIndex, multiplier: ratio };
}

/**
 * The host index to calibrate from: the median of the last `window` indexes measured (one per
 * Lighthouse run, in run order), so it follows the machine's load as a bench goes on while one
 * odd measurement does not move it. Indexes Lighthouse did not produce (NaN) are left out; none
 * left is an error.
 */
export function recentHostIndex(indexes: readonly number[], window = 3): number {
  const measured = indexes.filter((index) => Number.isFinite(index) && index > 0);
  if (measured.length === 0) throw new Error('no benchmark index measured yet to calibrate from');
  return median(measured.slice(-window));
}
