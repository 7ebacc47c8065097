/**
 * How much of Lighthouse's mobile performance score blocking time is worth, read from Lighthouse
 * itself (the audit's scoring curve and its weight in the default config), so that a score budget
 * can be made consistent with a blocking-time budget.
 */
import TotalBlockingTime from 'lighthouse/core/audits/metrics/total-blocking-time.js';
import defaultConfig from 'lighthouse/core/config/default-config.js';
import { getLogNormalScore } from 'lighthouse/shared/statistics.js';

export interface TbtScoring {
  /** Lighthouse's log-normal curve for blocking time on mobile: score 0.9 at p10, 0.5 at median. */
  p10: number;
  median: number;
  /** Blocking time's share of the performance score, 0–1. */
  share: number;
}

/** The mobile curve and weight of the installed Lighthouse. */
export function lighthouseTbtScoring(): TbtScoring {
  const { p10, median } = TotalBlockingTime.defaultOptions.mobile.scoring;
  const refs = defaultConfig.categories?.performance?.auditRefs ?? [];
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const tbt = refs.find((ref) => ref.id === 'total-blocking-time')?.weight ?? Number.NaN;
  return { p10, median, share: tbt / total };
}

/**
 * The points of the performance score (0–100) a page loses when its blocking time grows from
 * `fromMs` to `toMs`, everything else equal.
 */
export function scorePointsLost(scoring: TbtScoring, fromMs: number, toMs: number): number {
  return 100 * scoring.share * (getLogNormalScore(scoring, fromMs) - getLogNormalScore(scoring, toMs));
}
