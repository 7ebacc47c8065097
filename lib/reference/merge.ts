/**
 * Joins the generated facts of a Lilaq release with our prose into the definitions the pages
 * render. Facts decide names, kinds, defaults and sources; prose decides words and the order of
 * the parameter list, and may widen a parameter's types.
 */
import type { FactDefinition, FactParam } from './facts-types';
import { typstTypes, type ProseParam, type RefDefinition, type RefParam, type RefProse, type TypeRef } from './types';

const known = new Set<string>(typstTypes);
const alignments = new Set(['left', 'right', 'top', 'bottom', 'center', 'horizon', 'start', 'end']);

/** One annotated type as a `TypeRef`, or undefined when the site has no way to show it. */
export function typeRef(type: string): TypeRef | undefined {
  const clean = type.replace(/\.$/, '');
  if (clean === 'string' || /^".*"$/.test(clean)) return 'str';
  if (clean === 'dict') return 'dictionary';
  if (alignments.has(clean)) return 'alignment';
  if (clean.startsWith('lq.')) return `lq:${clean.slice(3)}`;
  return known.has(clean) ? (clean as TypeRef) : undefined;
}

/** The annotated types as `TypeRef`s in their order without repeats; undefined if one is unknown. */
export function typeRefs(types: readonly string[]): TypeRef[] | undefined {
  const refs = types.map(typeRef);
  if (refs.length === 0 || refs.some((r) => r === undefined)) return undefined;
  return [...new Set(refs as TypeRef[])];
}

function mergeParam(where: string, fact: FactParam, prose: ProseParam, problems: string[]): RefParam {
  const annotated = typeRefs(fact.types);
  const types = prose.types ?? annotated;
  if (!types) problems.push(`${where}: Lilaq's types [${fact.types.join(', ')}] need a \`types\` in the prose`);
  // `types` widens what Lilaq annotates; a copy of the annotation would hide the next change to it.
  if (prose.types && annotated && prose.types.join(' | ') === annotated.join(' | '))
    problems.push(`${where}: \`types\` repeats Lilaq's annotation; leave it out`);
  return {
    name: fact.name,
    kind: fact.kind,
    ...(fact.variadic ? { variadic: true } : {}),
    ...(fact.required ? { required: true } : {}),
    types: types ?? [],
    ...(fact.default === undefined ? {} : { default: fact.default }),
    description: prose.description,
    ...(fact.settable ? { settable: true } : {}),
  };
}

/** One page's definition; problems name parameters that only one side has. */
export function mergeDefinition(prose: RefProse, fact: FactDefinition, problems: string[]): RefDefinition {
  const facts = new Map(fact.params.map((p) => [p.name, p]));
  const params: RefParam[] = [];
  // Messages start with the page's file:line (the <Param> block, else the page's `reference:` line).
  const at = (line?: number) => (prose.source ? `${prose.source.file}:${line ?? prose.source.line}: ` : '');
  for (const param of prose.params) {
    const found = facts.get(param.name);
    if (found) params.push(mergeParam(`${at(param.line)}${prose.name}#${param.name}`, found, param, problems));
    else problems.push(`${at(param.line)}${prose.name}#${param.name}: described, but Lilaq ${fact.name} has no such parameter`);
  }
  for (const param of fact.params) {
    if (!prose.params.some((p) => p.name === param.name))
      problems.push(`${at()}${prose.name}#${param.name}: a parameter of Lilaq without prose (add a <Param name="${param.name}"> block)`);
  }
  return {
    name: prose.name,
    call: fact.name,
    kind: fact.kind,
    summary: prose.summary,
    params,
    ...(prose.returns ? { returns: prose.returns } : {}),
    source: fact.source,
  };
}
