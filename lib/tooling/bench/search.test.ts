import { describe, expect, it } from 'vitest';
import { budgetFailures, formatSearchBench, percentile, searchBudgets } from './search';

describe('search bench budgets', () => {
  const shards = [
    { file: 'search-index.json', bytes: 290_000, gzipBytes: 77_000 },
    { file: 'search-index-more.json', bytes: 120_000, gzipBytes: 30_000 },
  ];
  const within = { shards, firstQueryMs: [90, 120, 400], laterMs: [2, 3, 4, 5, 19] };

  it('takes percentiles by rank', () => {
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(
      percentile(
        [...Array(100).keys()].map((i) => i + 1),
        95,
      ),
    ).toBe(95);
    expect(percentile([], 50)).toBeNaN();
  });
  it('passes within the budgets: median first query, p95 of the later ones, gzip size of each shard', () => {
    expect(budgetFailures(within)).toEqual([]);
  });
  it('names every budget that is missed', () => {
    const failures = budgetFailures({
      shards: [shards[0]!, { ...shards[1]!, gzipBytes: searchBudgets.indexGzipBytes + 1 }],
      firstQueryMs: [1200, 1100, 10],
      releaseFirstQueryMs: { '0.6.0': [900, 1300, 1400] },
      laterMs: [1, 250],
    });
    expect(failures).toEqual([
      'first query 1100 ms > 1000 ms',
      'first query on the 0.6.0 docs 1300 ms > 1000 ms',
      'later queries p95 250.0 ms > 200 ms',
      'search-index-more.json 185.0 KB gzip > 185 KB',
    ]);
    expect(budgetFailures({ ...within, laterMs: [] })).toEqual(['later queries p95 NaN ms > 200 ms']);
  });
  it('prints p50 and p95 and what is over budget', () => {
    const lines = formatSearchBench({ ...within, wholeSiteMs: [300, 250, 410], failures: ['first query 1100 ms > 1000 ms'] });
    expect(lines[0]).toContain('search-index-more.json 117.2 KB, 29.3 KB gzip');
    expect(lines[1]).toContain('p50 120.0 ms');
    expect(lines[2]).toContain('whole site searchable (second shard indexed) after p50 300.0 ms');
    expect(lines[3]).toContain('p95 19.0 ms');
    expect(lines.at(-1)).toBe('OVER BUDGET: first query 1100 ms > 1000 ms');
  });
  it('says which device the budgeted times are from, and prints the host-speed times beside them', () => {
    const lines = formatSearchBench({
      ...within,
      calibration: { targetIndex: 375, hostIndexes: [2100, 1800, 2400], multipliers: [5.6, 4.8, 6.4] },
      host: { firstQueryMs: [140, 120, 160], laterMs: [2, 3, 21] },
      failures: [],
    });
    expect(lines[1]).toBe(
      "calibrated to a device of benchmark index 375 (as the site's calibrated pass): host index median 2100 (1800–2400), CPU slowed 5.6x (4.8x–6.4x); the budgets apply to these times",
    );
    expect(lines).toContain(
      "at the host's own speed (not budgeted): first query p50 140.0 ms (each: 140, 120, 160), later queries p95 21.0 ms",
    );
  });
});
