import { describe, expect, it } from 'vitest';
import { releaseSearchShard, releaseTranslationTable, siteSearchShards } from '../../content/search-index';
import { facetFiltersFor } from '../docsearch';
import { createSearchEngine } from '../engine';
import { unpackIndex } from '../packed';

/** The whole index as each release's reader ends up with it: its docs shard, then the shared second shard. */
const shards = JSON.parse(JSON.stringify(siteSearchShards()));
const engineOf = (docs: unknown) => {
  const engine = createSearchEngine(unpackIndex(JSON.parse(JSON.stringify(docs))));
  engine.add(unpackIndex(shards.more));
  return engine;
};
const engines = { '0.5.0': engineOf(shards.docs), '0.6.0': engineOf(releaseSearchShard('0.6.0')) };
const hits = (release: '0.5.0' | '0.6.0', query: string) =>
  engines[release].search({ query, facetFilters: facetFiltersFor(release), hitsPerPage: 20 }).hits;

describe("each release's translation rows in search", () => {
  it("puts 0.6.0's own rows in its docs shard, linked to its pages, and none in the shared one", () => {
    const own = releaseTranslationTable('0.6.0');
    expect(own.length).toBeGreaterThan(20);
    expect(own.every((row) => row.href.startsWith('/docs/0.6.0/'))).toBe(true);
    const docs060 = unpackIndex(JSON.parse(JSON.stringify(releaseSearchShard('0.6.0')))).filter((record) => record.translation);
    expect(docs060).toHaveLength(own.length);
    expect(unpackIndex(shards.more).some((record) => record.translation && record.url_without_anchor.startsWith('/docs/0.6.0/'))).toBe(
      false,
    );
    expect(unpackIndex(shards.docs).some((record) => record.translation)).toBe(false);
  });

  it('answers a 0.6.0 reader with the 0.6.0 way, and a 0.5.0 reader as before', () => {
    const violin060 = hits('0.6.0', 'plt.violinplot').find((hit) => hit.translation?.name === 'plt.violinplot');
    expect(violin060?.url).toBe('/docs/0.6.0/reference/violin');
    expect(violin060?.docusaurus_tag).toBe('docs-default-0.6.0');
    const violin050 = hits('0.5.0', 'plt.violinplot').filter((hit) => hit.translation?.name === 'plt.violinplot');
    expect(violin050.map((hit) => hit.url)).toEqual(['/docs/recipes/violin-plot']);
    expect(hits('0.6.0', 'geom_jitter')[0]?.url).toBe('/docs/0.6.0/reference/vec.jitter');
    expect(hits('0.6.0', 'np.logspace')[0]?.url).toBe('/docs/0.6.0/reference/logspace');
  });
});
