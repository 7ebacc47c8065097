import { canonicalWord, tokenize } from './text';
import { aliases, stopWords } from './vocabulary';

/**
 * What a query asks for, before any index is consulted: the reader's words (folded, one spelling,
 * meaningless words dropped) in groups, each group with the Lilaq phrases the vocabulary maps it to.
 */
export interface QueryGroup {
  /** The reader's words of this group ("box", "plot"). */
  words: string[];
  /** Lilaq's phrases for them, from the alias table (["boxplot"]). */
  alternatives: string[][];
}

export interface QueryPlan {
  groups: QueryGroup[];
  /** The last word, still being typed unless the query ends with a space: matched as a prefix. */
  typing: string | null;
}

/** Longest alias phrases first; the table has phrases of at most this many words. */
const MAX_ALIAS_WORDS = Math.max(...Object.keys(aliases).map((key) => key.split(' ').length));

const meaningful = (words: readonly string[]) => words.filter((word) => !stopWords.has(word));

export function parseQuery(query: string): QueryPlan {
  const tokens = tokenize(query).map(canonicalWord);
  const groups: QueryGroup[] = [];
  for (let i = 0; i < tokens.length; ) {
    let matched = false;
    for (let length = Math.min(MAX_ALIAS_WORDS, tokens.length - i); length >= 1 && !matched; length--) {
      const phrase = tokens.slice(i, i + length);
      const key = phrase.join(' ');
      if (!Object.hasOwn(aliases, key)) continue;
      const target = aliases[key] as string;
      const words = meaningful(phrase);
      groups.push({ words: words.length > 0 ? words : phrase, alternatives: [meaningful(target.split(' '))] });
      i += length;
      matched = true;
    }
    if (matched) continue;
    const word = tokens[i] as string;
    if (!stopWords.has(word)) groups.push({ words: [word], alternatives: [] });
    i += 1;
  }
  // A query of stop words only ("how to") still searches for them.
  if (groups.length === 0) for (const word of tokens) groups.push({ words: [word], alternatives: [] });
  const last = tokens.at(-1);
  const typing = last !== undefined && /[\p{L}\p{N}]$/u.test(query) ? last : null;
  return { groups, typing };
}

/** Every word of the plan, the reader's and the vocabulary's (for highlighting). */
export function planWords(plan: QueryPlan): string[] {
  return [...new Set(plan.groups.flatMap((group) => [...group.words, ...group.alternatives.flat()]))];
}
