/**
 * What changes between two facts files: definitions added or removed from `lq`, and for each
 * documented definition the parameters added or removed and the defaults, kinds and types changed.
 * For whoever moves the site to a new Lilaq release.
 */
import type { FactParam, FactsFile } from './facts';
import { typeRef } from '../merge';

/** Types as the site shows them where it can, so that `string` → `str` is no change. */
const shown = (types: readonly string[]) => [...new Set(types.map((t) => typeRef(t) ?? t))].join(' | ');

function describe(param: FactParam): string {
  const kind = `${param.variadic ? 'variadic ' : ''}${param.kind}`;
  return `${kind}${param.default === undefined ? '' : `, default ${param.default}`}${param.types.length ? `, types ${shown(param.types)}` : ''}`;
}

export function diffFacts(before: FactsFile, after: FactsFile): string[] {
  const lines: string[] = [];
  const oldExports = new Set(before.exports);
  const newExports = new Set(after.exports);
  for (const name of after.exports) if (!oldExports.has(name)) lines.push(`+ lq.${name} (new in ${after.lilaq})`);
  for (const name of before.exports) if (!newExports.has(name)) lines.push(`- lq.${name} (gone in ${after.lilaq})`);
  const next = new Map(after.definitions.map((d) => [d.name, d]));
  for (const old of before.definitions) {
    const now = next.get(old.name);
    if (!now) {
      lines.push(`${old.name}: no longer found`);
      continue;
    }
    if (now.kind !== old.kind) lines.push(`${old.name}: ${old.kind} → ${now.kind}`);
    if (now.source.path !== old.source.path) lines.push(`${old.name}: moved from ${old.source.path} to ${now.source.path}`);
    const params = new Map(now.params.map((p) => [p.name, p]));
    for (const param of old.params) {
      const changed = params.get(param.name);
      if (!changed) lines.push(`${old.name}#${param.name}: removed`);
      else if (describe(changed) !== describe(param)) lines.push(`${old.name}#${param.name}: ${describe(param)} → ${describe(changed)}`);
    }
    for (const param of now.params) {
      if (!old.params.some((p) => p.name === param.name)) lines.push(`${old.name}#${param.name}: added (${describe(param)})`);
    }
  }
  return lines;
}
