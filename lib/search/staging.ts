import { MESSAGE_PATTERNS } from '../errors';
import { matchMessage } from '../errors/match';
import { NAMESPACE_PREFIXES, parseQuery } from './query';

/**
 * The staged index (issue 21's speed budget): the client answers from the docs shard as soon as
 * it is built and indexes the rest of the site right after. A query that the docs shard cannot
 * answer well waits for the rest instead: one that looks like another tool's name, that has a
 * word only other tools' names have (the docs shard's `rest.words`), that asks when something
 * changed (the release posts are in the rest), or that is an error message (the error index's
 * pages of messages are in the rest, too: they are large, and only a message or its words need them).
 */

/** Module prefixes of other tools ("plt.", "ax.", "np.", …): `lq.` is Lilaq's own. */
const OTHER_PREFIX = new RegExp(
  `(?<![\\p{L}\\p{N}_.])(?:${[...NAMESPACE_PREFIXES].filter((prefix) => prefix !== 'lq').join('|')})\\.`,
  'iu',
);

/**
 * Whether `query` looks like a name from another tool's API: snake_case (`set_ylim`), `key=value`
 * (`ymode=log`), CamelCase (`LogFormatter`) or a module prefix (`ax.`). Lilaq's own names are
 * kebab-case and dotted (`mark-size`, `scale.log`), so they do not count.
 */
export function looksLikeOtherToolsName(query: string): boolean {
  return /[_=]/.test(query) || /\p{Ll}\p{Lu}/u.test(query) || OTHER_PREFIX.test(query);
}

/** Whether `query` needs the second shard before it is answered (see above). */
export function needsRest(query: string, restWords: ReadonlySet<string>): boolean {
  if (looksLikeOtherToolsName(query)) return true;
  if (matchMessage(MESSAGE_PATTERNS, query) !== null) return true;
  const plan = parseQuery(query);
  if (plan.release !== false) return true;
  return plan.groups.some((group) => group.words.some((word) => restWords.has(word)));
}
