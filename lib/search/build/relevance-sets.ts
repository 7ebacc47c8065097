import type { TranslationEntry } from '../types';
import type { RelevanceCase } from './relevance';
import suiteData from './relevance/suite.json';
import heldOut1 from './relevance/held-out-1.json';
import heldOut2 from './relevance/held-out-2.json';
import heldOut3 from './relevance/held-out-3.json';
import heldOut4 from './relevance/held-out-4.json';
import heldOut5 from './relevance/held-out-5.json';

/**
 * The relevance sets, read from the JSON files of `relevance/` and checked as they are read: a file
 * of the wrong shape fails the test that loads it, naming the file and the case. Each file holds
 * `about` (how and when it was written) and `groups`, each with its own `about` and its `cases`.
 * The suite's cases are `{ query, expect }`; a held-out set's also say where the wording came from
 * (`from`). `expect` lists every page (`/docs/...`) or section (`...#anchor`) that answers the query.
 */
export interface RelevanceSet<Case extends RelevanceCase = RelevanceCase> {
  about: string;
  groups: Readonly<Record<string, readonly Case[]>>;
  /** Every case, group after group. */
  cases: readonly Case[];
}

export interface HeldOutCase extends RelevanceCase {
  from: string;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readCase(value: unknown, where: string, withFrom: boolean): RelevanceCase | HeldOutCase {
  if (!isRecord(value)) throw new Error(`${where}: not an object`);
  const { query, expect, from, ...rest } = value;
  const extra = Object.keys(rest);
  if (extra.length > 0) throw new Error(`${where}: unknown field ${extra.join(', ')}`);
  if (!isText(query)) throw new Error(`${where}: \`query\` must be a non-empty string`);
  if (!Array.isArray(expect) || expect.length === 0 || !expect.every((url) => isText(url) && url.startsWith('/')))
    throw new Error(`${where} ("${query}"): \`expect\` must list one or more site paths`);
  if (withFrom && !isText(from)) throw new Error(`${where} ("${query}"): \`from\` must say where the wording came from`);
  if (!withFrom && from !== undefined) throw new Error(`${where} ("${query}"): the suite's cases have no \`from\``);
  return withFrom ? { query, expect: expect as string[], from: from as string } : { query, expect: expect as string[] };
}

/** A relevance set from its parsed JSON; throws, naming `file` and the case, when it is not of the shape above. */
export function readRelevanceSet(file: string, data: unknown, withFrom: boolean): RelevanceSet<RelevanceCase | HeldOutCase> {
  if (!isRecord(data) || !isText(data.about) || !isRecord(data.groups)) throw new Error(`${file}: needs \`about\` and \`groups\``);
  const groups: Record<string, readonly RelevanceCase[]> = {};
  for (const [name, group] of Object.entries(data.groups)) {
    if (!isRecord(group) || !isText(group.about) || !Array.isArray(group.cases))
      throw new Error(`${file}, group ${name}: needs \`about\` and \`cases\``);
    groups[name] = group.cases.map((value, i) => readCase(value, `${file}, ${name}[${i}]`, withFrom));
  }
  return { about: data.about, groups, cases: Object.values(groups).flat() };
}

const suiteSet = (file: string, data: unknown) => readRelevanceSet(file, data, false) as RelevanceSet;
const heldOutSet = (file: string, data: unknown) => readRelevanceSet(file, data, true) as RelevanceSet<HeldOutCase>;

/** The suite the ranking was first tuned on, as written (the translation sample is added by `suiteCases`). */
export const suite = suiteSet('relevance/suite.json', suiteData);

/** The held-out sets in the order they were written (lib/search/README.md, "Held-out results"). */
export const heldOutSets = {
  first: heldOutSet('relevance/held-out-1.json', heldOut1),
  second: heldOutSet('relevance/held-out-2.json', heldOut2),
  third: heldOutSet('relevance/held-out-3.json', heldOut3),
  fourth: heldOutSet('relevance/held-out-4.json', heldOut4),
  fifth: heldOutSet('relevance/held-out-5.json', heldOut5),
} as const;

/** Issue 28: every part of the anatomy figure by the name a reader gives it. */
export const partCases = suite.groups.parts ?? [];

/** How many rows of the translation table the suite asks for. */
export const TRANSLATION_SAMPLE = 150;

/** A query as the held-out sets compare queries: ignoring case and all white space. */
export const normaliseQuery = (query: string) => query.toLowerCase().replace(/\s+/g, '');

/**
 * Every query of the held-out sets, normalised. Only the text is read here, to keep those queries
 * out of the sample below; no set is measured through this list.
 */
const heldOutQueries: ReadonlySet<string> = new Set(
  Object.values(heldOutSets).flatMap((set) => set.cases.map((testCase) => normaliseQuery(testCase.query))),
);

/**
 * Rows of the translation table at even steps over the whole table (every tool in its share), not
 * chosen by whether they pass: the query is the row's name, the expected page its href's page.
 * Rows named as a held-out query (ignoring case and white space) are left out before sampling, so
 * that no held-out query is also a tuning query: a row added after a set was written may share
 * one of its queries' names, and the suite would then test that query twice.
 */
export function translationCases(table: readonly TranslationEntry[], count = TRANSLATION_SAMPLE): RelevanceCase[] {
  const eligible = table.filter((row) => !heldOutQueries.has(normaliseQuery(row.name)));
  const size = Math.min(count, eligible.length);
  return Array.from({ length: size }, (_, i) => eligible[Math.floor((i * eligible.length) / size)] as TranslationEntry).map((row) => ({
    query: row.name,
    expect: [row.href.split('#')[0] as string],
  }));
}

/**
 * The suite's written cases with the translation sample: the reader-word groups, the sample, then
 * questions, recipes, tasks and parts, the order the suite has always been measured in.
 */
export function suiteCases(table: readonly TranslationEntry[], { withParts = true } = {}): RelevanceCase[] {
  const { questions = [], recipes = [], tasks = [], parts = [], ...readerWords } = suite.groups;
  return [
    ...Object.values(readerWords).flat(),
    ...translationCases(table),
    ...questions,
    ...recipes,
    ...tasks,
    ...(withParts ? parts : []),
  ];
}
