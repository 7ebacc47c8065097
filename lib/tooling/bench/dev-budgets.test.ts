import { describe, expect, it } from 'vitest';
import { type DevBenchResult, missedDevBudgets, percentile } from './dev-budgets';

const result = (editsMs: number[], figureMs: number): DevBenchResult => ({ page: '/docs/intro', editsMs, warmupMs: 5000, figureMs });

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const ten = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000];
    expect(percentile(ten, 50)).toBe(500);
    expect(percentile(ten, 95)).toBe(1000);
    expect(percentile([7], 95)).toBe(7);
  });
});

describe('missedDevBudgets', () => {
  it('passes edits and a figure within budget, whatever the warm-up took', () => {
    expect(missedDevBudgets(result([900, 1200, 1900], 2500))).toEqual([]);
  });

  it('names the edit p95 and the figure time when over budget', () => {
    expect(missedDevBudgets(result([900, 2100], 3200))).toEqual([
      'dev: edit → page p95 2100 ms (budget ≤ 2000 ms)',
      'dev: new example → figure 3200 ms (budget ≤ 3000 ms)',
    ]);
  });
});
