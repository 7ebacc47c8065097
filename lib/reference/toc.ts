import type { TocEntry } from '../mdx/remark-headings';
import type { RefDefinition } from './types';

/** TOC entries for a reference page's parameter section (h2 "Parameters", one h3 each). */
export function parameterToc(definition: RefDefinition): TocEntry[] {
  if (definition.params.length === 0) return [];
  return [
    { id: 'parameters', title: 'Parameters', depth: 2 },
    ...definition.params.map((param) => ({ id: param.name, title: param.variadic ? `..${param.name}` : param.name, depth: 3 })),
  ];
}
