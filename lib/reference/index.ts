import { allDocs } from 'contentlayer/generated';
import { documentedFacts } from './documented-facts';
import { mergeReference } from './merge';
import type { RefDefinition, RefProse } from './types';

export { documentedFacts };

/**
 * Our prose for every documented definition: the `<Summary>` and `<Param>` blocks of each reference
 * page, as the page's one compile read them (contentlayer's `prose`, lib/content/page-data.ts),
 * ordered by file name.
 */
export const prose: readonly RefProse[] = allDocs
  .flatMap((doc) => (doc.prose ? [doc.prose as RefProse] : []))
  .sort((a, b) => (a.source?.file ?? '').localeCompare(b.source?.file ?? ''));

const merged = mergeReference(documentedFacts, prose);

/** Prose and facts that disagree (empty when all is well; a unit test keeps it so). */
export const referenceProblems: readonly string[] = merged.problems;

/** Every documented Lilaq definition, in one list. */
export const definitions: readonly RefDefinition[] = merged.definitions;

const byName = new Map(definitions.map((d) => [d.name, d]));

export function getDefinition(name: string): RefDefinition | undefined {
  return byName.get(name);
}
