import fs from 'node:fs';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { tocOf } from '../mdx/remark-headings';
import { parseMdx } from '../mdx/tree';
import { corrections } from '../reference/corrections';
import { documentedFacts } from '../reference/documented-facts';
import generated from '../reference/facts/0.5.0.json';
import type { FactsFile } from '../reference/facts-types';
import { parameterEntry, parameterSection, signatureBlock } from '../reference/hast';
import { sourceUrl, typeLink } from '../reference/links';
import { validateDefinitions } from '../reference/build/validate';
import { siteConfig } from '../site-config';
import { definitions } from './reference';

/** The reference pages the specification lists (section 2). */
const specNames = [
  ...'arange axis bar boxplot cmax cmin color colorbar colormesh contour decompose-floating-point diagram divmod ellipse errorbar fill-between grid hbar hboxplot hlines hstem label legend line linspace load-txt mark mesh minmax path percentile place plot pow10 quiver rect scatter sign spine stem tick tick-label title vlines'.split(
    ' ',
  ),
  ...['datetime', 'linear', 'log', 'scale', 'symlog'].map((n) => `scale.${n}`),
  ...['datetime', 'datetime-smart-first', 'datetime-smart-format', 'datetime-smart-offset', 'linear', 'log', 'manual', 'symlog'].map(
    (n) => `tick-format.${n}`,
  ),
  ...[
    'days',
    'hours',
    'linear',
    'log',
    'manual',
    'minutes',
    'months',
    'seconds',
    'subticks-linear',
    'subticks-log',
    'subticks-symlog',
    'symlog',
    'years',
  ].map((n) => `tick-locate.${n}`),
  ...['add', 'inner', 'multiply', 'subtract', 'transform'].map((n) => `vec.${n}`),
];

const pageDir = path.join(import.meta.dirname, '../../content/docs/reference');

/** The visible text of rendered markup. */
function text(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
  return html.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => entities[e] ?? '');
}

describe('reference data model', () => {
  it('has exactly one definition for every page the specification lists', () => {
    expect(definitions.map((d) => d.name).sort()).toEqual([...specNames].sort());
  });

  it('has no unresolved cross-reference, unknown Lilaq type or malformed parameter', () => {
    expect(validateDefinitions(definitions)).toEqual([]);
  });

  it.each(specNames)('%s has a page that renders its signature', (name) => {
    const source = fs.readFileSync(path.join(pageDir, `${name}.mdx`), 'utf8');
    expect(source).toMatch(new RegExp(`^reference: ${name.replace(/\./g, '\\.')}$`, 'm'));
    const definition = definitions.find((d) => d.name === name);
    if (!definition) throw new Error(`${name}: no definition`);
    // As lib/reference/rehype-reference.ts renders them (the blocks' own content aside).
    const signature = toHtml(signatureBlock(definition, []));
    const parameters =
      definition.params.length === 0 ? '' : toHtml(parameterSection(definition.params.map((param) => parameterEntry(param, []))));
    expect(text(signature)).toContain(`View source at ${definition.source.path}:${definition.source.line}`);
    expect(signature).toContain(`href="${sourceUrl(definition)}"`);
    const code = /<pre[^>]*aria-label="Signature"[^>]*>([\s\S]*)<\/pre>/.exec(signature)?.[1];
    if (definition.params.length === 0) {
      expect(parameters).toBe('');
      return;
    }
    // The signature lists every parameter in order, linked to its entry, with its default.
    const lines = text(code ?? '').split('\n');
    expect(lines[0]).toBe(`lq.${definition.call}(`);
    expect(lines.slice(1, -1)).toEqual(
      definition.params.map(
        (p) => `  ${p.variadic ? '..' : ''}${p.name}${p.kind === 'named' && p.default !== undefined ? `: ${p.default}` : ''},`,
      ),
    );
    for (const param of definition.params) {
      expect(code).toContain(`<a href="#${param.name}">${param.name}</a>`);
      const entry = new RegExp(`<h3 id="${param.name}"[\\s\\S]*?(?=<h3 |</section>)`).exec(parameters)?.[0] ?? '';
      expect(text(entry), `${name}#${param.name}`).toContain(param.kind);
      if (param.default !== undefined) expect(text(entry)).toContain(`Default: ${param.default}`);
      for (const type of param.types) expect(text(entry)).toContain(typeLink(type).label);
    }
    // Anchors on the page: the MDX headings plus the rendered ones, all distinct.
    const ids = [...tocOf(parseMdx(source), 1, 6).map((e) => e.id), ...[...parameters.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])];
    expect(ids).toContain('parameters');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('links sources to the v0.5.0 tag and types to their documentation', () => {
    for (const definition of definitions) {
      expect(sourceUrl(definition)).toMatch(/^https:\/\/github\.com\/lilaq-project\/lilaq\/blob\/v0\.5\.0\/src\/[\w/.-]+\.typ#L\d+$/);
    }
    expect(typeLink('length').href).toBe('https://typst.app/docs/reference/layout/length/');
    expect(typeLink('lq:legend')).toEqual({ label: 'lq.legend', href: '/docs/reference/legend', external: false });
  });

  it('gives every named parameter a default and every required one none', () => {
    for (const definition of definitions) {
      for (const param of definition.params) {
        if (param.kind === 'named' && !param.variadic) expect(param.default, `${definition.name}.${param.name}`).toBeDefined();
        if (param.required) expect(param.default, `${definition.name}.${param.name}`).toBeUndefined();
      }
    }
  });
});

// That prose and facts agree (no <Param> for a parameter Lilaq lacks, none missing, no `types` that
// repeats the annotation) is checked by each reference page's compile (lib/reference/remark-reference.ts).
describe('facts and prose', () => {
  it('come from the facts of the Lilaq version the site documents', () => {
    expect(documentedFacts.lilaq).toBe(siteConfig.version);
  });

  it('correct only what the generated facts still get wrong', () => {
    const raw = (generated as FactsFile).definitions;
    for (const correction of corrections) {
      const definition = raw.find((d) => d.name === correction.name);
      expect(definition, correction.name).toBeDefined();
      if (definition) expect(correction.apply(definition), correction.name).not.toEqual(definition);
    }
  });
});
