import { escapeHtml } from './html';
import { canonicalWord, normalizeWithMap, tokenSpans } from './text';
import type { HighlightResult, MatchLevel, SnippetResult } from './types';

/** A highlighted range of the original text (end exclusive). */
export interface MarkRange {
  start: number;
  end: number;
}

export interface Matches {
  ranges: MarkRange[];
  /** Query words (normalised) found in the text. */
  matched: Set<string>;
  /** Every word of the text equals a query word. */
  everyWordExact: boolean;
}

export interface HighlightTags {
  pre: string;
  post: string;
}

export const defaultTags: HighlightTags = { pre: '<mark>', post: '</mark>' };

/**
 * Where the (normalised) query words occur in `text`: a word of the text matches a query word it
 * starts with, in either spelling (vocabulary.ts), and only the matching prefix is marked ("plo"
 * marks "<mark>Plo</mark>tting").
 */
export function findMatches(text: string, words: readonly string[]): Matches {
  const byLength = [...new Set(words)].sort((a, b) => b.length - a.length);
  const folded = normalizeWithMap(text);
  const ranges: MarkRange[] = [];
  const matched = new Set<string>();
  let everyWordExact = true;
  let any = false;
  for (const span of tokenSpans(folded.value)) {
    any = true;
    const canonical = canonicalWord(span.token);
    const word = byLength.find((candidate) => span.token.startsWith(candidate) || canonical.startsWith(candidate));
    if (!word) {
      everyWordExact = false;
      continue;
    }
    if (word !== span.token && word !== canonical) everyWordExact = false;
    matched.add(word);
    // A variant ("colours" for "color") is marked whole; a prefix only as far as it goes.
    const length = canonical !== word && span.token.startsWith(word) ? word.length : span.token.length;
    const start = folded.starts[span.start];
    const end = folded.ends[span.start + length - 1];
    if (start !== undefined && end !== undefined) ranges.push({ start, end });
  }
  return { ranges, matched, everyWordExact: any && everyWordExact };
}

function matchLevelOf(matched: Set<string>, words: readonly string[]): MatchLevel {
  if (matched.size === 0) return 'none';
  return new Set(words).size === matched.size ? 'full' : 'partial';
}

/** Escaped `text[from, to)` with `tags` around the parts covered by `ranges` (sorted, disjoint). */
export function renderMarked(text: string, ranges: readonly MarkRange[], from: number, to: number, tags: HighlightTags): string {
  let html = '';
  let cursor = from;
  for (const range of ranges) {
    const start = Math.max(range.start, from);
    const end = Math.min(range.end, to);
    if (end <= start) continue;
    html += escapeHtml(text.slice(cursor, start));
    html += tags.pre + escapeHtml(text.slice(start, end)) + tags.post;
    cursor = end;
  }
  return html + escapeHtml(text.slice(cursor, to));
}

/** Algolia's `_highlightResult` entry for one attribute value. */
export function highlight(text: string, words: readonly string[], tags: HighlightTags = defaultTags): HighlightResult {
  const matches = findMatches(text, words);
  const result: HighlightResult = {
    value: renderMarked(text, matches.ranges, 0, text.length, tags),
    matchLevel: matchLevelOf(matches.matched, words),
    matchedWords: [...matches.matched],
  };
  if (matches.matched.size > 0) result.fullyHighlighted = matches.everyWordExact;
  return result;
}

/**
 * Algolia's `_snippetResult` entry: at most `maxWords` words around the first match (or the first
 * words when nothing matches), with `ellipsis` where the text was cut.
 */
export function snippet(
  text: string,
  words: readonly string[],
  maxWords: number,
  tags: HighlightTags = defaultTags,
  ellipsis = '…',
): SnippetResult {
  const matches = findMatches(text, words);
  const spans = [...text.matchAll(/\S+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const level = matchLevelOf(matches.matched, words);
  if (spans.length <= maxWords || maxWords <= 0) {
    return { value: renderMarked(text, matches.ranges, 0, text.length, tags), matchLevel: level };
  }
  const first = matches.ranges[0];
  const hitWord = first
    ? Math.max(
        0,
        spans.findIndex((span) => span.end > first.start),
      )
    : 0;
  const lead = Math.min(2, Math.floor((maxWords - 1) / 2));
  const startWord = Math.max(0, Math.min(hitWord - lead, spans.length - maxWords));
  const endWord = Math.min(spans.length, startWord + maxWords);
  const from = spans[startWord]?.start ?? 0;
  const to = spans[endWord - 1]?.end ?? text.length;
  const body = renderMarked(text, matches.ranges, from, to, tags);
  const safeEllipsis = escapeHtml(ellipsis);
  return {
    value: `${startWord > 0 ? safeEllipsis : ''}${body}${endWord < spans.length ? safeEllipsis : ''}`,
    matchLevel: level,
  };
}
