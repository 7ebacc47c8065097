/**
 * A pasted error message leads with its entry in the error index: the query is matched against
 * the message templates (lib/errors/match.ts, not by its words), and the heading record of the
 * matching entry goes first, ahead of everything the words found. The entry's page is not
 * repeated under it, so the reader's first hit is the explanation itself. The index may hold an
 * entry of several releases (a message new in 0.6.0 has its entry on the 0.6.0 pages only): the
 * first one the reader's facet filters let through leads.
 */
import { CURRENT_RELEASE, inRelease } from '../docs/versions';
import { ERRORS_ROUTE, MESSAGE_PATTERNS } from '../errors';
import { matchMessage } from '../errors/match';
import type { Scored } from './ranking';
import type { SearchRecord } from './types';

/** Ahead of every other lead (all words 1e6, a release post half of it). */
const MESSAGE_LEAD = 1e9;

/** Whether a page is in the error index of any release (`/docs/errors/…`, `/docs/0.6.0/errors/…`). */
const inErrorIndex = (page: string) => inRelease(page, CURRENT_RELEASE).startsWith(`${ERRORS_ROUTE}/`);

/**
 * The heading records of each error-index entry, by anchor (the message's id), as positions in
 * `records`: one per page that has it (a release's page each), in the order of the records.
 */
export function errorEntries(records: readonly SearchRecord[]): Map<string, number[]> {
  const entries = new Map<string, number[]>();
  const pages = new Map<string, Set<string>>();
  records.forEach((record, i) => {
    if (record.type === 'lvl1' || record.type === 'content' || !inErrorIndex(record.url_without_anchor)) return;
    if (!record.url.includes('#')) return;
    const anchor = record.url.slice(record.url.indexOf('#') + 1);
    const seen = pages.get(anchor) ?? new Set<string>();
    if (seen.has(record.url_without_anchor)) return;
    seen.add(record.url_without_anchor);
    pages.set(anchor, seen);
    entries.set(anchor, [...(entries.get(anchor) ?? []), i]);
  });
  return entries;
}

/** The entry record a query is a message of (the first of its entries `accepts`), or null. */
export function messageEntry(
  query: string,
  entriesOf: (anchor: string) => readonly number[] | undefined,
  accepts: (entry: number) => boolean = () => true,
): number | null {
  const match = matchMessage(MESSAGE_PATTERNS, query);
  return match === null ? null : ((entriesOf(match.id) ?? []).find(accepts) ?? null);
}

/** `scored` with `entry` first and the rest of its page left out. */
export function withMessageLead<T extends Scored>(scored: readonly T[], entry: T): T[] {
  const page = entry.record.url_without_anchor;
  const rest = scored.filter((other) => other.record.url_without_anchor !== page);
  const top = rest.reduce((max, other) => Math.max(max, other.score), 0);
  return [{ ...entry, score: top + MESSAGE_LEAD }, ...rest];
}
