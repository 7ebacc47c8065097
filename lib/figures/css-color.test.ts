import { describe, expect, it } from 'vitest';
import { parseCssColor, srgbHex } from './css-color';

/**
 * What Chromium 156 paints for each colour: the pixel read back from a 1×1 canvas filled with it
 * (`fillStyle`, `getImageData`; an SVG `fill` gives the same bytes). Recorded once with
 * playwright-core and Debian's Chromium; Typst's own forms first (the `oklab()` values are from
 * committed figures), then every other syntax, colours outside sRGB (clipped channel by channel,
 * which is how Chromium paints them) and `color-mix()`. Translucent pixels come back unpremultiplied,
 * so their channels carry Chromium's own rounding of ±1.
 */
const CHROMIUM: Array<[string, [number, number, number, number]]> = [
  ['oklab(23.613% 0.00146 0.00045)', [31, 30, 30, 255]],
  ['oklab(34.360% 0.04745 -0.19113)', [55, 6, 152, 255]],
  ['oklab(50.000% 0.10000 0.10000)', [161, 66, 3, 255]],
  ['oklab(50.000% 0.10000 0.10000 / 0.50000)', [161, 66, 4, 128]],
  ['oklab(62.796% 0.22486 0.12585)', [255, 0, 0, 255]],
  ['oklab(90.000% 0.00000 0.00000 / 0.80000)', [222, 222, 222, 204]],
  ['oklab(90% 0.3 -0.3)', [255, 55, 255, 255]],
  ['oklab(0.5 40% -20%)', [155, 46, 141, 255]],
  ['oklab(120% 0 0)', [255, 255, 255, 255]],
  ['oklab(none 0.1 0.1)', [1, 2, 0, 255]],
  ['oklch(60.000% 0.20000 30.000deg)', [222, 62, 45, 255]],
  ['oklch(60.000% 0.20000 30.000deg / 0.500)', [221, 62, 46, 128]],
  ['oklch(61.084% 0.20222 -38.924deg)', [184, 79, 203, 255]],
  ['oklch(60% 0.4 30deg)', [255, 0, 0, 255]],
  ['oklch(70% 0.4 150)', [0, 214, 0, 255]],
  ['oklch(0.7 50% 0.5turn)', [0, 196, 163, 255]],
  ['oklch(70% 0.1 none)', [210, 132, 156, 255]],
  ['oklch(80% 0.1 3.5rad)', [100, 209, 216, 255]],
  ['oklch(80% 0.1 200grad)', [109, 211, 192, 255]],
  ['lab(50% 40 40)', [189, 87, 53, 255]],
  ['lab(50% 100 -100)', [201, 0, 255, 255]],
  ['lab(80 -50% 20%)', [0, 227, 148, 255]],
  ['lab(5% 10 -10)', [26, 11, 31, 255]],
  ['lch(50% 150 30)', [255, 0, 17, 255]],
  ['lch(60% 40 250deg)', [63, 154, 210, 255]],
  ['lch(30 20% 120)', [57, 77, 27, 255]],
  ['color(srgb-linear 0.20000 0.30000 0.40000)', [124, 149, 170, 255]],
  ['color(srgb-linear 0.20000 0.30000 0.40000 / 0.60000)', [123, 148, 170, 153]],
  ['color(srgb 1 0.5 0.25)', [255, 128, 64, 255]],
  ['color(srgb 1.2 -0.1 0.5)', [255, 0, 128, 255]],
  ['color(display-p3 1 0 0)', [255, 0, 0, 255]],
  ['color(display-p3 0.3 0.6 0.2)', [36, 155, 25, 255]],
  ['color(a98-rgb 0.4 0.6 0.8)', [67, 154, 207, 255]],
  ['color(prophoto-rgb 0.4 0.5 0.3)', [107, 151, 83, 255]],
  ['color(rec2020 0.4 0.5 0.3)', [100, 142, 84, 255]],
  ['color(rec2020 0 1 0)', [0, 255, 0, 255]],
  ['color(xyz 0.2 0.3 0.4)', [0, 167, 164, 255]],
  ['color(xyz-d65 0.5 0.4 0.3)', [238, 144, 140, 255]],
  ['color(xyz-d50 0.2 0.3 0.4)', [0, 168, 189, 255]],
  ['color(srgb 50% 25% 75%)', [128, 64, 191, 255]],
  ['hsl(120.000deg 50.000% 50.000%)', [64, 191, 64, 255]],
  ['hsla(120.000deg 50.000% 50.000% / 0.50000)', [64, 191, 64, 128]],
  ['hsla(10.000deg 50.000% 50.000% / 0.50000)', [191, 86, 64, 128]],
  ['hsl(120, 50%, 50%)', [64, 191, 64, 255]],
  ['hsla(300, 80%, 30%, 0.75)', [138, 15, 138, 191]],
  ['hsl(-30 60 40)', [163, 41, 102, 255]],
  ['hsl(400deg 100% 25%)', [128, 85, 0, 255]],
  ['hwb(200 20% 30%)', [51, 136, 179, 255]],
  ['hwb(40deg 70% 60%)', [137, 137, 137, 255]],
  ['rgb(255 128 0)', [255, 128, 0, 255]],
  ['rgb(255 128 0 / 60%)', [255, 128, 0, 153]],
  ['rgba(10, 20, 30, 0.7)', [10, 20, 30, 179]],
  ['rgb(50%, 25%, 12.5%)', [128, 64, 32, 255]],
  ['rgb(300 -20 128)', [255, 0, 128, 255]],
  ['rgb(12.6 99.4 200.5)', [13, 99, 201, 255]],
  ['#ff000080', [255, 0, 0, 128]],
  ['#f008', [255, 0, 0, 136]],
  ['#1b1b1dcc', [27, 27, 29, 204]],
  ['rebeccapurple', [102, 51, 153, 255]],
  ['Beige', [245, 245, 220, 255]],
  ['transparent', [0, 0, 0, 0]],
  ['color-mix(in oklab, red, blue)', [140, 83, 162, 255]],
  ['color-mix(in srgb, red 30%, blue)', [77, 0, 179, 255]],
  ['color-mix(in oklch, white, blue)', [115, 163, 255, 255]],
  ['color-mix(in oklch, red, blue)', [186, 0, 194, 255]],
  ['color-mix(in oklch longer hue, red, blue)', [0, 147, 0, 255]],
  ['color-mix(in hsl, red, lime)', [255, 255, 0, 255]],
  ['color-mix(in lab, #ff0000 25%, #00ff00 25%)', [199, 171, 0, 128]],
  ['color-mix(in srgb-linear, rgb(255 0 0 / 50%), blue)', [156, 0, 214, 191]],
  ['color-mix(in lch decreasing hue, oklch(70% 0.1 20), oklch(70% 0.1 80))', [44, 171, 210, 255]],
  ['color-mix(in display-p3, red 80%, yellow)', [255, 77, 12, 255]],
  ['color-mix(in xyz, teal, orange 70%)', [218, 155, 72, 255]],
  ['color-mix(in hwb, red, blue)', [255, 0, 255, 255]],
];

const bytes = (text: string): number[] => {
  const c = parseCssColor(text);
  if (!c) throw new Error(`${text} did not parse`);
  return [c.r, c.g, c.b, c.a].map((v) => Math.round(v * 255));
};

describe('parseCssColor against Chromium', () => {
  it.each(CHROMIUM)('%s', (text, expected) => {
    const got = bytes(text);
    expect(Math.abs(got[3]! - expected[3])).toBeLessThanOrEqual(1);
    if (expected[3] === 0) return;
    for (const i of [0, 1, 2]) expect(Math.abs(got[i]! - expected[i]!), `channel ${i}: ${got} vs ${expected}`).toBeLessThanOrEqual(1);
  });

  it('matches Chromium exactly for most colours and within 1 for all', () => {
    const opaque = CHROMIUM.filter(([, e]) => e[3] === 255);
    const exact = opaque.filter(([text, e]) =>
      bytes(text)
        .slice(0, 3)
        .every((v, i) => v === e[i]),
    );
    expect(exact.length / opaque.length).toBeGreaterThan(0.9);
  });
});

describe('parseCssColor', () => {
  it("reads Typst's hex forms, alpha included", () => {
    expect(bytes('#0074d940')).toEqual([0, 116, 217, 64]);
    expect(srgbHex(parseCssColor('#0074d940')!)).toBe('#0074d9');
    expect(bytes('#FFF')).toEqual([255, 255, 255, 255]);
  });

  it.each([
    // Chromium rejects each of these too.
    'rgb(255 0 0, 1)',
    'rgb(255, 0 0)',
    'oklab(50%, 0.1, 0.1)',
    'hsl(120 50% 50%, 1)',
    'rgb(none, 0, 0)',
    'color(foo 1 2 3)',
    'lab(50px 0 0)',
    'oklch(50% 0.1 30px)',
    'color-mix(in oklab, red)',
    'color-mix(in srgb longer hue, red, blue)',
    'rgb(255, 0, 50%)',
    'hsl(120, 50, 50)',
    '#12345',
    'oklab(50% 0.1)',
    '#ff000080 extra',
    // Not colours here: the caller keeps them.
    'none',
    'url(#a)',
    'currentColor',
  ])('rejects %s', (text) => {
    expect(parseCssColor(text)).toBeNull();
  });

  it('mixes 0% and 0% to transparent, as Chromium does', () => {
    expect(parseCssColor('color-mix(in oklab, red 0%, blue 0%)')!.a).toBe(0);
  });

  it('writes #rrggbb without the alpha', () => {
    expect(srgbHex(parseCssColor('oklab(62.796% 0.22486 0.12585 / 0.5)')!)).toBe('#ff0000');
  });
});
