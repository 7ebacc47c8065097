/**
 * The parts of a reference page that come from typed data (lib/reference), as Markdown: the
 * summary and signature before the page's own text, the parameters and "Used in" after it.
 */
import { typeLink } from '../reference/links';
import type { RefDefinition, RefParam, TypeRef } from '../reference/types';
import type { Usage } from './back-references';

/** Reference prose (Markdown from the page's `<Summary>`/`<Param>` blocks) with its site links made absolute. */
export function proseToMarkdown(text: string, siteUrl: string): string {
  return text.replace(/\]\((\/[^)\s]*)\)/g, (_, href: string) => `](${siteUrl}${href})`);
}

function typesToMarkdown(types: readonly TypeRef[], siteUrl: string): string {
  return types
    .map((type) => {
      const link = typeLink(type);
      if (!link.href) return `\`${link.label}\``;
      return `[\`${link.label}\`](${link.external ? link.href : `${siteUrl}${link.href}`})`;
    })
    .join(' or ');
}

export function signatureMarkdown(definition: RefDefinition, siteUrl: string): string {
  const lines = [proseToMarkdown(definition.summary, siteUrl)];
  if (definition.params.length > 0 || definition.returns) {
    const params = definition.params.map(
      (p) => `  ${p.variadic ? '..' : ''}${p.name}${p.kind === 'named' && p.default !== undefined ? `: ${p.default}` : ''},`,
    );
    const returns = definition.returns ? ` -> ${definition.returns.map((t) => t.replace(/^lq:/, 'lq.')).join(' | ')}` : '';
    lines.push(['```typ', `lq.${definition.call}(`, ...params, `)${returns}`, '```'].join('\n'));
  }
  lines.push(
    definition.kind === 'element' ? 'Kind: element (settable with set rules, restylable with show rules).' : `Kind: ${definition.kind}.`,
  );
  return lines.join('\n\n');
}

function paramFacts(param: RefParam): string {
  const facts = [param.kind === 'positional' ? 'positional' : 'named'];
  if (param.variadic) facts.push('variadic');
  if (param.required) facts.push('required');
  if (param.settable) facts.push('settable');
  return facts.join(', ');
}

export function parametersMarkdown(definition: RefDefinition, siteUrl: string): string {
  if (definition.params.length === 0) return '';
  const sections = definition.params.map((param) => {
    const facts = [`${paramFacts(param)}; type ${typesToMarkdown(param.types, siteUrl)}`];
    if (param.default !== undefined) facts.push(`default \`${param.default}\``);
    return `### \`${param.variadic ? '..' : ''}${param.name}\`\n\n${facts.join('; ')}.\n\n${proseToMarkdown(param.description, siteUrl)}`;
  });
  return ['## Parameters', ...sections].join('\n\n');
}

export function usedInMarkdown(usages: readonly Usage[], siteUrl: string): string {
  if (usages.length === 0) return '';
  const items = usages.map(
    (usage) => `- [${usage.title}](${siteUrl}${usage.url}): ${usage.examples.map((e) => `[${e.label}](${siteUrl}${e.href})`).join(', ')}`,
  );
  return `## Used in\n\n${items.join('\n')}`;
}
