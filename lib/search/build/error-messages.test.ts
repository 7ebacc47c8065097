import { describe, expect, it } from 'vitest';
import { contentPages } from '../../content/site-pages';
import { entryHrefs, lilaqMessages, MESSAGE_PATTERNS } from '../../errors';
import { matchMessage } from '../../errors/match';
import { COMPILED_MESSAGES, filledMessage, PRINTED_PREFIX } from '../../errors/fixtures/samples';
import { createSearchEngine } from '../engine';
import { unpackIndex } from '../packed';
import { MAX_QUERY_LENGTH } from '../query-limit';
import { siteSearchShards } from '../../content/search-index';

/** The whole index as the browser ends up with it (as in relevance.test.ts). */
const shards = JSON.parse(JSON.stringify(siteSearchShards()));
const engine = createSearchEngine(unpackIndex(shards.docs));
engine.add(unpackIndex(shards.more));
const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const firstHit = (query: string) => engine.search({ query, facetFilters: filters, hitsPerPage: 20 }).hits[0]?.url ?? null;
const hrefs = entryHrefs(contentPages());

/** A message as a reader pastes it: Typst's `error:` line with the values of their code, and a hint under it. */
const pasted = (message: (typeof lilaqMessages)[number]) =>
  `error: ${PRINTED_PREFIX[message.kind]}${filledMessage(message)}\nhint: while calling closure`;

describe('pasting an error message into the search', () => {
  it('leads with the entry of every Lilaq message, its values filled in', () => {
    const misses = lilaqMessages
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
    const misses = lilaqMessages.flatMap((message) => {
      const cut = pasted(message).slice(0, MAX_QUERY_LENGTH);
      const fits = matchMessage(MESSAGE_PATTERNS, cut);
      return fits !== null && firstHit(cut) === hrefs.get(fits.id) ? [] : [`${cut} → ${firstHit(cut)}`];
    });
    expect(misses).toEqual([]);
  });
});
