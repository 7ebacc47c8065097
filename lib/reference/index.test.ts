import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractToc } from '../content/toc';
import { definitions, getDefinition } from './index';
import { sourceUrl, typeLink } from './links';
import { parameterToc } from './toc';
import { validateDefinitions } from './validate';

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

describe('reference data model', () => {
  it('has exactly one definition for every page the specification lists', () => {
    expect(definitions.map((d) => d.name).sort()).toEqual([...specNames].sort());
  });

  it('has no unresolved cross-reference, unknown Lilaq type or malformed parameter', () => {
    expect(validateDefinitions(definitions)).toEqual([]);
  });

  it.each(specNames)('%s has a page that renders its signature', (name) => {
    const file = path.join(pageDir, `${name}.mdx`);
    const source = fs.readFileSync(file, 'utf8');
    expect(source).toMatch(new RegExp(`^reference: ${name.replace(/\./g, '\\.')}$`, 'm'));
    const definition = getDefinition(name);
    expect(definition?.summary.length).toBeGreaterThan(10);
    // Anchors on the page: the MDX headings plus one per parameter, all distinct.
    const ids = [...extractToc(source, 1, 6).map((e) => e.id), ...(definition ? parameterToc(definition).map((e) => e.id) : [])];
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
