/**
 * A pasted error message leads with its entry in the error index: the query is matched against
 * the message templates (lib/errors/match.ts, not by its words), and the heading record of the
 * matching entry goes first, ahead of everything the words found. The entry's page is not
 * repeated under it, so the reader's first hit is the explanation itself.
 */
import { ERRORS_ROUTE, MESSAGE_PATTERNS } from '../errors';
import { matchMessage } from '../errors/match';
import type { Scored } from './ranking';
import type { SearchRecord } from './types';

/** Ahead of every other lead (all words 1e6, a release post half of it). */
const MESSAGE_LEAD = 1e9;

/** The heading record of each error-index entry, by anchor (the message's id), as positions in `records`. */
export function errorEntries(records: readonly SearchRecord[]): Map<string, number> {
  const entries = new Map<string, number>();
  records.forEach((record, i) => {
    if (record.type === 'lvl1' || record.type === 'content' || !record.url_without_anchor.startsWith(`${ERRORS_ROUTE}/`)) return;
    const anchor = record.url.slice(record.url.indexOf('#') + 1);
    if (record.url.includes('#') && !entries.has(anchor)) entries.set(anchor, i);
  });
  return entries;
}

/** The entry record a query is a message of, or null. */
export function messageEntry(query: string, entryOf: (anchor: string) => number | undefined): number | null {
  const match = matchMessage(MESSAGE_PATTERNS, query);
  return match === null ? null : (entryOf(match.id) ?? null);
}

/** `scored` with `entry` first and the rest of its page left out. */
export function withMessageLead<T extends Scored>(scored: readonly T[], entry: T): T[] {
  const page = entry.record.url_without_anchor;
  const rest = scored.filter((other) => other.record.url_without_anchor !== page);
  const top = rest.reduce((max, other) => Math.max(max, other.score), 0);
  return [{ ...entry, score: top + MESSAGE_LEAD }, ...rest];
}
