import type { RefDefinition } from '../reference/types';
import { getDocs } from './docs';
import { pageData } from './page-data';

/**
 * Every documented Lilaq definition of the current release (the specification's docs; `definitionsOf`
 * for another release), in one list: each reference page's `<Summary>` and `<Param>`
 * blocks joined with the facts, as the page's one compile made it (lib/reference/remark-reference.ts,
 * the content index's `definition`), ordered by file name. Server-side only.
 */
export function definitionsOf(release?: string): readonly RefDefinition[] {
  return getDocs(release)
    .map((doc) => ({ file: doc._raw.sourceFilePath, definition: pageData(doc).definition }))
    .sort((a, b) => a.file.localeCompare(b.file))
    .flatMap(({ definition }) => (definition ? [definition] : []));
}

export const definitions: readonly RefDefinition[] = definitionsOf();
