/**
 * What the live editor knows about Lilaq: every name reachable from `lq` (from the generated
 * facts), and for each documented function its one-line summary, parameters with types and
 * defaults, and reference page (from the same facts and prose as the reference pages), and the
 * messages of the error index with their entries (lib/errors). Built into
 * `/lilaq-api.json` at build time and downloaded with the editor, never with the page.
 */
import type { ErrorLink } from '../errors';
import type { FactsFile } from '../reference/facts-types';
import type { RefDefinition, TypeRef } from '../reference/types';

export interface ApiMember {
  /** The name after its module: `plot`, `log` (in `scale`), `petroff10` (in `color.map`). */
  name: string;
  /** `module` when the name has members of its own. */
  kind: 'function' | 'element' | 'module' | 'other';
  summary?: string;
  /** Reference page, a site path without base. */
  href?: string;
}

export interface ApiParam {
  name: string;
  positional: boolean;
  variadic?: boolean;
  /** Types as a reader writes them: `auto | color`, `lq.mark`. */
  types: string;
  default?: string;
  summary: string;
}

export interface LilaqApi {
  version: string;
  /** Members by module path: '' is `lq` itself, then `scale`, `color.map`, … */
  modules: Record<string, ApiMember[]>;
  /** Parameters by call path (`plot`, `scale.log`); `set-NAME` lists the settable fields of element NAME. */
  params: Record<string, ApiParam[]>;
  /** Every message the error index explains, with its entry: the editor links an error to it. */
  errors: ErrorLink[];
}

/** Plain text of the reference prose's Markdown: link texts and code spans without their marks. */
export function plainText(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of a description: what a tooltip or completion list has room for. */
export function firstSentence(text: string): string {
  const plain = plainText(text);
  const end = /[.!?](\s|$)/.exec(plain);
  return end ? plain.slice(0, end.index + 1) : plain;
}

const typeLabel = (type: TypeRef): string => (type.startsWith('lq:') ? `lq.${type.slice(3)}` : type);

function paramsOf(definition: RefDefinition, settableOnly = false): ApiParam[] {
  return definition.params
    .filter((p) => !settableOnly || p.settable)
    .map((p) => ({
      name: p.name,
      positional: p.kind === 'positional',
      ...(p.variadic ? { variadic: true } : {}),
      types: p.types.map(typeLabel).join(' | '),
      ...(p.default !== undefined ? { default: p.default } : {}),
      summary: firstSentence(p.description),
    }));
}

export function buildLilaqApi(
  facts: FactsFile,
  definitions: readonly RefDefinition[],
  errors: readonly ErrorLink[],
  /** Where the release's reference pages are: `/docs`, or `/docs/0.6.0` for another release. */
  docsRoot = '/docs',
): LilaqApi {
  const byCall = new Map(definitions.map((d) => [d.call, d]));
  // Lilaq's internal helpers start with `_`; they are reachable but not for readers.
  const names = facts.exports.filter((path) => !path.split('.').some((part) => part.startsWith('_')));
  const isModule = new Set(
    names.flatMap((path) =>
      path
        .split('.')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('.')),
    ),
  );

  const modules: Record<string, ApiMember[]> = {};
  for (const path of names) {
    const dot = path.lastIndexOf('.');
    const parent = dot === -1 ? '' : path.slice(0, dot);
    const definition = byCall.get(path);
    const kind: ApiMember['kind'] = isModule.has(path)
      ? 'module'
      : definition?.kind === 'element'
        ? 'element'
        : definition || /^set-/.test(path.slice(dot + 1))
          ? 'function'
          : 'other';
    (modules[parent] ??= []).push({
      name: path.slice(dot + 1),
      kind,
      ...(definition ? { summary: firstSentence(definition.summary), href: `${docsRoot}/reference/${definition.name}` } : {}),
    });
  }
  for (const members of Object.values(modules)) members.sort((a, b) => a.name.localeCompare(b.name));

  const params: Record<string, ApiParam[]> = {};
  for (const definition of definitions) {
    if (definition.kind === 'module') continue;
    params[definition.call] = paramsOf(definition);
    const dot = definition.call.lastIndexOf('.');
    const setter = `${definition.call.slice(0, dot + 1)}set-${definition.call.slice(dot + 1)}`;
    if (definition.kind === 'element' && names.includes(setter)) params[setter] = paramsOf(definition, true);
  }
  return { version: facts.lilaq, modules, params, errors: [...errors] };
}
