import { canonicalWord, tokenize } from './text';
import { aliases, latestWords, questionWords, releasePhrases, releaseWords, stopWords } from './vocabulary';

/**
 * What a query asks for, before any index is consulted: the reader's words (folded, one form per
 * word, meaningless words dropped) in groups, each with the Lilaq phrases the vocabulary maps it to.
 */
export interface QueryGroup {
  /** The reader's words of this group ("box", "plot"). */
  words: string[];
  /** Lilaq's phrases for them, from the alias table ([["boxplot"]]). */
  alternatives: string[][];
}

export interface QueryPlan {
  groups: QueryGroup[];
  /** The last word, still being typed unless the query ends with a space: matched as a prefix. */
  typing: string | null;
  /**
   * Whether the query asks when something changed (vocabulary.ts, `releaseWords`): release posts
   * first; `latest` when it asks for the newest release ("latest release").
   */
  release: false | 'any' | 'latest';
}

const canonicalPhrase = (phrase: string) =>
  tokenize(phrase)
    .filter((word) => !stopWords.has(word))
    .map(canonicalWord);

/** The alias table in the form queries are compared with: canonical words, stop words kept in keys. */
const aliasTable = new Map(
  Object.entries(aliases).map(([key, value]) => [
    tokenize(key).map(canonicalWord).join(' '),
    (typeof value === 'string' ? [value] : value).map(canonicalPhrase),
  ]),
);
const MAX_ALIAS_WORDS = Math.max(...[...aliasTable.keys()].map((key) => key.split(' ').length));
const singleWordKeys = [...aliasTable.keys()].filter((key) => !key.includes(' ') && key.length >= 6);

/** Whether `a` and `b` differ by at most one insertion, deletion, substitution or swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  const swap = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return swap || a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
}

/** A misspelt alias ("histgram") still finds Lilaq's word: one edit away from a long key. */
function aliasFor(key: string): string[][] | undefined {
  const exact = aliasTable.get(key);
  if (exact || key.includes(' ') || key.length < 6) return exact;
  const near = singleWordKeys.find((candidate) => withinOneEdit(key, candidate));
  return near === undefined ? undefined : aliasTable.get(near);
}

/**
 * Module prefixes readers copy with a name from their code ("plt.xlim", "ax.set_ylim",
 * "np.linspace", "lq.plot"): the name after the dot is what they look for.
 */
export const NAMESPACE_PREFIXES: ReadonlySet<string> = new Set(['plt', 'ax', 'axs', 'np', 'lq', 'fig', 'px', 'go', 'mpl', 'ggplot2']);
const PREFIXED = /(?<![\p{L}\p{N}_.])([\p{L}\p{N}]+)\.(?=[\p{L}_])/gu;

/** The query without the module prefixes of dotted names ("ax.set_ylim" → "set_ylim"). */
export function stripNamespaces(query: string): string {
  const stripped = query.replace(PREFIXED, (match: string, prefix: string) => (NAMESPACE_PREFIXES.has(prefix.toLowerCase()) ? ' ' : match));
  // A prefix alone ("lq.") still searches for itself.
  return /[\p{L}\p{N}]/u.test(stripped) ? stripped : query;
}

/**
 * Whether the query asks about a release, judged on its words as typed: `theme_update` and
 * `set-removed` are names, not questions.
 */
function releaseIntent(query: string): QueryPlan['release'] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').replace(/['’]/g, ''))
    .filter((word) => /^[\p{L}\p{N}]+$/u.test(word));
  const asks = words.some((word, j) => releaseWords.has(word) || releasePhrases.has(`${word} ${words[j + 1] ?? ''}`));
  if (!asks) return false;
  return words.some((word) => latestWords.has(word)) ? 'latest' : 'any';
}

/** Every word of the alias table's keys: the reader's words that the index need not have. */
const aliasKeyWords: ReadonlySet<string> = new Set([...aliasTable.keys()].flatMap((key) => key.split(' ')));

/**
 * `correct` (the engine's, given the index) may replace a word the index does not have with one it
 * has ("scater" → "scatter"); it is not asked about words the query drops, nor about the alias
 * table's words (their meaning is in the table, not in the index). `typing` says the word is the
 * one still being typed.
 */
export function parseQuery(query: string, correct?: (word: string, typing: boolean) => string): QueryPlan {
  const raw = tokenize(stripNamespaces(query));
  const release = releaseIntent(query);
  const typingAt = /[\p{L}\p{N}]$/u.test(query) ? raw.length - 1 : -1;
  const tokens = raw.map((word, i) => {
    const canonical = canonicalWord(word);
    const dropped = stopWords.has(word) || questionWords.has(word) || releaseWords.has(word) || latestWords.has(word);
    return correct === undefined || dropped || aliasKeyWords.has(canonical) ? canonical : correct(canonical, i === typingAt);
  });
  const groups: QueryGroup[] = [];
  for (let i = 0; i < tokens.length;) {
    let length = Math.min(MAX_ALIAS_WORDS, tokens.length - i);
    for (; length >= 1; length--) {
      const alternatives = aliasFor(tokens.slice(i, i + length).join(' '));
      if (alternatives === undefined) continue;
      const phrase = tokens.slice(i, i + length);
      const words = phrase.filter((_, j) => !stopWords.has(raw[i + j] as string));
      groups.push({ words: words.length > 0 ? words : phrase, alternatives });
      break;
    }
    if (length >= 1) {
      i += length;
      continue;
    }
    const word = raw[i] as string;
    const asksRelease = release !== false && (releaseWords.has(word) || (release === 'latest' && latestWords.has(word)));
    if (!stopWords.has(word) && !questionWords.has(word) && !asksRelease) groups.push({ words: [tokens[i] as string], alternatives: [] });
    i += 1;
  }
  // A query of release words only ("latest release", "changelog") finds the release posts by the
  // word they share.
  if (groups.length === 0 && release !== false) groups.push({ words: ['release'], alternatives: [] });
  // A query of question words ("what is lilaq") searches for those the index has; one of stop
  // words only ("how to") for them all.
  if (groups.length === 0) {
    const kept = tokens.filter((_, j) => !stopWords.has(raw[j] as string));
    for (const word of kept.length > 0 ? kept : tokens) groups.push({ words: [word], alternatives: [] });
  }
  const last = tokens.at(-1);
  const typing = last !== undefined && /[\p{L}\p{N}]$/u.test(query) ? last : null;
  return { groups, typing, release };
}

/** Every word of the plan, the reader's and the vocabulary's (for highlighting). */
export function planWords(plan: QueryPlan): string[] {
  return [...new Set(plan.groups.flatMap((group) => [...group.words, ...group.alternatives.flat()]))];
}
