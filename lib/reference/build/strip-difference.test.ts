/**
 * The strip check on figures compiled here through the production path (fixture packages, no
 * Lilaq): panels drawn alike must fail, with the strip, parameter and panels named; panels that
 * differ must pass; a strip whose limits follow the data must differ in its clipped plot, not
 * only in its frame.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { qualityFixture } from '../../figures/build/fixtures/quality';
import { prepareInline } from '../../figures/build/fixtures/prepare-inline';
import type { Strip } from '../strips/strips';
import { MIN_VISIBLE_AREA, alikePanels, checkStripDifferences, describeAlikePanels } from './strip-difference';

const { figure } = qualityFixture();

const strip = (definition: string, param: string, base: Strip['base'], values: string[]): Strip => ({
  definition,
  param,
  base,
  variants: values.map((value, i) => ({ value, isDefault: i === 0, code: '', alt: '' })),
});

/** A line of the given length and colour. */
const line = (length: string, paint = 'blue') => `#line(length: ${length}, stroke: 1pt + ${paint})`;
/** A frame with a label (the "ticks") and a clipped box with a line in it (the "plot"). */
const framed = (label: string, plotLine: string) =>
  `#box(stroke: 0.5pt, inset: 4pt)[#box(width: 3cm, height: 1cm, clip: true)[${plotLine}] ${label}]`;

describe('strip check', () => {
  it('fails panels drawn alike, naming the strip, the parameter and both panels', async () => {
    const s = strip('rect', 'radius', 'rect', ['0pt', '4pt', '12pt']);
    const svg = figure(line('3cm'), 'light');
    const found = await alikePanels(s, 'light', [figure(line('3cm', 'red'), 'light'), svg, svg]);
    expect(found.map((a) => [a.first, a.second])).toEqual([[1, 2]]);
    expect(found[0]!.area).toBe(0);
    expect(describeAlikePanels(found[0]!)).toMatch(
      /^strip rect\.radius: panel 12pt looks like panel 4pt in the light variant: 0\.0 px² differ visibly in the whole figure, at least 10 needed/,
    );
  });

  it('passes panels whose lines differ in length or colour, in both variants', async () => {
    const s = strip('line', 'stroke', 'line', ['a', 'b', 'c']);
    for (const variant of ['light', 'dark'] as const) {
      const svgs = [line('3cm'), line('1.5cm'), line('3cm', 'orange')].map((code) => figure(code, variant));
      expect(await alikePanels(s, variant, svgs)).toEqual([]);
    }
  });

  it('fails a difference smaller than the least visible area', async () => {
    // A 2pt stub at the end of a 3cm line: about 7 px² at 1pt thickness.
    const svgs = [line('3cm'), `#stack(dir: ltr, ${line('3cm').slice(1)}, ${line('2pt').slice(1)})`].map((c) => figure(c, 'light'));
    const found = await alikePanels(strip('line', 'tip', 'line', ['none', 'x']), 'light', svgs);
    expect(found).toHaveLength(1);
    expect(found[0]!.area).toBeGreaterThan(0);
    expect(found[0]!.area).toBeLessThan(MIN_VISIBLE_AREA);
  });

  it('judges a strip whose limits follow the data on its clipped plot, and its label on the whole figure', async () => {
    // The frame's labels change, the clipped plot stays: what a bar chart whose limits follow its bars shows.
    const svgs = [framed('1 2 3', line('3cm')), framed('4 5 6', line('3cm'))].map((c) => figure(c, 'light'));
    const offset = await alikePanels(strip('bar', 'offset', 'bar', ['0', '0.3']), 'light', svgs);
    expect(offset).toHaveLength(1);
    expect(describeAlikePanels(offset[0]!)).toContain('in what the plots draw');
    expect(await alikePanels(strip('bar', 'label', 'bar', ['none', '[data]']), 'light', svgs)).toEqual([]);
    const moved = [framed('1 2 3', line('3cm')), framed('1 2 3', line('1cm'))].map((c) => figure(c, 'light'));
    expect(await alikePanels(strip('bar', 'offset', 'bar', ['0', '0.3']), 'light', moved)).toEqual([]);
  });

  it('reads the committed files and starts each message with the page and line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'strip-difference-'));
    const examples = ['a', 'b'].map((value) =>
      prepareInline(`${line('3cm')}\n// ${value}`, { file: 'content/docs/reference/line.mdx', line: 42 }),
    );
    for (const ex of examples)
      for (const v of ['light', 'dark'] as const) fs.writeFileSync(path.join(dir, ex.variants[v].fileName), figure(line('3cm'), v));
    const { problems, checked } = await checkStripDifferences([{ strip: strip('line', 'stroke', 'line', ['a', 'b']), examples }], dir);
    expect(checked).toBe(1);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^content\/docs\/reference\/line\.mdx:42: strip line\.stroke: panel b looks like panel a \(the default\) in the light variant/,
    );
    fs.rmSync(dir, { recursive: true });
  });
});
