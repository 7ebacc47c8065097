/**
 * The order of the site bench's Lighthouse runs: rounds over the pages, the bare Next page (the
 * floor) between every few of them, so that load on a shared machine, or its drift over the
 * minutes a bench takes, weighs on the floor and the pages alike. Each step is one load of the
 * target in every pass (4x, 8x, calibrated), each in a fresh browser.
 */

/** The step that measures the floor rather than a page of the site (site paths start with '/'). */
export const FLOOR = 'floor';

export interface Step {
  /** 0-based round: every page is measured once per round. */
  round: number;
  /** A page of the site, or FLOOR. */
  target: string;
}

/**
 * `rounds` rounds over `pages`, with the floor first and again before every `floorEvery`-th page,
 * and once more at the end so the last pages have a floor after them too.
 */
export function benchSchedule(pages: readonly string[], rounds: number, floorEvery: number): Step[] {
  if (pages.length === 0) throw new Error('no pages to measure');
  const bad = pages.filter((page) => !page.startsWith('/'));
  if (bad.length > 0) throw new Error(`${bad.join(', ')}: not a site path (they start with '/')`);
  if (!(Number.isInteger(rounds) && rounds >= 1)) throw new Error(`runs: ${rounds} is not a whole number of at least 1`);
  if (!(Number.isInteger(floorEvery) && floorEvery >= 1)) throw new Error(`floorEvery: ${floorEvery} is not a whole number of at least 1`);
  const steps: Step[] = [];
  for (let round = 0; round < rounds; round += 1) {
    pages.forEach((page, i) => {
      if (i % floorEvery === 0) steps.push({ round, target: FLOOR });
      steps.push({ round, target: page });
    });
  }
  steps.push({ round: rounds - 1, target: FLOOR });
  return steps;
}
