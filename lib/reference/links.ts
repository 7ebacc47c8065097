import { siteConfig } from '../site-config';
import type { RefDefinition, TypeRef, TypstType } from './types';

const typstSection: Record<Exclude<TypstType, 'any'>, string> = {
  none: 'foundations',
  auto: 'foundations',
  bool: 'foundations',
  int: 'foundations',
  float: 'foundations',
  decimal: 'foundations',
  str: 'foundations',
  content: 'foundations',
  array: 'foundations',
  dictionary: 'foundations',
  function: 'foundations',
  label: 'foundations',
  bytes: 'foundations',
  module: 'foundations',
  type: 'foundations',
  symbol: 'foundations',
  selector: 'foundations',
  version: 'foundations',
  regex: 'foundations',
  arguments: 'foundations',
  datetime: 'foundations',
  duration: 'foundations',
  length: 'layout',
  relative: 'layout',
  ratio: 'layout',
  fraction: 'layout',
  angle: 'layout',
  alignment: 'layout',
  direction: 'layout',
  color: 'visualize',
  gradient: 'visualize',
  tiling: 'visualize',
  stroke: 'visualize',
  location: 'introspection',
};

/** URL of the Typst documentation page of a built-in type (none for `any`). */
export function typstTypeUrl(type: TypstType): string | undefined {
  if (type === 'any') return undefined;
  return `${siteConfig.links.typstDocs}/reference/${typstSection[type]}/${type}/`;
}

/** Our page for a Lilaq definition, optionally at a parameter's anchor. */
export function referenceHref(name: string, param?: string): string {
  return `/docs/reference/${name}${param ? `#${param}` : ''}`;
}

export interface TypeLink {
  label: string;
  href?: string;
  external: boolean;
}

export function typeLink(type: TypeRef): TypeLink {
  if (type.startsWith('lq:')) {
    const name = type.slice(3);
    return { label: `lq.${name}`, href: referenceHref(name), external: false };
  }
  return { label: type, href: typstTypeUrl(type as TypstType), external: true };
}

/** Source link of a definition at its release's tag (Lilaq tags `vVERSION`), never at main. */
export function sourceUrl(definition: Pick<RefDefinition, 'source' | 'release'>): string {
  const tag = definition.release ? `v${definition.release}` : siteConfig.sourceTag;
  return `${siteConfig.links.repository}/blob/${tag}/${definition.source.path}#L${definition.source.line}`;
}
