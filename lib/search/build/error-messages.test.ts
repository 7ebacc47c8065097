import { describe, expect, it } from 'vitest';
import { contentPages } from '../../content/site-pages';
import { entryHrefs, lilaqMessages, MESSAGE_PATTERNS } from '../../errors';
import { CURRENT_RELEASE } from '../../docs/versions';
import { facetFiltersFor } from '../docsearch';
import { matchMessage } from '../../errors/match';
import { COMPILED_MESSAGES, filledMessage, PRINTED_PREFIX } from '../../errors/fixtures/samples';
import { createSearchEngine } from '../engine';
import { unpackIndex } from '../packed';
import { movedHit } from '../client';
import { MAX_QUERY_LENGTH } from '../query-limit';
import { releaseSearchShard, siteSearchShards } from '../../content/search-index';

/** The whole index as the browser ends up with it (as in relevance.test.ts). */
const shards = JSON.parse(JSON.stringify(siteSearchShards()));
const engine = createSearchEngine(unpackIndex(shards.docs));
engine.add(unpackIndex(shards.more));
const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const firstHit = (query: string) => engine.search({ query, facetFilters: filters, hitsPerPage: 20 }).hits[0]?.url ?? null;
const pages = contentPages();
const hrefs = entryHrefs(pages);
/** The current release's messages (another release's own ones lead on its readers' search, below). */
const currentMessages = lilaqMessages.filter((message) => message.releases.includes(CURRENT_RELEASE));

/** A reader of 0.6.0: its docs shard and the shared second shard, with its facet filters, hits moved as the client does. */
const shard060 = JSON.parse(JSON.stringify(releaseSearchShard('0.6.0')));
const engine060 = createSearchEngine(unpackIndex(shard060));
engine060.add(unpackIndex(shards.more));
const firstHit060 = (query: string) => {
  const hit = engine060.search({ query, facetFilters: facetFiltersFor('0.6.0'), hitsPerPage: 20 }).hits[0];
  return hit ? movedHit(hit, shard060.moves).url : null;
};
const hrefs060 = entryHrefs(pages, '0.6.0');

/** A message as a reader pastes it: Typst's `error:` line with the values of their code, and a hint under it. */
const pasted = (message: (typeof lilaqMessages)[number]) =>
  `error: ${PRINTED_PREFIX[message.kind]}${filledMessage(message)}\nhint: while calling closure`;

describe('pasting an error message into the search', () => {
  it('leads with the entry of every Lilaq message, its values filled in', () => {
    const misses = currentMessages
      .filter((message) => firstHit(pasted(message)) !== hrefs.get(message.id))
      .map((message) => `${pasted(message)} → ${firstHit(pasted(message))}`);
    expect(misses).toEqual([]);
  });

  it('leads with the entry of the Typst and elembic messages Lilaq users meet most, as compiled', () => {
    const misses = COMPILED_MESSAGES.filter(([message, id]) => firstHit(`error: ${message}`) !== hrefs.get(id)).map(
      ([message]) => `${message} → ${firstHit(`error: ${message}`)}`,
    );
    expect(misses).toEqual([]);
  });

  it('leads with an entry the text fits when the search box cuts the message at its limit', () => {
    const misses = currentMessages.flatMap((message) => {
      const cut = pasted(message).slice(0, MAX_QUERY_LENGTH);
      const fits = matchMessage(MESSAGE_PATTERNS, cut);
      return fits !== null && firstHit(cut) === hrefs.get(fits.id) ? [] : [`${cut} → ${firstHit(cut)}`];
    });
    expect(misses).toEqual([]);
  });

  it('leads a reader of 0.6.0 with the entry on the 0.6.0 pages of every message 0.6.0 raises', () => {
    const new060 = lilaqMessages.filter((message) => !message.releases.includes(CURRENT_RELEASE));
    expect(new060.map((message) => message.id)).toContain('cannot-realize-an-aspect-ratio-of-with-fixed-x-limits');
    expect(firstHit060('error: assertion failed: Cannot realize an aspect ratio of 1.5 with fixed x limits.')).toBe(
      '/docs/0.6.0/errors/diagram#cannot-realize-an-aspect-ratio-of-with-fixed-x-limits',
    );
    const misses = lilaqMessages
      .filter((message) => message.releases.includes('0.6.0'))
      .filter((message) => firstHit060(pasted(message)) !== hrefs060.get(message.id))
      .map((message) => `${pasted(message)} → ${firstHit060(pasted(message))}`);
    expect(misses).toEqual([]);
  });

  it('does not lead a reader of the current release with an entry of a message it never raises', () => {
    const query = 'error: assertion failed: An aspect ratio must be specified when one of the dimensions of a diagram is set to `auto`.';
    expect(firstHit(query)?.startsWith('/docs/0.6.0/') ?? false).toBe(false);
  });
});
