import { spellings } from './vocabulary';

/**
 * Text primitives shared by the search index and the search engine: normalisation
 * (case- and diacritic-insensitive), tokenisation and HTML escaping.
 */

/** Text folded for matching, plus where each folded character came from in the original. */
export interface NormalizedText {
  /** Lower-cased, diacritics removed. */
  value: string;
  /** For each UTF-16 unit of `value`: start index of the original character it came from. */
  starts: number[];
  /** For each UTF-16 unit of `value`: end index (exclusive) of that original character. */
  ends: number[];
}

const COMBINING_MARKS = /\p{M}/gu;
const NON_ASCII = /[^\x00-\x7f]/;

function foldChar(ch: string): string {
  return ch.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

/** Case- and diacritic-insensitive form of `text` ("Façade" → "facade"). */
export function normalize(text: string): string {
  // Most of the index is ASCII; skipping NFD there halves the time to build it.
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

/** Like `normalize`, but keeps a map from folded positions back to the original string. */
export function normalizeWithMap(text: string): NormalizedText {
  if (!NON_ASCII.test(text)) {
    // ASCII folds one to one: position i maps to i.
    const starts = Array.from({ length: text.length }, (_, i) => i);
    return { value: text.toLowerCase(), starts, ends: starts.map((i) => i + 1) };
  }
  let value = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const ch of text) {
    const folded = foldChar(ch);
    const end = index + ch.length;
    for (let i = 0; i < folded.length; i++) {
      starts.push(index);
      ends.push(end);
    }
    value += folded;
    index = end;
  }
  return { value, starts, ends };
}

export interface TokenSpan {
  token: string;
  /** Start in the string that was tokenised. */
  start: number;
  /** End (exclusive) in the string that was tokenised. */
  end: number;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Words (runs of letters and digits) of an already normalised string, with their positions. */
export function tokenSpans(normalized: string): TokenSpan[] {
  const spans: TokenSpan[] = [];
  for (const match of normalized.matchAll(WORD)) {
    spans.push({ token: match[0], start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

/**
 * Word boundaries inside CamelCase names, found before case is folded: "LogFormatter" → "Log
 * Formatter", "MaxNLocator" → "Max N Locator". Only a lower-case letter before a capital counts, so
 * "PDFs" (a capital and one lower-case letter) and "3D" stay whole.
 */
const CAMEL_BOUNDARY = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll}{2})/gu;
const HAS_CAMEL = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}{2}/u;

/** `text` with a space at each CamelCase boundary. */
export function splitCamelCase(text: string): string {
  return text.replace(CAMEL_BOUNDARY, ' ');
}

/**
 * Normalised words of `text`, the way readers type names: "Tick-Locate.Linear" → ["tick",
 * "locate", "linear"], "ax.set_ylim" → ["ax", "set", "ylim"], "LogFormatter" → ["log",
 * "formatter"], "ymode=log" → ["ymode", "log"].
 */
export function tokenize(text: string): string[] {
  return normalize(splitCamelCase(text)).match(WORD) ?? [];
}

const JOINED = /[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)+/gu;

/**
 * The joined forms of the names in `text`, for the index beside `tokenize`'s words: CamelCase
 * names whole ("LogFormatter" → "logformatter") and hyphenated or snake_case names without their
 * separators ("mark-size" → "marksize", "set_ylim" → "setylim"), so a reader who types a name in
 * one piece finds it too.
 */
export function joinedWords(text: string): string[] {
  const folded = normalize(text);
  const joined = new Set<string>();
  if (HAS_CAMEL.test(text)) for (const word of folded.match(WORD) ?? []) joined.add(word);
  if (/[-_]/.test(text)) for (const compound of folded.match(JOINED) ?? []) joined.add(compound.replace(/[-_]/g, ''));
  return [...joined];
}

/** Collapses runs of whitespace to single spaces and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Singular of a regular English plural ("ticks" → "tick", "series" stays, "axis" stays). */
function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith('s')) return word;
  const before = word[word.length - 2];
  if (before === 's' || before === 'u' || before === 'i' || word.endsWith('ies')) return word;
  return word.slice(0, -1);
}

/**
 * One form for words with variants: the spelling of `spellings` in vocabulary.ts ("colour" →
 * "color", "axes" → "axis") and the singular of regular plurals, in the index and queries alike.
 */
export function canonicalWord(word: string): string {
  // hasOwn: a query word such as "constructor" must not reach Object.prototype.
  const spelled = Object.hasOwn(spellings, word) ? (spellings[word] as string) : word;
  return singular(spelled);
}
