import { describe, expect, it } from 'vitest';
import { definitionHistory, historyReleases, paramHistory, sameDefault } from './history';
import { historyClaims } from './history-claims';
import confirmed from './history-confirmed.json';

/** The claims `npm run history:check` confirmed by compiling against the tags agree with history.ts. */
describe('history confirmed by compiling', () => {
  it('has an outcome for every claim, at least 20 confirmed', () => {
    expect(confirmed.map((c) => c.snippet.length > 0)).toHaveLength(historyClaims.length);
    expect(confirmed.filter((c) => c.result === 'confirmed').length).toBeGreaterThanOrEqual(20);
  });

  it.each(historyClaims.map((claim, i) => [confirmed[i]!.claim, claim, confirmed[i]!] as const))('%s', (_, claim, outcome) => {
    expect(outcome).toMatchObject({
      definition: claim.definition,
      release: claim.release,
      tags: { before: claim.before, at: claim.release },
    });
    // The tag before is the release right before the change.
    expect(historyReleases.indexOf(claim.before)).toBe(historyReleases.indexOf(claim.release) - 1);
    if (outcome.result !== 'confirmed') return;
    if (claim.kind === 'since' && !claim.param) expect(definitionHistory(claim.definition)?.since).toBe(claim.release);
    if (claim.kind === 'since' && claim.param) {
      const history = paramHistory(claim.definition, claim.param)!;
      expect(history.present).toContain(claim.release);
      expect(history.present).not.toContain(claim.before);
    }
    if (claim.kind === 'removed')
      expect(paramHistory(claim.definition, claim.param)?.removed).toEqual({ last: claim.before, gone: claim.release });
    if (claim.kind === 'default') {
      const change = paramHistory(claim.definition, claim.param)!.defaults.find((d) => d.release === claim.release);
      expect(change, `${claim.definition}.${claim.param}`).toBeDefined();
      expect(sameDefault(change!.to, claim.to)).toBe(true);
      if (claim.from) expect(sameDefault(change!.from, claim.from)).toBe(true);
    }
  });
});
