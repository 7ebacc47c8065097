import type { RefDefinition } from '../types';

/**
 * Problems in the reference data: Lilaq types without a page, duplicate names and anchors, required
 * named parameters, prose left empty. Empty when all is well. (Links in the prose are ordinary
 * Markdown links of the reference pages: the link gate checks them with every other link.)
 */
export function validateDefinitions(definitions: readonly RefDefinition[]): string[] {
  const problems: string[] = [];
  const byName = new Map<string, RefDefinition>();
  for (const definition of definitions) {
    if (byName.has(definition.name)) problems.push(`${definition.name}: defined twice`);
    byName.set(definition.name, definition);
  }
  const checkText = (where: string, text: string) => {
    if (!text.trim()) problems.push(`${where}: no prose`);
  };
  for (const definition of definitions) {
    checkText(`${definition.name} summary`, definition.summary);
    const seen = new Set<string>();
    for (const param of definition.params) {
      const where = `${definition.name}(${param.name})`;
      if (seen.has(param.name)) problems.push(`${where}: duplicate parameter`);
      seen.add(param.name);
      if (param.kind === 'named' && !param.variadic && param.default === undefined)
        problems.push(`${where}: named parameter without default`);
      if (param.required && param.default !== undefined) problems.push(`${where}: required parameter with a default`);
      if (param.types.length === 0) problems.push(`${where}: no accepted types`);
      for (const type of param.types) {
        if (type.startsWith('lq:') && !byName.has(type.slice(3))) problems.push(`${where}: type ${type} has no reference page`);
      }
      checkText(where, param.description);
    }
    for (const type of definition.returns ?? []) {
      if (type.startsWith('lq:') && !byName.has(type.slice(3)))
        problems.push(`${definition.name} returns: type ${type} has no reference page`);
    }
  }
  return problems;
}
