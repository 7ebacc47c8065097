import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { documentedFacts } from '../documented-facts';
import type { FactDefinition, FactParam } from '../facts-types';
import { bases, defaultBase } from './bases';
import { paramLine } from './examples';
import { stripBlock, stripCode } from './hast';
import { MAX_VARIANTS, MIN_VARIANTS, allStrips, entryFor, isStrip, stripFor, variantCode, type Strip } from './strips';
import { isSkip, stripValues } from './values';

const facts = documentedFacts.definitions;
const all = allStrips(facts);
const strips = all.filter(isStrip);
const param = (definition: string, name: string): FactParam => {
  const found = facts.find((d) => d.name === definition)?.params.find((p) => p.name === name);
  if (!found) throw new Error(`no fact ${definition}.${name}`);
  return found;
};
const definition = (name: string): FactDefinition => facts.find((d) => d.name === name)!;

describe('parameter strips', () => {
  it('cover at least 120 parameters', () => {
    expect(strips.length).toBeGreaterThanOrEqual(120);
  });

  it('show 2 to 4 figures each, no value twice', () => {
    const wrong = strips.filter((s) => s.variants.length < MIN_VARIANTS || s.variants.length > MAX_VARIANTS);
    expect(wrong.map((s) => `${s.definition}.${s.param}: ${s.variants.length}`)).toEqual([]);
    for (const s of strips) expect(new Set(s.variants.map((v) => v.value)).size).toBe(s.variants.length);
  });

  it('decide every parameter: a strip or a stated reason', () => {
    const undecided = all.filter((s) => !isStrip(s) && s.why.startsWith('no values chosen'));
    expect(undecided.map((s) => `${s.definition}.${s.param}`)).toEqual([]);
  });

  it('have no row in the table that the facts do not know (a renamed parameter)', () => {
    const known = new Set(facts.flatMap((d) => d.params.map((p) => `${d.name}.${p.name}`)));
    expect(Object.keys(stripValues).filter((key) => !known.has(key))).toEqual([]);
  });

  it('have values only for definitions with a base example to draw them on', () => {
    const unused = Object.entries(stripValues).filter(([key, row]) => !isSkip(row) && !defaultBase[key.slice(0, key.lastIndexOf('.'))]);
    expect(unused.map(([key]) => key)).toEqual([]);
  });

  it('start with the default of the facts unless the table leaves it out', () => {
    const legend = stripFor(definition('legend'), param('legend', 'position')) as Strip;
    expect(legend.variants[0]).toMatchObject({ value: 'top + right', isDefault: true });
    expect(legend.variants.slice(1).every((v) => !v.isDefault)).toBe(true);
    for (const s of strips) {
      const row = stripValues[`${s.definition}.${s.param}`];
      if (row && !isSkip(row) && row.withDefault === false) continue;
      expect(s.variants[0]!.isDefault, `${s.definition}.${s.param}`).toBe(true);
    }
  });

  it('take booleans and closed sets of strings from the facts alone', () => {
    expect(entryFor('plot', param('plot', 'smooth'))).toEqual({ values: ['true'] });
    expect((stripFor(definition('plot'), param('plot', 'smooth')) as Strip).variants.map((v) => v.value)).toEqual(['false', 'true']);
    expect((stripFor(definition('colormesh'), param('colormesh', 'excess')) as Strip).variants.map((v) => v.value)).toEqual([
      '"clamp"',
      '"mask"',
    ]);
    expect(entryFor('x', { name: 'on', kind: 'named', default: 'true', types: ['bool'] })).toEqual({ values: ['false'] });
  });

  it('give data, functions and definitions without a figure no strip, with the reason', () => {
    expect(stripFor(definition('plot'), param('plot', 'x'))).toMatchObject({ skip: 'data' });
    expect(stripFor(definition('axis'), param('axis', 'filter'))).toMatchObject({ skip: 'function' });
    expect(stripFor(definition('linspace'), definition('linspace').params[0]!)).toMatchObject({ skip: 'invisible' });
  });

  it('set the parameter in the base, replacing a base argument of the same name', () => {
    const code = variantCode('diagram', 'width', '2.4cm');
    expect(code).toContain('width: 2.4cm');
    expect(code).not.toContain('3.6cm');
    expect(variantCode('legend', 'position', 'left + top')).toMatch(/^#show: lq\.set-legend\(position: left \+ top\)\n#lq\.diagram/);
    expect(variantCode('axis', 'mirror', 'true')).toContain('xaxis: (mirror: true)');
    expect(variantCode('plot', 'mark-size', '7pt', { mark: '"o"' })).toContain(
      'lq.plot((0, 1, 2, 3, 4), (1, 3, 2, 4, 3.5), mark: "o", mark-size: 7pt)',
    );
  });

  it('import tiptoe where a value uses it', () => {
    expect(variantCode('spine', 'tip', 'tiptoe.stealth')).toMatch(/^#import "@preview\/tiptoe:0\.3\.1"\n/);
    expect(variantCode('spine', 'tip', 'none')).not.toContain('tiptoe');
  });

  it('name the base, the parameter and the value in every alt text', () => {
    for (const s of strips) {
      for (const v of s.variants) {
        expect(v.alt).toContain(bases[s.base].what);
        expect(v.alt).toContain(`${s.definition} ${s.param}: ${v.value}`);
      }
    }
    const mark = stripFor(definition('plot'), param('plot', 'mark')) as Strip;
    expect(mark.variants.map((v) => v.alt)).toContain('A line plot, plot mark: auto (the default)');
  });
});

describe('strip markup', () => {
  const strip = stripFor(definition('legend'), param('legend', 'position')) as Strip;
  const figures = strip.variants.map((_, i) => ({
    light: `/figures/${i}-light.svg`,
    dark: `/figures/${i}-dark.svg`,
    width: 150,
    height: 90,
  }));
  const html = toHtml(stripBlock(strip, figures, stripCode(['#import x\n#a', '#import x\n#b', '#c', '#d'], '#import x')));

  it('shows each value under its figure, both colour variants sized and lazy', () => {
    expect(html.match(/<figure>/g)).toHaveLength(strip.variants.length);
    expect(html.match(/<img [^>]*loading="lazy"/g)).toHaveLength(2 * strip.variants.length);
    expect(html.match(/<img [^>]*width="150" height="90"/g)).toHaveLength(2 * strip.variants.length);
    expect(html).toContain('<figcaption><code>top + right</code><span class="param-strip__default"> default</span></figcaption>');
    expect(html).toContain('alt="A diagram with a two-entry legend, legend position: left + top"');
  });

  it('offers the code of every figure in a details element, the import once', () => {
    expect(html).toMatch(
      /<details class="param-strip__code"><summary>Code of these 4 figures<\/summary><pre><code>#import x<\/code><\/pre>/,
    );
    expect(html).toContain('<code>position: left + top</code></p><pre><code>#b</code></pre>');
  });
});

describe('strip locations', () => {
  it('point at the <Param> block of the parameter', () => {
    expect(paramLine('---\n---\n<Param name="a">\nx\n</Param>\n<Param name="b" types="x">', 'b')).toBe(6);
    expect(paramLine('no blocks', 'b')).toBe(1);
  });
});
