/**
 * A reference page's signature and parameter list as HTML trees (hast), built where the page's
 * `<Summary>` and `<Param>` blocks stand (rehype-reference.ts). Plain markup with no component in
 * it, so the MDX pipeline hands each block to React as finished HTML (lib/mdx/rehype-static-html.ts).
 * Links to site paths stay as written; the base path is put in where the page renders.
 */
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { anchorHeading } from '../html/elements';
import { sourceUrl, typeLink } from './links';
import type { RefDefinition, RefParam, TypeRef } from './types';

const newTab = { target: '_blank', rel: ['noopener', 'noreferrer'] };

/** A type name as a pill: Typst's own types link to typst.app, Lilaq's to our pages. */
function typePill(type: TypeRef): Element {
  const link = typeLink(type);
  const className = ['type-pill', `type-pill--${type.startsWith('lq:') ? 'lilaq' : type}`];
  if (!link.href) return h('span', { className }, link.label);
  return h('a', { className, href: link.href, ...(link.external ? newTab : {}) }, link.label);
}

/** Types joined by "or". */
export function typeList(types: readonly TypeRef[]): Element {
  return h(
    'span.type-list',
    types.map((type, index) => h('span', [...(index > 0 ? [h('span.type-list__or', ' or ')] : []), typePill(type)])),
  );
}

/**
 * `lq.name(x, y, stroke: auto, ..)` with each parameter linking to its entry, under the summary
 * (the `<Summary>` block's paragraphs, run together as one).
 */
export function signatureBlock(definition: RefDefinition, summary: ElementContent[]): Element {
  const { params, returns } = definition;
  const code =
    params.length === 0 && !returns
      ? []
      : [
          h('pre.api-signature__code', { ariaLabel: 'Signature' }, [
            h('code', [
              h('span.api-signature__name', `lq.${definition.call}`),
              params.length > 0 ? '(\n' : '(',
              ...params.map((param) =>
                h('span.api-signature__param', [
                  `  ${param.variadic ? '..' : ''}`,
                  h('a', { href: `#${param.name}` }, param.name),
                  `${param.kind === 'named' && param.default !== undefined ? `: ${param.default}` : ''},\n`,
                ]),
              ),
              ')',
              ...(returns ? [' -> ', typeList(returns)] : []),
            ]),
          ]),
        ];
  const badge =
    definition.kind === 'element'
      ? h('span.api-badge', { title: 'An element: its fields can be set with set rules and restyled with show rules.' }, 'Element')
      : h('span.api-badge', definition.kind === 'module' ? 'Module' : 'Function');
  return h('div.api-signature', [
    h('p.api-summary', summary),
    ...code,
    h('p.api-meta', [
      badge,
      h('a', { href: sourceUrl(definition), ...newTab }, [
        `View source at ${definition.source.path}:${definition.source.line}`,
        h('span.visually-hidden', ' (opens in a new tab)'),
      ]),
    ]),
  ]);
}

/**
 * One parameter's entry: its anchor heading, kind, types and default around our words
 * (`description`), then `after` (its history line, history-hast.ts).
 */
export function parameterEntry(param: RefParam, description: ElementContent[], after: readonly Element[] = []): Element {
  return h('div.api-param', [
    anchorHeading(
      'h3',
      param.name,
      `parameter ${param.name}`,
      ['api-param__name'],
      [h('code', `${param.variadic ? '..' : ''}${param.name}`)],
    ),
    h('p.api-param__facts', [
      h('span.api-tag', `${param.variadic ? 'variadic ' : ''}${param.kind}`),
      ...(param.required ? [h('span.api-tag.api-tag--required', 'required')] : []),
      ...(param.settable ? [h('span.api-tag', 'settable')] : []),
      typeList(param.types),
    ]),
    ...description,
    ...(param.default !== undefined ? [h('p.api-param__default', ['Default: ', h('code', param.default)])] : []),
    ...after,
  ]);
}

/** The parameter list: the h2 "Parameters" and one entry per parameter, in the page's order. */
export function parameterSection(entries: Element[]): Element {
  return h('section.api-params', { ariaLabelledBy: 'parameters' }, [
    anchorHeading('h2', 'parameters', 'Parameters', [], 'Parameters'),
    ...entries,
  ]);
}
