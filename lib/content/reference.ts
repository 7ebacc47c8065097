import { allDocs } from 'contentlayer/generated';
import type { RefDefinition } from '../reference/types';
import { pageData } from './page-data';

/**
 * Every documented Lilaq definition, in one list: each reference page's `<Summary>` and `<Param>`
 * blocks joined with the facts, as the page's one compile made it (lib/reference/remark-reference.ts,
 * the content index's `definition`), ordered by file name. Server-side only.
 */
export const definitions: readonly RefDefinition[] = allDocs
  .map((doc) => ({ file: doc._raw.sourceFilePath, definition: pageData(doc).definition }))
  .sort((a, b) => a.file.localeCompare(b.file))
  .flatMap(({ definition }) => (definition ? [definition] : []));
