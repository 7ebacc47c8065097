/**
 * The portability check, and the promise behind it: a figure made by the pipeline has only colours
 * in SVG 1.1 syntax, and librsvg (sharp) paints them as Chromium paints Typst's originals.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTypstRenderer, type TypstRenderer } from '../compiler';
import { portableSvgColors } from '../portable-svg';
import { createFixturePackageHome } from './fixture-packages';
import { describeNonPortableColors } from './figure-portable';
import { figureProblems } from './figure-quality';
import { rasterise } from './figure-raster';
import { renderVariant } from './render';
import { prepareInline } from './fixtures/prepare-inline';

const handMade = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 30 15"><rect x="5" y="3" width="20" height="9" fill="${fill}"/></svg>`;

describe('the portability check', () => {
  it('fails a figure with an oklab() fill, naming the value and its line', async () => {
    const svg = handMade('oklab(50% 0.1 0.1)');
    expect(describeNonPortableColors(svg)).toMatch(
      /^colours an SVG 1\.1 renderer cannot read .*: fill oklab\(50% 0\.1 0\.1\) \(attribute, line 1\)/,
    );
    expect((await figureProblems(svg, 'light', svg)).join('\n')).toMatch(/SVG 1\.1 renderer cannot read/);
  });

  it('fails #rrggbbaa too, and counts what it does not quote', () => {
    const svg = handMade('#ff000080').replace(
      '<rect',
      '<rect stroke="hsl(0 0% 0%)"/><rect stroke="lab(1 0 0)"/><rect stroke="lch(1 0 0)"/><rect',
    );
    expect(describeNonPortableColors(svg)).toMatch(/and 1 more;/);
  });

  it('passes the converted figure', async () => {
    const svg = portableSvgColors(handMade('oklab(50% 0.1 0.1)'));
    expect(describeNonPortableColors(svg)).toBeNull();
    expect(await figureProblems(svg, 'light', svg)).toEqual([]);
  });
});

describe('figures from the pipeline', () => {
  let renderer: TypstRenderer;
  beforeAll(() => {
    renderer = createTypstRenderer({ packageRoot: createFixturePackageHome() });
  });

  /** The centre pixel of each swatch, as librsvg paints the figure on white. */
  async function swatches(fills: string[]): Promise<{ svg: string; pixels: number[][] }> {
    const code = `#set page(fill: white)\n${fills.map((f) => `#box(rect(width: 20pt, height: 20pt, fill: ${f}, stroke: none))`).join('\n')}`;
    const out = renderVariant(renderer, prepareInline(code), 'light');
    if (out.kind !== 'ok') throw new Error(JSON.stringify(out));
    const raster = await rasterise(out.svg, { background: '#ffffff' });
    const rects = [...out.svg.matchAll(/<path[^>]*d="M([\d.]+) ([\d.]+)/g)];
    expect(rects.length).toBeGreaterThanOrEqual(fills.length);
    const pixels = rects.slice(-fills.length).map((m) => {
      // Path starts in pt at a swatch corner; 10pt inside is its middle, 1pt = 4/3 px.
      const [x, y] = [Number(m[1]) + 10, Number(m[2]) + 10].map((v) => Math.round((v * 4) / 3));
      const i = (y! * raster.width + x!) * 4;
      return [raster.data[i]!, raster.data[i + 1]!, raster.data[i + 2]!];
    });
    return { svg: out.svg, pixels };
  }

  it("paints Typst's colours with librsvg as Chromium paints the originals", async () => {
    // Chromium's pixels (css-color.test.ts), composited on white for the translucent ones.
    const { svg, pixels } = await swatches([
      'oklab(50%, 0.1, 0.1)',
      'oklch(60%, 0.2, 30deg)',
      'color.linear-rgb(20%, 30%, 40%)',
      'color.hsl(120deg, 50%, 50%)',
      'oklab(50%, 0.1, 0.1, 50%)',
      'rgb("#ff000080")',
    ]);
    expect(describeNonPortableColors(svg)).toBeNull();
    const expected = [
      [161, 66, 3],
      [222, 62, 45],
      [124, 149, 170],
      [64, 191, 64],
      [208, 160, 129],
      [255, 127, 127],
    ];
    pixels.forEach((px, i) => px.forEach((v, c) => expect(Math.abs(v - expected[i]![c]!), `swatch ${i}: ${px}`).toBeLessThanOrEqual(1)));
  });
});
