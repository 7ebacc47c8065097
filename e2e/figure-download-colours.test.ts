/**
 * A downloaded figure looks the same outside the browser. The colour-mesh example with uneven
 * cells is drawn in `oklab()` colours by Typst; the site converts them (lib/figures/portable-svg.ts),
 * so librsvg, an SVG 1.1 renderer (through sharp), must draw the downloaded SVG as Chromium does,
 * and the PNG the Download menu makes must match too. Before the conversion, librsvg drew every
 * cell black.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, setupBrowser } from './harness';
import { serveLocalRegistry } from './live-registry';
import { nonPortableColors } from '../lib/figures/portable-svg';

const browser = setupBrowser();
// The third example: `lq.colormesh` with uneven rows, so its cells are rectangles in colours of a map.
const PAGE = '/docs/reference/colormesh';
const EXAMPLE = 'figure#ex-3';
const LONG = { timeout: 45_000 };

interface Rgb {
  data: Buffer;
  width: number;
  height: number;
}

async function download(page: Page, format: 'SVG' | 'PNG (2×)'): Promise<Buffer> {
  const example = page.locator(EXAMPLE);
  await example.getByRole('button', { name: 'Download the figure' }).click();
  const [file] = await Promise.all([page.waitForEvent('download', LONG), example.getByRole('button', { name: format }).click()]);
  return fs.readFileSync(await file.path());
}

/** Opaque RGB on white. */
async function rgbOnWhite(image: Sharp): Promise<Rgb> {
  const { data, info } = await image.flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** librsvg's drawing, at `scale` times the figure's own pixel size. */
const librsvg = (svg: Buffer, scale = 1) => rgbOnWhite(sharp(svg, { density: 72 * scale }));

/** Chromium's drawing: the same file as an <img> at its own size, screenshotted. */
async function chromium(page: Page, svg: Buffer, width: number, height: number): Promise<Rgb> {
  await page.setViewportSize({ width, height });
  const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  await page.setContent(
    `<body style="margin:0;background:#fff"><img src="${src}" width="${width}" height="${height}" style="display:block"></body>`,
  );
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  return rgbOnWhite(sharp(await page.screenshot({ clip: { x: 0, y: 0, width, height } })));
}

/** Mean absolute difference per channel (0–255) over the pixels `where` selects. */
function meanDifference(a: Rgb, b: Rgb, where: (i: number) => boolean = () => true): { mean: number; pixels: number } {
  let sum = 0;
  let pixels = 0;
  for (let i = 0; i < a.data.length; i += 3) {
    if (!where(i)) continue;
    pixels++;
    for (let c = 0; c < 3; c++) sum += Math.abs(a.data[i + c]! - b.data[i + c]!);
  }
  return { mean: pixels === 0 ? 0 : sum / (pixels * 3), pixels };
}

/** Saturated pixels: the colour-mesh cells and the colour bar, not text, spines or page. */
const colourful = (image: Rgb) => (i: number) => {
  const [r, g, b] = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
  return Math.max(r, g, b) - Math.min(r, g, b) >= 24;
};

describe('downloaded figures in colour everywhere', () => {
  it('draws the downloaded colour mesh with librsvg as Chromium draws it, SVG and PNG alike', async () => {
    const { context, page } = await openPage(browser(), { colorScheme: 'light', acceptDownloads: true });
    await serveLocalRegistry(context);
    await gotoHydrated(page, PAGE);
    const svg = await download(page, 'SVG');
    expect(nonPortableColors(svg.toString('utf8'))).toEqual([]);

    const byLibrsvg = await librsvg(svg);
    const viewer = await context.newPage();
    const byChromium = await chromium(viewer, svg, byLibrsvg.width, byLibrsvg.height);
    expect([byChromium.width, byChromium.height]).toEqual([byLibrsvg.width, byLibrsvg.height]);

    // The whole figure: antialiased glyph edges differ a little between the two renderers.
    expect(meanDifference(byLibrsvg, byChromium).mean).toBeLessThanOrEqual(6);
    // The mesh cells: a large share of the figure, in the same colours.
    const cells = meanDifference(byLibrsvg, byChromium, colourful(byChromium));
    expect(cells.pixels / (byChromium.width * byChromium.height)).toBeGreaterThan(0.1);
    expect(cells.mean).toBeLessThanOrEqual(3);
    // Not the black cells an SVG 1.1 renderer draws for oklab().
    const dark = meanDifference(
      byLibrsvg,
      byLibrsvg,
      (i) => Math.max(byLibrsvg.data[i]!, byLibrsvg.data[i + 1]!, byLibrsvg.data[i + 2]!) < 48,
    );
    expect(dark.pixels / (byLibrsvg.width * byLibrsvg.height)).toBeLessThan(0.1);

    // The PNG (Chromium's canvas, at twice the size) against librsvg at the same size.
    const png = await rgbOnWhite(sharp(await download(page, 'PNG (2×)')));
    const twice = await librsvg(svg, 2);
    expect([png.width, png.height]).toEqual([twice.width, twice.height]);
    expect(meanDifference(png, twice).mean).toBeLessThanOrEqual(6);
    expect(meanDifference(png, twice, colourful(png)).mean).toBeLessThanOrEqual(3);
    await context.close();
  });
});
