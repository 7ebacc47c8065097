/** Budgets of the `dev` part of `npm run bench`: how soon an author sees what they wrote. */

export interface DevBenchResult {
  page: string;
  /** Save → the browser shows the edited text, per edit, milliseconds (in edit order). */
  editsMs: number[];
  /** The first edit after the page loaded (next dev may still compile the route's client code); not budgeted. */
  warmupMs: number;
  /** Save of a new example → its figure decoded in the open page, milliseconds. */
  figureMs: number;
}

export interface DevBudgets {
  maxEditP95Ms: number;
  maxFigureMs: number;
}

export const devBudgets: DevBudgets = { maxEditP95Ms: 2000, maxFigureMs: 3000 };

/** The p-th percentile (nearest rank) of a non-empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Every budget missed, one sentence each. */
export function missedDevBudgets(result: DevBenchResult, budgets: DevBudgets = devBudgets): string[] {
  const missed: string[] = [];
  const p95 = percentile(result.editsMs, 95);
  if (p95 > budgets.maxEditP95Ms) missed.push(`dev: edit → page p95 ${Math.round(p95)} ms (budget ≤ ${budgets.maxEditP95Ms} ms)`);
  if (result.figureMs > budgets.maxFigureMs)
    missed.push(`dev: new example → figure ${Math.round(result.figureMs)} ms (budget ≤ ${budgets.maxFigureMs} ms)`);
  return missed;
}
